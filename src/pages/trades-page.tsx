import { EmergencyLines } from '../components/emergency-lines';
import { LinkedList, LinkedParagraphs } from '../components/ui/linked-text';
import { TitledSection } from '../components/titled-section';
import { RequestSection } from '../forms/islands/request-section';
import { PageHero } from '../sections/page-hero';
import { requestForms, trades } from 'virtual:site-content';
import { PageShell } from './page-shell';
import type { PageKind, Route } from './page-kind';
import { paths } from '../domain/paths';

const text = 'text-lg text-slate-800';

/**
 * Contractors and trades: how the company works beside them (the hand-back, who bills whom, the
 * records and when they arrive, what a crew does on finding mould or asbestos), and two requests
 * of their own: an equipment account and becoming a trade partner.
 */
export function TradesPage({ route }: { route: Route }) {
  const { handBack, billing, records, findings } = trades;
  return (
    <PageShell nav="other">
      <PageHero
        trail={route.trail}
        title={route.name}
        lede={route.lede}
        jump={{ label: requestForms.equipment.heading, href: '#equipment' }}
      >
        <a
          href="#partner"
          className="inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4"
        >
          {requestForms.partner.heading}
        </a>
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-12">
        <TitledSection titleId="hand-back" title={handBack.heading}>
          <LinkedParagraphs paragraphs={handBack.paragraphs} className={text} />
        </TitledSection>
        <TitledSection titleId="billing" title={billing.heading}>
          <LinkedParagraphs paragraphs={billing.paragraphs} className={text} />
        </TitledSection>
        <TitledSection titleId="records" title={records.heading}>
          <LinkedList items={records.items} className={`list-disc space-y-2 pl-6 ${text}`} />
        </TitledSection>
        <TitledSection titleId="findings" title={findings.heading}>
          <LinkedParagraphs paragraphs={findings.paragraphs} className={text} />
        </TitledSection>
        <TitledSection titleId="calls" title={trades.callsHeading}>
          <EmergencyLines />
        </TitledSection>
        <RequestSection kind="equipment" id="equipment" />
        <RequestSection kind="partner" id="partner" />
      </div>
    </PageShell>
  );
}

export const pageKind: PageKind = {
  order: 90,
  routes: ({ content, allOf }) => [
    {
      path: paths.trades,
      name: content.trades.title,
      crumb: 'Contractors and trades',
      lede: content.trades.lede,
      titles: [
        `For Contractors and Trades | ${content.siteConfig.companyName}`,
        'For Contractors and Trades',
      ],
      description: content.trades.description,
      sources: ['pages:trades', 'pages:requestForms', ...allOf('office:')],
      render: (route) => <TradesPage route={route} />,
    },
  ],
};
