import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Service } from '../content/types';
import { paths } from '../domain/paths';
import { ServiceIcon } from './service-icon';
import { LinkedText } from './ui/linked-text';

const titleClass = { h2: 'text-2xl', h3: 'text-xl' } as const;

/** A service's card: icon, title linked to its page, description, the four bullets, any action. */
export function ServiceCard({
  service,
  heading: Heading,
  children,
}: {
  service: Service;
  heading: 'h2' | 'h3';
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <ServiceIcon name={service.icon} className="size-10 text-red-700" />
      <Heading className={`mt-4 font-bold text-slate-900 ${titleClass[Heading]}`}>
        <a
          href={paths.service(service.slug)}
          className="underline decoration-slate-300 underline-offset-4 hover:decoration-current"
        >
          {service.title}
        </a>
      </Heading>
      <p className="mt-2 text-slate-700">
        <LinkedText text={service.card.description} />
      </p>
      <ul className="mt-4 flex-1 space-y-2">
        {service.card.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-slate-800">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
            {feature}
          </li>
        ))}
      </ul>
      {children}
    </li>
  );
}
