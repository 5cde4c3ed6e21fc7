import { drying } from 'virtual:site-content';
import type { Office } from '../content/types';
import { PrintSheetPage } from './print-sheet';
import { SourceLine } from '../components/source-line';
import { TitledSection } from '../components/titled-section';
import { CallLink } from '../components/ui/call-link';
import { LinkedParagraphs } from '../components/ui/linked-text';
import { costPerDay, kwhPerDay } from '../domain/drying';
import { paths } from '../domain/paths';
import { fillPlaceholders } from '../lib/fill-placeholders';
import { PageHero } from '../sections/page-hero';
import { officePlaceholders } from './location-page';
import { PageShell } from './page-shell';
import type { PageKind, Route } from './page-kind';

/** Stickers to a Letter sheet: two across, five down, each 4 × 2 inches (Avery 5163). */
export const STICKERS_PER_SHEET = 10;

const kwh = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 1 });
const dollars = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
const wattsOf = new Intl.NumberFormat('en-CA');

function PowerTable({ office }: { office: Office }) {
  const { power, machines, rates } = drying;
  const rate = rates.find((each) => each.province === office.region);
  return (
    <TitledSection titleId="power" title={power.heading} className="space-y-4">
      <p>{power.intro}</p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4">
                {power.machine}
              </th>
              <th scope="col" className="py-2 pr-4">
                {power.watts}
              </th>
              <th scope="col" className="py-2 pr-4">
                {power.perDay}
              </th>
              {rate && (
                <th scope="col" className="py-2">
                  {power.cost}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {machines.map((machine) => (
              <tr key={machine.name} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {machine.name}
                </th>
                <td className="py-2 pr-4">{wattsOf.format(machine.watts)} W</td>
                <td className="py-2 pr-4">{kwh.format(kwhPerDay(machine.watts))} kWh</td>
                {rate && (
                  <td className="py-2">{dollars.format(costPerDay(machine.watts, rate.price))}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rate ? (
        <div className="space-y-1">
          <p>{fillPlaceholders(power.rate, { price: kwh.format(rate.price), rate: rate.text })}</p>
          <SourceLine words={power.source} source={rate.source} checked={rate.checked} />
        </div>
      ) : (
        <p>{power.noRate}</p>
      )}
      <p>{power.claim}</p>
    </TitledSection>
  );
}

/**
 * What the drying equipment left at a home is doing, for the people living beside it: why it
 * runs nonstop, its noise and power, whether to switch it off, the daily visits, the night line.
 */
export function DryingPage({ route, office }: { route: Route; office: Office }) {
  const local = (words: string) => fillPlaceholders(words, officePlaceholders(office));
  const { nonstop, noise, turnOff, visits, night } = drying;
  return (
    <PageShell nav="locations" office={office.id}>
      <PageHero trail={route.trail} title={route.name} lede={route.lede} />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-12 text-lg text-slate-800">
        <TitledSection titleId="night" title={night.heading} className="space-y-3">
          <p>{local(night.text)}</p>
          <p>
            <CallLink
              phone={office.phone}
              label={office.city}
              className="min-h-11 text-xl font-bold text-red-700 underline underline-offset-4"
            />
          </p>
          <p className="font-semibold">{night.danger}</p>
        </TitledSection>
        <TitledSection titleId="nonstop" title={nonstop.heading}>
          <LinkedParagraphs paragraphs={nonstop.paragraphs} />
        </TitledSection>
        <TitledSection titleId="turn-off" title={turnOff.heading}>
          <LinkedParagraphs paragraphs={turnOff.paragraphs} />
        </TitledSection>
        <TitledSection titleId="noise" title={noise.heading}>
          <LinkedParagraphs paragraphs={noise.paragraphs} />
        </TitledSection>
        <PowerTable office={office} />
        <TitledSection titleId="visits" title={visits.heading}>
          <p>{visits.intro}</p>
          <ul className="list-disc space-y-2 pl-6">
            {visits.measures.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>{visits.records}</p>
        </TitledSection>
      </div>
    </PageShell>
  );
}

/** A sheet of stickers for the office's drying equipment: a QR code to its page, and its line. */
export function DryingStickersPage({ route, office }: { route: Route; office: Office }) {
  const text = drying.stickers;
  const local = (words: string) => fillPlaceholders(words, officePlaceholders(office));
  return (
    <PrintSheetPage
      route={route}
      office={office}
      path={paths.drying(office.id)}
      printLabel={text.printButton}
      size="sticker"
      count={STICKERS_PER_SHEET}
      heading={text.heading}
      text={text.text}
      lineText={local(text.line)}
    />
  );
}

export const pageKind: PageKind = {
  order: 42,
  routes: ({ content }) =>
    content.siteConfig.offices.flatMap((office) => {
      const local = officePlaceholders(office);
      const text = content.drying;
      const fill = (words: string) => fillPlaceholders(words, local);
      const name = content.siteConfig.companyName;
      // The same words for every office but its line: a page for the sticker, not for search.
      const common = {
        indexable: false,
        imageOf: paths.location(office.id),
        office: office.id,
        sources: ['pages:drying', `office:${office.id}`],
      };
      return [
        {
          ...common,
          path: paths.drying(office.id),
          name: fill(text.title),
          crumb: 'While we dry',
          lede: fill(text.lede),
          description: fill(text.description),
          titles: [`${fill(text.title)} | ${name}`, fill(text.title)],
          parent: paths.location(office.id),
          phone: office.phone,
          render: (route: Route) => <DryingPage route={route} office={office} />,
        },
        {
          ...common,
          path: paths.dryingStickers(office.id),
          name: fill(text.stickers.name),
          crumb: 'Stickers',
          lede: fill(text.stickers.lede),
          description: fill(text.stickers.lede),
          titles: [`${fill(text.stickers.name)} | ${name}`, fill(text.stickers.name)],
          parent: paths.drying(office.id),
          render: (route: Route) => <DryingStickersPage route={route} office={office} />,
        },
      ];
    }),
};
