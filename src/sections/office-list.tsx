import { MapPin } from 'lucide-react';
import type { Office } from '../config/site-config-types';
import { CallLink } from '../components/ui/call-link';
import { paths } from '../pages/paths';

/** Offices as cards: the city (a link to its page), its 24/7 line and where it is. */
export function OfficeList({
  offices,
  headings: Heading,
}: {
  offices: Office[];
  headings: 'h2' | 'h3';
}) {
  return (
    <ul className="grid gap-4">
      {offices.map((office) => (
        <li key={office.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <Heading className="text-lg font-bold text-slate-900">
            <a href={paths.location(office.id)} className="underline-offset-4 hover:underline">
              {office.city}
            </a>
          </Heading>
          <CallLink
            phone={office.phone}
            className="min-h-11 text-lg font-bold text-red-700 underline-offset-4 hover:underline"
          />
          <p className="flex gap-2 text-sm text-slate-700">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {office.locality}, {office.region}
          </p>
        </li>
      ))}
    </ul>
  );
}
