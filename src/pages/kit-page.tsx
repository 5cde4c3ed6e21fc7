import { OfficeLines, PrintButton } from '../components/print-parts';
import { LinkedText } from '../components/ui/linked-text';
import { PageHero } from '../sections/page-hero';
import { kit } from 'virtual:site-content';
import { PageShell } from './page-shell';
import type { Route } from './routes';

const h2 = 'text-2xl font-bold text-slate-900 print:text-xl';
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
        <section aria-labelledby="kit-steps" className="space-y-3">
          <h2 id="kit-steps" className={h2}>
            {kit.steps.heading}
          </h2>
          <ol className={`list-decimal ${list}`}>
            {kit.steps.items.map((step) => (
              <li key={step}>
                <LinkedText text={step} />
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="kit-calls" className="space-y-3 break-inside-avoid">
          <h2 id="kit-calls" className={h2}>
            {kit.calls.heading}
          </h2>
          <p className="text-lg font-semibold text-slate-900">{kit.calls.emergency}</p>
          <p className="text-lg text-slate-800">{kit.calls.offices}</p>
          <OfficeLines />
          <dl className="space-y-4 pt-2">
            {kit.calls.blanks.map((blank) => (
              <div key={blank} className="flex items-end gap-3">
                <dt className="shrink-0 text-slate-800">{blank}:</dt>
                <dd className="h-7 flex-1 border-b border-slate-500" />
              </div>
            ))}
          </dl>
        </section>
        {[kit.photos, kit.keep].map((part, i) => (
          <section key={part.heading} aria-labelledby={`kit-list-${i}`} className="space-y-3">
            <h2 id={`kit-list-${i}`} className={h2}>
              {part.heading}
            </h2>
            <ul className={`list-disc ${list}`}>
              {part.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="kit-expenses" className="space-y-3 print:break-before-page">
          <h2 id="kit-expenses" className={h2}>
            {kit.expenses.heading}
          </h2>
          <p className="text-slate-800">{kit.expenses.note}</p>
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr>
                {kit.expenses.columns.map((column) => (
                  <th key={column} scope="col" className="border border-slate-500 px-2 py-1">
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
        </section>
      </article>
    </PageShell>
  );
}
