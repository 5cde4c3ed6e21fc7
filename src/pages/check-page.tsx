import { certifications, check, pageText, siteConfig } from 'virtual:site-content';
import { Registrations } from '../components/proof/registrations';
import { rulesFor, SourcedRules } from '../components/sourced-rules';
import { TitledSection } from '../components/titled-section';
import { paths } from '../domain/paths';
import { PageHero } from '../sections/page-hero';
import { PageShell } from './page-shell';
import type { PageKind, Route } from './page-kind';

/**
 * Where anyone checks the company before signing: every registration it holds (workers'
 * compensation, licences, insurance, certifications) with where to confirm it and the day the
 * owner last did, when the law asks for a licence, and what to ask any contractor.
 */
export function CheckPage({ route }: { route: Route }) {
  const provinces = [...new Set(siteConfig.offices.map((office) => office.region))];
  const rules = rulesFor(check.law.rules, provinces);
  return (
    <PageShell nav="other">
      <PageHero trail={route.trail} title={route.name} lede={route.lede} />
      <div className="mx-auto max-w-4xl space-y-12 px-4 py-12">
        <TitledSection titleId="registrations" title={check.heading} className="space-y-4">
          <p className="text-lg text-slate-800">{check.intro}</p>
          {certifications.length > 0 ? (
            <Registrations items={certifications} labels={check.labels} />
          ) : (
            <p className="text-lg text-slate-800">{check.none}</p>
          )}
        </TitledSection>
        {rules.length > 0 && (
          <TitledSection titleId="the-law" title={check.law.heading}>
            <SourcedRules rules={rules} sourceWords={check.law.source} />
          </TitledSection>
        )}
        <TitledSection titleId="ask-anyone" title={check.askHeading}>
          <SourcedRules
            rules={rulesFor(pageText.surge.checks, provinces)}
            sourceWords={pageText.surge.source}
          />
        </TitledSection>
      </div>
    </PageShell>
  );
}

export const pageKind: PageKind = {
  order: 88,
  routes: ({ content, allOf }) => [
    {
      path: paths.check,
      name: content.check.title,
      crumb: 'Check us',
      lede: content.check.lede,
      titles: [
        `Check Our Registrations | ${content.siteConfig.companyName}`,
        'Check Our Registrations',
      ],
      description: content.check.description,
      sources: ['pages:check', ...allOf('certification:'), ...allOf('document:')],
      render: (route) => <CheckPage route={route} />,
    },
  ],
};
