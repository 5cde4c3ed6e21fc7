import { lazy } from 'react';
import type { DialogRequest } from './dialog-state';

// Dialog bodies are not needed to paint or hydrate the page, so each is its own chunk, fetched
// when a visitor points at or focuses a button that opens it, and at the latest on the click.
const loaders = {
  contact: () => import('../contact/contact-form'),
  service: () => import('./service-body'),
  legal: () => import('./legal-body'),
};

export const ContactForm = lazy(() => loaders.contact().then((m) => ({ default: m.ContactForm })));
export const ServiceBody = lazy(() => loaders.service().then((m) => ({ default: m.ServiceBody })));
export const LegalBody = lazy(() => loaders.legal().then((m) => ({ default: m.LegalBody })));

export function preloadDialog(kind: DialogRequest['kind']): void {
  const load = kind === 'privacy' || kind === 'terms' ? loaders.legal : loaders[kind];
  load().catch(() => {
    // A failed prefetch is retried by the click; nothing to report yet.
  });
}
