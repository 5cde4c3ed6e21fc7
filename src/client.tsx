import { hydrateRoot } from 'react-dom/client';
import { CONTACT_ISLAND_ID, ContactIsland } from './contact/contact-island';

// The rest of the page is static HTML that needs no code: only the form island is hydrated.
const container = document.getElementById(CONTACT_ISLAND_ID);
if (container) {
  const ready = () => container.setAttribute('data-state', 'ready');
  hydrateRoot(container, <ContactIsland onReady={ready} />);
}
