import { LegalBody } from '../dialogs/legal-body';
import { PageHero } from '../sections/page-hero';
import { legal } from 'virtual:site-content';
import { PageShell } from './page-shell';
import type { Route } from './routes';

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
        <LegalBody doc={doc} headings="h2" />
      </div>
    </PageShell>
  );
}
