import { kilobytes } from '../lib/file-size';
import { ArrowRight, Check, FileDown } from 'lucide-react';
import { EmergencyLines } from '../components/emergency-lines';
import { LinkedList } from '../components/ui/linked-text';
import { RequestSection } from '../forms/islands/request-section';
import { paths } from '../domain/paths';
import { PageHero } from '../sections/page-hero';
import { documents, managers, siteConfig } from 'virtual:site-content';
import { fillPlaceholders } from '../lib/fill-placeholders';
import { longDate } from '../lib/dates';
import { ResponseTimes } from '../components/response-times';
import { TitledSection } from '../components/titled-section';
import { PageShell } from './page-shell';
import type { PageKind, Route } from './page-kind';

const text = 'text-lg text-slate-800';

/**
 * Property managers, businesses and trades: an agreement before the loss (the form opens with
 * the request started), the building profile to print, the vendor documents and the buildings
 * the settings claim, how the company works beside contractors, and every office's line.
 */
export function ManagersPage({ route }: { route: Route }) {
  const { agreement, profile, buildings, contractors } = managers;
  const { buildingTypes = [] } = siteConfig.claims;
  const current = documents.filter((document) => document.current);
  return (
    <PageShell nav="other">
      <PageHero
        trail={route.trail}
        title={route.name}
        lede={route.lede}
        jump={{ label: agreement.requestLabel, href: '#agreement-request' }}
      />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-12">
        <TitledSection titleId="agreement" title={agreement.heading} className="space-y-4">
          <p className={text}>{agreement.intro}</p>
          <ul className="space-y-3">
            {agreement.points.map((point) => (
              <li key={point} className={`flex gap-3 ${text}`}>
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-emerald-700" />
                {point}
              </li>
            ))}
          </ul>
          <h3 className="text-xl font-bold text-slate-900">{agreement.howHeading}</h3>
          <LinkedList
            ordered
            items={agreement.how}
            className={`list-decimal space-y-2 pl-6 ${text}`}
          />
          <h3 className="text-xl font-bold text-slate-900">{agreement.termsHeading}</h3>
          <dl className="space-y-3">
            {agreement.terms.map(({ term, text: says }) => (
              <div key={term}>
                <dt className="text-lg font-semibold text-slate-900">{term}</dt>
                <dd className={text}>{says}</dd>
              </div>
            ))}
          </dl>
        </TitledSection>
        <RequestSection kind="agreement" id="agreement-request" />
        <ResponseTimes offices={siteConfig.offices} />
        <TitledSection titleId="profile" title={profile.heading}>
          <p className={text}>{profile.text}</p>
          <a
            href={paths.profile}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-slate-900 underline underline-offset-4"
          >
            {profile.link}
            <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
          </a>
        </TitledSection>
        {current.length > 0 && (
          <TitledSection titleId="documents" title={managers.documents.heading}>
            <p className={text}>{managers.documents.text}</p>
            <ul className="space-y-3">
              {current.map((document) => (
                <li key={document.id} className={text}>
                  <a
                    href={document.path}
                    download
                    className="inline-flex min-h-11 items-center gap-2 font-semibold text-slate-900 underline underline-offset-4"
                  >
                    <FileDown aria-hidden="true" className="size-5 shrink-0" />
                    {document.title} (PDF, {kilobytes(document.bytes)})
                  </a>
                  <p className="text-base text-slate-700">
                    {fillPlaceholders(managers.documents.details, {
                      issuer: document.issuer,
                      number: document.number,
                      validUntil: longDate(document.validUntil),
                    })}
                  </p>
                </li>
              ))}
            </ul>
          </TitledSection>
        )}
        {buildingTypes.length > 0 && (
          <TitledSection titleId="buildings" title={buildings.heading}>
            <LinkedList items={buildingTypes} className={`list-disc space-y-1 pl-6 ${text}`} />
          </TitledSection>
        )}
        <TitledSection id="contractors" titleId="contractors-title" title={contractors.heading}>
          <p className={text}>{contractors.text}</p>
          <a
            href={paths.trades}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-slate-900 underline underline-offset-4"
          >
            {contractors.link}
            <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
          </a>
        </TitledSection>
        <TitledSection titleId="calls" title={managers.callsHeading}>
          <EmergencyLines />
        </TitledSection>
      </div>
    </PageShell>
  );
}

export const pageKind: PageKind = {
  order: 60,
  routes: ({ content, allOf }) => [
    {
      path: paths.managers,
      name: content.managers.title,
      crumb: 'Property managers',
      lede: content.managers.lede,
      titles: [
        `Property Managers and Businesses | ${content.siteConfig.companyName}`,
        'Property Managers and Businesses',
      ],
      description: content.managers.description,
      warnings: content.documents
        .filter((document) => !document.current)
        .map(
          (document) =>
            `${content.sources[`document:${document.id}`] ?? document.id}: "${document.title}" ran out on ${document.validUntil}: upload the current one; the page leaves it off until then`,
        ),
      sources: ['pages:managers', 'pages:requestForms', ...allOf('office:'), ...allOf('document:')],
      render: (route) => <ManagersPage route={route} />,
    },
  ],
};
