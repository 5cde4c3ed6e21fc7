import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { CONTACT_ISLAND_ID, ContactIsland } from './contact/contact-island';
import { reportStatus } from './contact/form-status';

// The rest of the page is static HTML that needs no code: only the form island is hydrated. The
// form loader (src/contact/form-loader.ts) owns the island's status; the island reports to it.
const container = document.getElementById(CONTACT_ISLAND_ID);
if (container) {
  reportStatus(container, 'hydrating');
  try {
    // In a transition React hydrates in short slices, so a tap meanwhile is answered at once.
    startTransition(() => void hydrateRoot(container, <ContactIsland container={container} />));
  } catch (error) {
    console.error('The form failed:', error);
    reportStatus(container, 'failed');
  }
}
