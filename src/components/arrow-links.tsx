import { ArrowRight } from 'lucide-react';

/** A titled list of links to other pages, each with an arrow: other services, guides. */
export function ArrowLinks({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: ReadonlyArray<readonly [href: string, label: string]>;
}) {
  return (
    <nav aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {heading}
      </h2>
      <ul>
        {links.map(([href, label]) => (
          <li key={href}>
            <a
              href={href}
              className="inline-flex min-h-11 items-center gap-2 font-medium text-slate-900 underline underline-offset-4"
            >
              {label}
              <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
