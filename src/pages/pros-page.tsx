import { FileText } from 'lucide-react';
import { EmergencyLines } from '../components/emergency-lines';
import { LinkedList, LinkedParagraphs, LinkedText } from '../components/ui/linked-text';
import { RequestSection } from '../forms/islands/request-section';
import { paths } from '../domain/paths';
import { PageHero } from '../sections/page-hero';
import { pros, siteConfig } from 'virtual:site-content';
import { ResponseTimes } from '../components/response-times';
import { TitledSection } from '../components/titled-section';
import { PageShell } from './page-shell';
import type { PageKind, Route } from './page-kind';

const text = 'text-lg text-slate-800';

/**
 * Adjusters and brokers: what a file receives and when (the settings' times), direct billing,
 * how a file is documented, and "Assign a loss": a form of its own, the claims e-mail, or the
 * office's line.
 */
export function ProsPage({ route }: { route: Route }) {
  const { deliver, billing, file, assign } = pros;
  return (
    <PageShell nav="other">
      <PageHero
        trail={route.trail}
        title={route.name}
        lede={route.lede}
        jump={{ label: assign.requestLabel, href: '#assign' }}
      />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-12">
        <TitledSection titleId="deliver" title={deliver.heading}>
          <LinkedList
            ordered
            items={deliver.items}
            className={`list-decimal space-y-2 pl-6 ${text}`}
          />
        </TitledSection>
        <ResponseTimes offices={siteConfig.offices} />
        <TitledSection titleId="billing" title={billing.heading}>
          <LinkedParagraphs paragraphs={billing.paragraphs} className={text} />
        </TitledSection>
        <TitledSection titleId="file" title={file.heading}>
          <LinkedList items={file.items} className={`list-disc space-y-2 pl-6 ${text}`} />
        </TitledSection>
        <RequestSection kind="assignment" id="assign">
          <p className={text}>
            <LinkedText text={assign.text} />
          </p>
        </RequestSection>
        <TitledSection titleId="calls" title={pros.callsHeading}>
          <EmergencyLines />
        </TitledSection>
        <a
          href={paths.insurance}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-slate-900 underline underline-offset-4"
        >
          <FileText aria-hidden="true" className="size-5 shrink-0" />
          {pros.guideLink}
        </a>
      </div>
    </PageShell>
  );
}

export const pageKind: PageKind = {
  order: 80,
  routes: ({ content, allOf }) => [
    {
      path: paths.pros,
      name: content.pros.title,
      crumb: 'Adjusters and brokers',
      lede: content.pros.lede,
      titles: [
        `For Adjusters and Brokers | ${content.siteConfig.companyName}`,
        'For Adjusters and Brokers',
      ],
      description: content.pros.description,
      sources: ['pages:pros', 'pages:requestForms', ...allOf('office:')],
      render: (route) => <ProsPage route={route} />,
    },
  ],
};
