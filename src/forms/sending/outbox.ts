import type { SendRoute } from './emailjs-api';
import type { TemplateParams } from './message';

/**
 * The requests waiting for a connection, kept where the service worker reads them (IndexedDB),
 * so one goes when the connection returns even after its tab is closed, where the browser has
 * Background Sync (Chromium). The page queues the very try it could not send, reference, repeat
 * line and all; the worker sends it as the page would have (src/browser/service-worker.ts), and
 * the page, if still open, takes it back before sending it itself, under the one lock. The one
 * owner of this store; it never throws: without IndexedDB nothing is queued, and the page keeps
 * its own wait.
 */

/** A try that could not leave, as the page built it. */
export interface Queued {
  /** The request's words' fingerprint (reference.ts): one entry a request. */
  key: string;
  reference: string;
  route: SendRoute;
  params: TemplateParams;
  queuedAt: number;
}

/** What became of a queued try the worker took. */
export interface Settled {
  key: string;
  reference: string;
  /** When it was sent; none when EmailJS refused it (the account's or the request's fault). */
  sentAt?: number;
  status?: number;
}

/** The Background Sync tag a page registers for its waiting requests, and the worker answers. */
export const SYNC_TAG = 'requests';

const DB = 'requests';
const QUEUED = 'queued';
const SETTLED = 'settled';

function openDb(): Promise<IDBDatabase | null> {
  return new Promise((done) => {
    try {
      const request = indexedDB.open(DB, 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore(QUEUED, { keyPath: 'key' });
        request.result.createObjectStore(SETTLED, { keyPath: 'key' });
      };
      request.onsuccess = () => done(request.result);
      request.onerror = () => done(null);
      request.onblocked = () => done(null);
    } catch {
      done(null);
    }
  });
}

/** One transaction over both stores; null when the browser keeps none. */
async function withStores<T>(
  mode: IDBTransactionMode,
  work: (queued: IDBObjectStore, settled: IDBObjectStore) => IDBRequest<T> | void,
): Promise<T | null> {
  const db = await openDb();
  if (!db) return null;
  return new Promise((done) => {
    try {
      const tx = db.transaction([QUEUED, SETTLED], mode);
      const request = work(tx.objectStore(QUEUED), tx.objectStore(SETTLED));
      tx.oncomplete = () => {
        db.close();
        done(request ? request.result : null);
      };
      tx.onerror = tx.onabort = () => {
        db.close();
        done(null);
      };
    } catch {
      db.close();
      done(null);
    }
  });
}

export const outbox = {
  /** Keeps a try for the worker; false where nothing can be kept. */
  queue: async (entry: Queued) =>
    (await withStores('readwrite', (queued, settled) => {
      settled.delete(entry.key);
      return queued.put(entry);
    })) !== null,
  /** Every try waiting, oldest first. */
  waiting: async () =>
    ((await withStores('readonly', (queued) => queued.getAll())) as Queued[] | null)?.sort(
      (a, b) => a.queuedAt - b.queuedAt,
    ) ?? [],
  /** The worker settled a try: no longer waiting, and what became of it. */
  settle: (entry: Settled) =>
    withStores('readwrite', (queued, settled) => {
      queued.delete(entry.key);
      return settled.put(entry);
    }),
  /**
   * The page takes a request back to send it itself: what the worker made of it, if it took it
   * (then nothing waits any more), else nothing, and it no longer waits for the worker.
   */
  /** When the worker sent it, if it did: taken back either way, as `takeBack`. */
  sentBy: async (key: string) => (await outbox.takeBack(key))?.sentAt,
  takeBack: async (key: string): Promise<Settled | null> =>
    (await withStores('readwrite', (queued, settled) => {
      queued.delete(key);
      const found = settled.get(key);
      settled.delete(key);
      return found;
    })) ?? null,
};

/**
 * Gives a try that could not leave to the service worker, to send when the connection returns
 * even with the page closed; false where the browser cannot (no Background Sync, no worker in
 * charge of the page), and the page keeps its own wait.
 */
export async function queueForWorker(
  key: string,
  reference: string,
  route: SendRoute,
  params: TemplateParams,
): Promise<boolean> {
  const entry: Queued = { key, reference, route, params, queuedAt: Date.now() };
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
      ?.sync;
    if (!sync || !registration?.active || !navigator.serviceWorker.controller) return false;
    if (!(await outbox.queue(entry))) return false;
    await sync.register(SYNC_TAG);
    return true;
  } catch {
    await outbox.takeBack(entry.key);
    return false;
  }
}
