import { specStorageKeys } from '../lib/spec-strings';
import { readItem, removeItem, writeItem, type StorageArea } from '../lib/storage';

/** A value the form keeps in the browser under its key; reading, writing and removing never throw. */
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

/**
 * Everything the form keeps in the browser, each under the one key it is stored by; nothing else
 * in the site stores anything.
 */
export const formStorage = {
  /** The unsent request's words, for this tab; the form's markup names its key to the form loader. */
  draft: stored('sessionStorage', 'contactFormDraft'),
  /** Set while a request waits for the connection, for this tab. */
  waiting: stored('sessionStorage', 'contactFormPending'),
  /** The last attempt's words and reference, so a resend of the same request keeps its reference. */
  lastAttempt: stored('sessionStorage', 'contactFormLastAttempt'),
  /** The spec's rate limit: when this browser's recent requests were sent, under the spec's key. */
  sends: stored('localStorage', specStorageKeys.rateLimit),
} as const;

/**
 * What a business request's form keeps (src/requests/), under keys of its own kind: its words and
 * whether it waits, for this tab, and its last attempt. Its sends count in the one rate limit.
 */
export const requestStorage = (kind: string) =>
  ({
    draft: stored('sessionStorage', `request-${kind}-draft`),
    waiting: stored('sessionStorage', `request-${kind}-waiting`),
    lastAttempt: stored('sessionStorage', `request-${kind}-attempt`),
  }) as const;
