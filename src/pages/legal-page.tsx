import { LegalBody } from '../dialogs/legal-body';
import { PageHero } from '../sections/page-hero';
import { legal } from 'virtual:site-content';
import { PageShell } from './page-shell';
import type { Route } from './routes';

/** The privacy policy or the terms at their own address: the same text as their dialogs. */
export function LegalPage({ route, document }: { route: Route; document: 'privacy' | 'terms' }) {
  const doc = legal[document];
  return (
    <PageShell nav="other">
      <PageHero trail={route.trail} title={route.name} lede={route.lede} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <LegalBody doc={doc} headings="h2" />
      </div>
    </PageShell>
  );
}
