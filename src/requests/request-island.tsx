import { IslandFrame } from '../contact/island-frame';
import type { RequestKindName } from './kinds';

export { isRequestKind } from './kinds';
import { RequestForm } from './request-form';
import { ProfileForm } from './profile-form';

/** The island id of a business form: one of each kind on a page at most. */
export const requestIslandId = (kind: RequestKindName) => `request-${kind}`;

export function RequestIsland({ kind, container }: { kind: RequestKindName; container?: Element }) {
  return (
    <IslandFrame container={container}>
      <RequestForm kind={kind} />
    </IslandFrame>
  );
}

/** The building profile's island. */
export function ProfileIsland({ container }: { container?: Element }) {
  return (
    <IslandFrame container={container}>
      <ProfileForm />
    </IslandFrame>
  );
}
