import { startTransition, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ContactIsland } from './contact/contact-island';
import { reportStatus } from './contact/island-status';

// The rest of the page is static HTML that needs no code: only the form islands are hydrated.
// The form loader (src/contact/form-loader.ts) owns each island's status; each reports to it.
function hydrate(container: HTMLElement, island: () => Promise<ReactElement>) {
  reportStatus(container, 'hydrating');
  island()
    .then((element) => {
      // In a transition React hydrates in short slices, so a tap meanwhile is answered at once.
      startTransition(() => void hydrateRoot(container, element));
    })
    .catch((error: unknown) => {
      console.error('The form failed:', error);
      reportStatus(container, 'failed');
    });
}

for (const container of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const kind = container.dataset.island ?? '';
  if (kind === 'contact') hydrate(container, async () => <ContactIsland container={container} />);
  // The business forms' code is fetched only on the pages that have one.
  else
    hydrate(container, async () => {
      const { ProfileIsland, RequestIsland, isRequestKind } =
        await import('./requests/request-island');
      if (kind === 'profile') return <ProfileIsland container={container} />;
      if (!isRequestKind(kind)) throw new Error(`No form of the kind "${kind}"`);
      return <RequestIsland kind={kind} container={container} />;
    });
}
