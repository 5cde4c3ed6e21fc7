import { MapPin } from 'lucide-react';
import { ServingLine } from '../components/serving-line';
import { CallLink } from '../components/ui/call-link';
import { dialogIds } from '../dialogs/dialog-ids';
import { OpenDialogButton } from '../dialogs/open-dialog-button';
import { paths } from '../domain/paths';
import { pageText, siteConfig } from 'virtual:site-content';

// By office count, up to the two a bar holds side by side.
const columns = ['grid-cols-1', 'grid-cols-1', 'grid-cols-2'];
// On a short screen, a slim row: 32 px targets (WCAG 2.5.8 asks 24), the city alone where the
// screen is narrow too, its number still in the link's name.
const button = 'min-h-12 justify-center rounded-lg font-bold text-white short:min-h-8 short:py-0';
const number = 'max-sm:short:sr-only';

/**
 * On a phone an emergency line stays one tap away, wherever the visitor has scrolled, in one row
 * however many offices there are: with up to two, each office's line; with more, the line that
 * serves this page (its office's on an office's page, the company's 24/7 line elsewhere) and a
 * control that opens every office's line and the finder in place (a link to the locations page
 * without script). On a short screen (a phone held sideways, a page zoomed to 400 %) it is a slim
 * row at any width, a sixth of the screen at most, so the page keeps most of it.
 */
export function MobileCallBar({ office = null }: { office?: string | null }) {
  const { offices, emergencyPhone } = siteConfig;
  const bar = 'fixed inset-x-0 bottom-0 z-40 border-t border-slate-700 bg-slate-900 p-2 short:py-1';
  if (offices.length <= 2)
    return (
      <nav
        aria-label="Emergency call"
        className={`${bar} grid gap-2 sm:hidden short:grid ${columns[offices.length]}`}
      >
        {offices.map((each) => (
          <CallLink
            key={each.id}
            phone={each.phone}
            label={each.city}
            numberClassName={number}
            className={`${button} bg-red-700 px-2 text-sm`}
          />
        ))}
      </nav>
    );

  return (
    <nav aria-label="Emergency call" className={`${bar} flex gap-2 sm:hidden short:flex`}>
      <ServingLine
        offices={offices}
        office={office}
        company={{ emergencyPhone, words: pageText.callLinks }}
        className={`${button} min-w-0 flex-1 bg-red-700 px-2 text-sm`}
        numberClassName={number}
      />
      <OpenDialogButton
        dialog={dialogIds.offices}
        fallbackHref={`${paths.locations}#office-finder`}
        variant="onDark"
        className="shrink-0 gap-1.5 text-sm font-bold short:min-h-8 short:py-0"
      >
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        {pageText.callLinks.barOffices}
      </OpenDialogButton>
    </nav>
  );
}
