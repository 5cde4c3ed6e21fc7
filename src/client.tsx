import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { CONTACT_ISLAND_ID, ContactIsland } from './contact/contact-island';

// The rest of the page is static HTML that needs no code: only the form island is hydrated.
const container = document.getElementById(CONTACT_ISLAND_ID);
if (container) {
  const ready = () => container.setAttribute('data-state', 'ready');
  // In a transition React hydrates in short slices, so a tap meanwhile is answered at once.
  startTransition(() => void hydrateRoot(container, <ContactIsland onReady={ready} />));
}
