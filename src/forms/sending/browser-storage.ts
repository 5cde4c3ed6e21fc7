import { specStorageKeys } from '../../domain/spec-strings';
import type { FormKind } from '../../form-kinds/form-kind';
import { keysOf, readItem, removeItem, writeItem, type StorageArea } from '../../lib/storage';

/** A value a form keeps in the browser under its key; reading, writing and removing never throw. */
export interface StoredValue {
  key: string;
  read(): string | null;
  /** False where storage is blocked or full: the value then lives only in the page. */
  write(value: string): boolean;
  remove(): void;
}

const stored = (area: StorageArea, key: string): StoredValue => ({
  key,
  read: () => readItem(area, key),
  write: (value) => writeItem(area, key, value),
  remove: () => removeItem(area, key),
});

const PREFIX = 'form-';
const SENDS = '-sends';

/**
 * Everything a form keeps in the browser, each under the one key it is stored by; nothing else in
 * the site stores anything. Each kind of form has its own keys.
 */
export const formStorage = ({ name: kind, sendsKey }: Pick<FormKind, 'name' | 'sendsKey'>) =>
  ({
    /** The unsent request's words, for this tab; the form's markup names the key to the form loader. */
    draft: stored('sessionStorage', `${PREFIX}${kind}-draft`),
    /** Set while a request waits for the connection, for this tab (with its words, for a kind that keeps no draft). */
    waiting: stored('sessionStorage', `${PREFIX}${kind}-waiting`),
    /**
     * The last attempt's reference, a fingerprint of its words, its tries and whether it went, for
     * every tab of the browser: a resend keeps the reference, and two tabs never send the same
     * words under two references.
     */
    lastAttempt: stored('localStorage', `${PREFIX}${kind}-attempt`),
    /** When this browser's recent requests of this kind were sent, under the kind's own key if it has one. */
    sends: stored('localStorage', sendsKey ?? `${PREFIX}${kind}${SENDS}`),
  }) as const;

/** Every kind's list of send times this browser holds, for the rule across forms. */
export const allSendLists = (): StoredValue[] => [
  stored('localStorage', specStorageKeys.rateLimit),
  ...keysOf('localStorage', PREFIX)
    .filter((key) => key.endsWith(SENDS))
    .map((key) => stored('localStorage', key)),
];
