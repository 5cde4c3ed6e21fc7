import { MapPin } from 'lucide-react';
import { ServingLine } from '../components/serving-line';
import { CallLink } from '../components/ui/call-link';
import { paths } from '../lib/paths';
import { pageText, siteConfig } from 'virtual:site-content';

// By office count, up to the two a bar holds side by side.
const columns = ['grid-cols-1', 'grid-cols-1', 'grid-cols-2'];
const button = 'min-h-12 justify-center rounded-lg font-bold text-white';

/**
 * On a phone an emergency line stays one tap away, wherever the visitor has scrolled, in one row
 * however many offices there are: with up to two, each office's line; with more, the line that
 * serves this page (its office's on an office's page, the company's 24/7 line elsewhere) and a
 * link to every office's line and the finder.
 */
export function MobileCallBar({ office = null }: { office?: string | null }) {
  const { offices } = siteConfig;
  const bar = 'fixed inset-x-0 bottom-0 z-40 border-t border-slate-700 bg-slate-900 p-2 sm:hidden';
  if (offices.length <= 2)
    return (
      <nav aria-label="Emergency call" className={`${bar} grid gap-2 ${columns[offices.length]}`}>
        {offices.map((each) => (
          <CallLink
            key={each.id}
            phone={each.phone}
            label={each.city}
            className={`${button} bg-red-700 px-2 text-sm`}
          />
        ))}
      </nav>
    );

  return (
    <nav aria-label="Emergency call" className={`${bar} flex gap-2`}>
      <ServingLine office={office} className={`${button} min-w-0 flex-1 bg-red-700 px-2 text-sm`} />
      <a
        href={`${paths.locations}#office-finder`}
        className={`${button} inline-flex shrink-0 items-center gap-1.5 border border-slate-500 px-3 text-sm`}
      >
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        {pageText.callLinks.barOffices}
      </a>
    </nav>
  );
}
