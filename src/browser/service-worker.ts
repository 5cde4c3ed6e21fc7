/// <reference lib="webworker" />
// The site's service worker, built on its own (vite.config.ts, part "worker") and written as
// /sw.js by scripts/prerender.mjs, called with the build's own list. Hand-written rather than
// Workbox: what it must do beyond a precache (say on a saved page that it is one, and from when,
// keep one build's pages and files together, send a request with the page closed by the page's
// own sending code) is most of it, and Workbox would add its runtime to every install. Its tests:
// tests/e2e/saved-pages.spec.ts, tests/e2e/storm-day.spec.ts and the engines' stories.
import { postEmail } from '../forms/sending/emailjs-api';
import { outbox, SYNC_TAG } from '../forms/sending/outbox';
import { troubleOf } from '../forms/sending/retry-policy';
import { SEND_TIMEOUT_MS } from '../forms/sending/send-email';
import { SEND_LOCK } from '../forms/sending/send-lock';

/** What the build gives the worker. */
export interface WorkerConfig {
  /** Changes with every build whose files change: a new worker, a new cache. */
  version: string;
  /** Pages kept from the install on: the offices', the first-hours kit, the 404 page. */
  pages: readonly string[];
  /** The build's scripts, kept with the pages that load them. */
  assets: readonly string[];
  /** The page kept for an address never saved, told as missing. */
  notFound: string;
  /** The notice over a saved page ({{date}}: when it was saved), and over the page never saved. */
  saved: string;
  missing: string;
  /** The classes of the site's own notice, which the inlined stylesheet carries. */
  noticeClass: string;
  textClass: string;
}

/** When the worker kept a response: a header of its own on the copy. */
const SAVED_AT = 'x-saved-at';

/** Keeps a response, noting when. */
async function keep(cache: Cache, key: string, response: Response) {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT, new Date().toISOString());
  const body = await response.arrayBuffer();
  await cache.put(key, new Response(body, { status: response.status, headers }));
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A saved page with its notice first in the body: a region, named, read first. */
async function withNotice(
  saved: Response,
  words: string,
  status: number,
  { noticeClass, textClass }: Pick<WorkerConfig, 'noticeClass' | 'textClass'>,
) {
  const savedAt = new Date(saved.headers.get(SAVED_AT) ?? Date.now());
  const date = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeStyle: 'short' }).format(
    savedAt,
  );
  const notice = `<section aria-label="Saved copy" class="${noticeClass}"><p class="${textClass}">${escape(words.replace('{{date}}', date))}</p></section>`;
  const html = (await saved.text()).replace(/<body[^>]*>/, (body) => `${body}${notice}`);
  const headers = new Headers(saved.headers);
  headers.delete('content-length');
  return new Response(html, { status, headers });
}

type Worker = ServiceWorkerGlobalScope & typeof globalThis;

