import { byProvince } from '../domain/places';
import { paths } from '../domain/paths';
import type { OfficeLine } from './emergency-call-links';
import { CallLink } from './ui/call-link';

/**
 * Every office's 24/7 line, by province: the city, a link to its page, and its line, one row
 * each, so thirty offices read as a list, not a wall of buttons.
 */
export function ProvinceLines({
  id,
  offices,
  heading: Heading,
}: {
  /** Unique on the page: a page may list the lines twice (its own list and the dialog's). */
  id: string;
  offices: readonly (OfficeLine & { region: string })[];
  heading: 'h2' | 'h3';
}) {
  return (
    <div className="space-y-6">
      {byProvince(offices).map(({ region, name, offices: inProvince }) => (
        // Not a landmark each: a page that lists the lines twice would have two landmarks of one name.
        <div key={region}>
          <Heading id={`${id}-${region}`} className="text-lg font-bold text-slate-900">
            {name}
          </Heading>
          <ul className="mt-2 divide-y divide-slate-200 border-y border-slate-200">
            {inProvince.map((office) => (
              <li key={office.id} className="flex flex-wrap items-center justify-between gap-x-4">
                <a
                  href={paths.location(office.id)}
                  className="inline-flex min-h-11 items-center font-semibold text-slate-900 underline underline-offset-4"
                >
                  {office.city}
                </a>
                <CallLink
                  phone={office.phone}
                  className="min-h-11 font-bold text-red-700 underline-offset-4 hover:underline"
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
