import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { FormStatus } from '../engine/island-status';

/**
 * Build time only: a part of the page that the browser hydrates on its own (src/browser/island-entry.tsx).
 * It is rendered alone, as its own root, so its markup and ids match what the client hydrates.
 * `data-state` starts as "loading"; from then on only the form loader writes it (see
 * src/forms/engine/island-status.ts).
 */
export function Island({
  id,
  kind,
  fixed,
  children,
}: {
  id: string;
  /** Which kind of form the client hydrates here (src/forms/islands/islands.tsx). */
  kind: string;
  /** What the page sets in the form (the opening applied for): the client reads it back. */
  fixed?: Record<string, string>;
  children: ReactElement;
}) {
  return (
    <div
      id={id}
      data-island={kind}
      data-fixed={fixed ? JSON.stringify(fixed) : undefined}
      data-state={'loading' satisfies FormStatus}
      dangerouslySetInnerHTML={{ __html: renderToString(children) }}
    />
  );
}
