import { CheckUsLink } from '../components/check-us-link';
import { LegalBody } from '../dialogs/legal-body';
import { PageHero } from '../sections/page-hero';
import { legal } from 'virtual:site-content';
import { PageShell } from './page-shell';
import type { PageKind, Route } from './page-kind';
import { paths } from '../domain/paths';

/** A legal text at its own address; the privacy policy and the terms are also the landing page's dialogs. */
export function LegalPage({
  route,
  document,
}: {
  route: Route;
  document: 'privacy' | 'terms' | 'accessibility';
}) {
  const doc = legal[document];
  return (
    <PageShell nav="other">
      <PageHero trail={route.trail} title={route.name} lede={route.lede} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <LegalBody doc={doc} headings="h2">
          {document === 'terms' && <CheckUsLink />}
        </LegalBody>
      </div>
    </PageShell>
  );
}

/** The legal pages' titles: the names the footer links by. */
const legalLabels = {
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  accessibility: 'Accessibility',
} as const;

export const pageKind: PageKind = {
  order: 130,
  routes: ({ content: { legal, siteConfig } }) =>
    (['privacy', 'terms', 'accessibility'] as const).map((document) => {
      const text = legal[document];
      const label = legalLabels[document];
      return {
        path: paths[document],
        name: text.title,
        lede: text.lede,
        titles: [`${label} | ${siteConfig.companyName}`, label],
        description: text.description,
        sources: [`legal:${document}`, ...(document === 'terms' ? ['pages:check'] : [])],
        updated:
          document === 'accessibility'
            ? siteConfig.accessibility.lastTested
            : siteConfig.legalUpdated[document],
        render: (route) => <LegalPage route={route} document={document} />,
      };
    }),
};
