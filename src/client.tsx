import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { CONTACT_ISLAND_ID, ContactIsland } from './contact/contact-island';

// The rest of the page is static HTML that needs no code: only the form island is hydrated.
const container = document.getElementById(CONTACT_ISLAND_ID);
if (container) {
  // The page script reads this: a script that ran but never said so threw before it could.
  container.setAttribute('data-state', 'hydrating');
  const ready = () => container.setAttribute('data-state', 'ready');
  try {
    // In a transition React hydrates in short slices, so a tap meanwhile is answered at once.
    startTransition(() => void hydrateRoot(container, <ContactIsland onReady={ready} />));
  } catch (error) {
    console.error('The form failed:', error);
    container.setAttribute('data-state', 'failed');
  }
}
