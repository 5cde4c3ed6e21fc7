import { startTransition, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandOf } from '../forms/islands/islands';
import { reportStatus } from '../forms/engine/island-status';

// The rest of the page is static HTML that needs no code: only the form islands are hydrated.
// The form loader (src/browser/form-loader.ts) owns each island's status; each reports to it.
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

for (const container of document.querySelectorAll<HTMLElement>('[data-island]'))
  hydrate(container, islandOf(container.dataset.island ?? '', container));
