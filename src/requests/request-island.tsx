import { IslandFrame } from '../contact/island-frame';
import type { RequestKindName } from './kinds';

export { isRequestKind } from './kinds';
import { RequestForm } from './request-form';

/** The island id of a business form: one of each kind on a page at most. */
export const requestIslandId = (kind: RequestKindName) => `request-${kind}`;

export function RequestIsland({ kind, container }: { kind: RequestKindName; container?: Element }) {
  return (
    <IslandFrame container={container}>
      <RequestForm kind={kind} />
    </IslandFrame>
  );
}
