import type { BrowserOffice } from '../../content/browser-settings';
import { browserSettings } from 'virtual:site-content';
import { within } from '../../lib/within';

let loaded: readonly BrowserOffice[] | null = null;
let loading: Promise<readonly BrowserOffice[]> | null = null;

/**
 * Every office's lines, routing and inbox: a chunk of their own, fetched when a form is first used
 * or sent, so the script every page loads carries no office. A failed fetch is tried again next time.
 */
export function loadOffices(): Promise<readonly BrowserOffice[]> {
  loading ??= import('virtual:site-content/browserOffices').then(
    ({ browserOffices }) => (loaded = browserOffices),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** How long a send waits for the offices (fetched at the first key) before it goes without them. */
export const OFFICES_WAIT_MS = 3_000;

/** Before a send: the offices, or nothing after a short wait or a failed fetch (never rejects). */
export const officesForSend = () => within(loadOffices(), OFFICES_WAIT_MS).catch(() => undefined);

/** The offices once fetched (every send has fetched them, or tried): none before. */
export const loadedOffices = (): readonly BrowserOffice[] => loaded ?? [];

/** What tells when an office answers (src/forms/engine/next-minute.ts): the offices fetched, the promises. */
export const answerSettings = () => ({
  offices: loadedOffices(),
  response: browserSettings.response,
});
