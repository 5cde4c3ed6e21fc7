import { ChevronRight } from 'lucide-react';

export interface Crumb {
  name: string;
  path: string;
}

/** Where a page sits, from the home page to itself; the same trail as its BreadcrumbList. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-1 text-sm text-slate-200">
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <>
                  <a
                    href={crumb.path}
                    className="inline-flex min-h-11 items-center underline underline-offset-4 hover:text-white sm:min-h-6"
                  >
                    {crumb.name}
                  </a>
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
