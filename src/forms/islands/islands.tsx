import type { ReactElement } from 'react';
import { callbackKind } from '../../form-kinds/callback';
import { CallbackIsland } from './callback-island';

/** The islands in the script every page loads: the call-back form's, for the first tap. */
const inEveryPage: Record<string, (container: HTMLElement) => ReactElement> = {
  [callbackKind.name]: (container) => <CallbackIsland container={container} />,
};

/**
 * A form's island, by its kind's name (the island's `data-island`): from the script every page
 * loads, or fetched on the pages that have one (request-island.tsx, which refuses a kind it does
 * not know).
 */
export function islandOf(kind: string, container: HTMLElement): () => Promise<ReactElement> {
  const island = Object.hasOwn(inEveryPage, kind) ? inEveryPage[kind] : undefined;
  if (island) return async () => island(container);
  return async () => {
    const { RequestIsland } = await import('./request-island');
    return <RequestIsland kind={kind} container={container} />;
  };
}
