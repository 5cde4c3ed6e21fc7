// @ts-check
/**
 * Facts shared by the pages, the build, the local server and the host configs. Plain JavaScript
 * with its types in JSDoc, so Node's scripts import it as it is.
 */

/** Where the forms send (EmailJS's REST API), unless VITE_EMAILJS_ORIGIN names another origin. */
export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com';
/**
 * EmailJS's send (https://www.emailjs.com/docs/rest-api/send/, read 2026-12-01), answered locally
 * when the site has no EmailJS account.
 */
export const EMAIL_PATH = '/api/v1.0/email/send';
export const MANIFEST_PATH = '/manifest.webmanifest';
/** The icons, the same for every page: rendered by scripts/images.mjs, cached by the host configs. */
export const ICON_FILES = /** @type {const} */ ([
  'icon-192.png',
  'icon-512.png',
  'icon-maskable-512.png',
  'apple-touch-icon.png',
]);
/**
 * The build's manifests in dist/: the island's and the stylesheet's, the office finder's and the
 * visit counter's, each built apart so they never share a chunk. The pre-render reads the built
 * names from them.
 */
export const BUILD_MANIFESTS = /** @type {const} */ ({
  island: '.vite/manifest.json',
  finder: '.vite/finder-manifest.json',
  analytics: '.vite/analytics-manifest.json',
  worker: '.vite/worker-manifest.json',
});

/** Where the service worker is served: at the root, so it keeps every page of the site. */
export const WORKER_PATH = '/sw.js';
/**
 * The classes of the notice the service worker writes over a saved page: the site notice's own
 * (src/sections/site-notice.tsx), so the inlined stylesheet carries them.
 */
export const SAVED_NOTICE_CLASSES = {
  notice: 'bg-amber-100 text-amber-950',
  text: 'mx-auto flex max-w-6xl gap-2 px-4 py-2 text-sm font-semibold sm:text-base',
};
