import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * Build time only: a part of the page that the browser hydrates on its own (src/client.tsx).
 * It is rendered alone, as its own root, so its markup and ids match what the client hydrates.
 * `data-state` goes from loading to hydrating (its script runs) to ready, or to failed (a script
 * that could not load or run, set by the page script or the island).
 */
export function Island({ id, children }: { id: string; children: ReactElement }) {
  return (
    <div
      id={id}
      data-island=""
      data-state="loading"
      dangerouslySetInnerHTML={{ __html: renderToString(children) }}
    />
  );
}
