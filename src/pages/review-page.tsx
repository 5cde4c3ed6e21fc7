import { ExternalLink } from 'lucide-react';
import type { Office } from '../content/types';
import { PrintSheetPage } from './print-sheet';
import { buttonClass } from '../components/ui/button';
import { CallLink } from '../components/ui/call-link';
import { REVIEW_EVENTS } from '../analytics/events';
import { fillPlaceholders } from '../lib/fill-placeholders';
import { paths } from '../domain/paths';
import { PageHero } from '../sections/page-hero';
import { pageText } from 'virtual:site-content';
import { officePlaceholders } from './location-page';
import { PageShell } from './page-shell';
import type { PageKind, Route } from './page-kind';

/** Cards to a Letter sheet: two across, four down, each 3.5 × 2 inches, as a business card. */
export const CARDS_PER_SHEET = 8;

const words = (office: Office) => {
  const text = pageText.reviewPage;
  const local = officePlaceholders(office);
  return Object.fromEntries(
    Object.entries(text).map(([key, value]) => [key, fillPlaceholders(value, local)]),
  ) as typeof text;
};

/**
 * An office's review page: one request, the same to every customer, and one button to the
 * office's review form; below it, never in its place, the office's line. No rating comes first,
 * nothing is offered, and the page is out of search engines (it is printed on the cards).
 */
export function ReviewPage({ route, office }: { route: Route; office: Office }) {
  const text = words(office);
  return (
    <PageShell nav="locations" office={office.id}>
      <div data-counted={REVIEW_EVENTS.page} data-office={office.city}>
        <PageHero
          trail={route.trail}
          title={route.name}
          lede={route.lede}
          action={
            <a
              href={office.reviewUrl}
              data-counted={REVIEW_EVENTS.form}
              data-office={office.city}
              className={buttonClass('primary', 'text-lg')}
            >
              {text.button}
              <ExternalLink aria-hidden="true" className="size-5" />
            </a>
          }
        />
        <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 text-lg text-slate-800">
          <p className="text-base text-slate-700">{text.buttonNote}</p>
          <p>{text.prompt}</p>
          <p>
            {`${text.putRight} `}
            <CallLink
              phone={office.phone}
              label={office.city}
              className="min-h-11 font-bold text-red-700 underline underline-offset-4"
            />
          </p>
          <p>{text.fairness}</p>
        </div>
      </div>
    </PageShell>
  );
}

/**
 * A sheet of cards for the crew to hand over when a job ends: the office's name and line, and a
 * QR code to the site's own review page, so the review form can change without a reprint.
 */
export function ReviewCardsPage({ route, office }: { route: Route; office: Office }) {
  const text = words(office);
  return (
    <PrintSheetPage
      route={route}
      office={office}
      path={paths.review(office.id)}
      printLabel={text.printButton}
      size="card"
      count={CARDS_PER_SHEET}
      heading={text.cardHeading}
      text={text.cardText}
      lineText={text.cardLine}
    />
  );
}

export const pageKind: PageKind = {
  order: 41,
  routes: ({ content }) =>
    content.siteConfig.offices.flatMap((office) => {
      if (!office.reviewUrl) return [];
      const local = officePlaceholders(office);
      const text = content.pageText.reviewPage;
      const fill = (words: string) => fillPlaceholders(words, local);
      const name = content.siteConfig.companyName;
      const common = {
        indexable: false,
        imageOf: paths.location(office.id),
        office: office.id,
        sources: [`office:${office.id}`],
      };
      return [
        {
          ...common,
          path: paths.review(office.id),
          name: fill(text.name),
          crumb: 'Review',
          lede: fill(text.lede),
          description: fill(text.description),
          titles: [`${fill(text.name)} | ${name}`, fill(text.name)],
          parent: paths.location(office.id),
          render: (route: Route) => <ReviewPage route={route} office={office} />,
        },
        {
          ...common,
          path: paths.reviewCards(office.id),
          name: fill(text.cardsName),
          crumb: 'Cards',
          lede: fill(text.cardsLede),
          description: fill(text.cardsLede),
          titles: [`${fill(text.cardsName)} | ${name}`, fill(text.cardsName)],
          parent: paths.review(office.id),
          render: (route: Route) => <ReviewCardsPage route={route} office={office} />,
        },
      ];
    }),
};