export function startWorker(worker: Worker, config: WorkerConfig): void {
  const CACHE = `site-${config.version}`;
  // One key per page, whatever its query or fragment: "/locations/calgary/".
  const keyOf = (url: URL) =>
    url.pathname.endsWith('/index.html') ? url.pathname.slice(0, -10) : url.pathname;
  const connection = (
    worker.navigator as Navigator & {
      connection?: { saveData?: boolean; effectiveType?: string };
    }
  ).connection;
  // On a connection that asks to save data, nothing is fetched ahead but the page never saved.
  const frugal =
    !!connection && (!!connection.saveData || /2g$/.test(connection.effectiveType ?? ''));

  const fetchInto = async (cache: Cache, path: string) => {
    try {
      const response = await fetch(path, { cache: 'no-cache', credentials: 'omit' });
      if (response.ok && !response.redirected) await keep(cache, path, response);
    } catch {
      // A page that cannot be fetched now is fetched when the visitor opens it.
    }
  };

  worker.addEventListener('install', (event) => {
    event.waitUntil(
      (async () => {
        const cache = await caches.open(CACHE);
        // The pages this visitor opened under the last build, fetched again from this one, so
        // no saved page is of a build whose files may be gone.
        const opened: string[] = [];
        for (const name of await caches.keys())
          if (name !== CACHE && name.startsWith('site-'))
            for (const request of await (await caches.open(name)).keys()) {
              const path = new URL(request.url).pathname;
              if (!path.startsWith('/assets/')) opened.push(path);
            }
        // The pages open now, the first among them the one that registered this worker.
        for (const client of await worker.clients.matchAll({
          type: 'window',
          includeUncontrolled: true,
        })) {
          const url = new URL(client.url);
          if (url.origin === worker.location.origin && !url.pathname.startsWith('/admin'))
            opened.push(keyOf(url));
        }
        const wanted = frugal ? [config.notFound] : [...config.pages, ...config.assets];
        await Promise.all(
          [...new Set([...wanted, ...opened])].map((path) => fetchInto(cache, path)),
        );
        await worker.skipWaiting();
      })(),
    );
  });

  worker.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        for (const name of await caches.keys())
          if (name !== CACHE && name.startsWith('site-')) await caches.delete(name);
        // No claim of the page that registered it: it keeps the form's code it fetched itself
        // whatever the network does next (WebKit would ask the worker, and find it cut).
      })(),
    );
  });

  const page = async (event: FetchEvent, url: URL) => {
    const cache = await caches.open(CACHE);
    try {
      // Online, the page as the site serves it now: never a saved one.
      const response = await fetch(event.request);
      const type = response.headers.get('content-type') ?? '';
      if (response.status === 200 && type.includes('text/html') && !response.redirected) {
        const copy = response.clone();
        event.waitUntil(
          (async () => {
            const html = await copy.clone().text();
            await keep(cache, keyOf(url), copy);
            // A page of a newer build than this worker: the worker updates itself.
            const island = /data-island-script="([^"]+)"/.exec(html)?.[1];
            if (island && !config.assets.includes(island)) await worker.registration.update();
          })().catch(() => {}),
        );
      }
      return response;
    } catch {
      const saved = await cache.match(keyOf(url));
      if (saved) return withNotice(saved, config.saved, 200, config);
      const missing = await cache.match(config.notFound);
      if (missing) return withNotice(missing, config.missing, 503, config);
      return Response.error();
    }
  };

  // The build's scripts never change under one name: kept ones first, the rest kept when fetched.
  const asset = async (request: Request) => {
    const cache = await caches.open(CACHE);
    const kept = await cache.match(request, { ignoreSearch: true });
    if (kept) return kept;
    const response = await fetch(request);
    if (response.status === 200) await cache.put(new URL(request.url).pathname, response.clone());
    return response;
  };

  // The connection is back (Background Sync): the waiting requests go, one at a time with the
  // pages' own sends; what can pass and did not is tried again when the browser fires it again.
  worker.addEventListener('sync', (event) => {
    const sync = event as ExtendableEvent & { tag?: string };
    if (sync.tag === SYNC_TAG) sync.waitUntil(sendWaiting(worker));
  });

  worker.addEventListener('fetch', (event) => {
    const { request } = event;
    const url = new URL(request.url);
    // The editor is never kept: it goes by the network alone, as does all but pages and scripts.
    if (request.method !== 'GET' || url.origin !== worker.location.origin) return;
    if (url.pathname.startsWith('/admin')) return;
    if (request.mode === 'navigate') event.respondWith(page(event, url));
    else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
  });
}

/** Sends every waiting request, each as its page built it, under the lock every send takes. */
async function sendWaiting(worker: Worker) {
  const send = async () => {
    let passing = false;
    for (const entry of await outbox.waiting()) {
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), SEND_TIMEOUT_MS);
      const result = await postEmail(entry.route, entry.params, abort.signal).finally(() =>
        clearTimeout(timer),
      );
      if (result.kind === 'sent')
        await outbox.settle({ key: entry.key, reference: entry.reference, sentAt: Date.now() });
      else if (troubleOf(result).class === 'passing') passing = true;
      // Refused: never the same route again; the page that waits offers the other ways.
      else
        await outbox.settle({
          key: entry.key,
          reference: entry.reference,
          ...(result.kind === 'status' ? { status: result.status } : {}),
        });
    }
    if (passing) throw new Error('A waiting request could not pass yet');
  };
  const locks = (worker.navigator as Navigator).locks;
  await (locks ? locks.request(SEND_LOCK, send) : send());
}
