import { OfficeLines, PrintButton } from '../components/print-parts';
import { LinkedList } from '../components/ui/linked-text';
import { PageHero } from '../sections/page-hero';
import { kit } from 'virtual:site-content';
import { sectionTitleClass, TitledSection } from '../components/titled-section';
import { PageShell } from './page-shell';
import type { PageKind, Route } from './page-kind';
import { paths } from '../domain/paths';

const h2 = `${sectionTitleClass} print:text-xl`;
const list = 'space-y-2 pl-6 text-lg text-slate-800 print:text-base';

/**
 * The first-hours kit: made to be printed (the print styles leave out everything but the page's
 * main text), its numbers written out, a line to write on for what only the visitor knows, and
 * the expenses log on a sheet of its own.
 */
export function KitPage({ route }: { route: Route }) {
  return (
    <PageShell nav="other">
      <PageHero trail={route.trail} title={route.name} lede={route.lede} />
      <article className="mx-auto max-w-3xl space-y-10 px-4 py-12 print:space-y-6 print:py-4">
        <PrintButton label={kit.printButton} />
        <TitledSection titleId="kit-steps" title={kit.steps.heading} titleClass={h2}>
          <LinkedList ordered items={kit.steps.items} className={`list-decimal ${list}`} />
        </TitledSection>
        <TitledSection
          titleId="kit-calls"
          title={kit.calls.heading}
          titleClass={h2}
          className="space-y-3 break-inside-avoid"
        >
          <p className="text-lg font-semibold text-slate-900">{kit.calls.emergency}</p>
          <p className="text-lg text-slate-800">{kit.calls.offices}</p>
          <OfficeLines />
          <dl className="space-y-4 pt-2">
            {kit.calls.blanks.map((blank) => (
              <div key={blank} className="flex flex-wrap items-end gap-x-3">
                <dt className="text-slate-800">{blank}:</dt>
                <dd className="h-7 min-w-32 flex-1 border-b border-slate-500" />
              </div>
            ))}
          </dl>
        </TitledSection>
        {[kit.photos, kit.keep].map((part, i) => (
          <TitledSection
            key={part.heading}
            titleId={`kit-list-${i}`}
            title={part.heading}
            titleClass={h2}
          >
            <LinkedList items={part.items} className={`list-disc ${list}`} />
          </TitledSection>
        ))}
        <TitledSection
          titleId="kit-expenses"
          title={kit.expenses.heading}
          titleClass={h2}
          className="space-y-3 print:break-before-page"
        >
          <p className="text-slate-800">{kit.expenses.note}</p>
          <table className="w-full border-collapse text-left text-sm">
            {/* The section's heading names the table to a screen reader that lists tables. */}
            <caption className="sr-only">{kit.expenses.heading}</caption>
            <thead>
              <tr>
                {kit.expenses.columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="border border-slate-500 px-1 py-1 sm:px-2"
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: kit.expenses.blankRows }, (_, row) => (
                <tr key={row} className="h-9">
                  {kit.expenses.columns.map((column) => (
                    <td key={column} className="border border-slate-500" />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TitledSection>
      </article>
    </PageShell>
  );
}

export const pageKind: PageKind = {
  order: 100,
  routes: ({ content: { kit, siteConfig } }) => [
    {
      path: paths.kit,
      name: kit.title,
      lede: kit.lede,
      titles: [`${kit.title} | ${siteConfig.companyName}`, kit.title],
      description: kit.description,
      sources: ['pages:kit'],
      render: (route) => <KitPage route={route} />,
    },
  ],
};
