import { TriangleAlert } from 'lucide-react';
import { inForce } from '../content/surge';
import { heldOffices, surgePlaceholders } from '../content/surge-words';
import { paths } from '../domain/paths';
import { fillPlaceholders } from '../lib/fill-placeholders';
import { pageText, siteConfig } from 'virtual:site-content';

/** Where an office's page tells the surge in full. */
export const SURGE_SECTION_ID = 'storm-surge';

/**
 * A surge's notice, above the header of every page of the office it holds (its town pages too),
 * and of every page of all offices: the wait now, linking to the office's page, where the rest
 * stands. Shown while the surge is in force; the surge script (src/browser/surge-script.js) shows
 * and hides it at the surge's start and end on a page built before either.
 */
export function StormNotice({ office }: { office?: string | null }) {
  const now = new Date();
  return heldOffices(siteConfig.offices, office).map((held) => (
    <section
      key={held.id}
      aria-label={`Storm surge in ${held.city}`}
      data-surge-from={held.surge.startsAt}
      data-surge-until={held.surge.endsAt}
      hidden={!inForce(held.surge, now)}
      className="bg-amber-100 text-amber-950"
    >
      <p className="mx-auto flex max-w-6xl gap-2 px-4 py-1 text-sm leading-snug font-semibold sm:py-2 sm:text-base">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          {fillPlaceholders(
            pageText.surge.noticeText,
            surgePlaceholders(held, siteConfig.response),
          )}{' '}
          <a
            href={`${paths.location(held.id)}#${SURGE_SECTION_ID}`}
            className="underline underline-offset-2"
          >
            {pageText.surge.noticeLink}
          </a>
        </span>
      </p>
    </section>
  ));
}
