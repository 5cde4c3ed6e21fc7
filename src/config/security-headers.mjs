// @ts-check
import { ICON_FILES, MANIFEST_PATH, WORKER_PATH } from './site-constants.mjs';

/**
 * The one definition of the site's response headers; _headers, vercel.json and nginx follow it.
 * Each function takes the hashes of the pages' inline scripts (scripts/inline-scripts.mjs) and
 * styles (scripts/inline-styles.mjs), the e-mail origin the build sends to and the visit
 * counter's provider, if the settings name one.
 * @typedef {{ emailOrigin: string | null, analyticsOrigin?: string | null, scriptHashes: readonly string[], styleHashes: readonly string[] }} PolicyOptions
 */

/** Hashed file names change with their content, so a browser may keep them for a year. */
export const ASSET_HEADERS = { 'Cache-Control': 'public, max-age=31536000, immutable' };
/**
 * A hashed script or a photo is no document: a policy on it governs nothing, so it carries the
 * shortest, and the first load's bytes are fewer (Lighthouse counts each response's headers, and
 * the site's policy is 0.7 KB of them).
 */
export const FILE_POLICY = "default-src 'none'";

/**
 * What only a document reads: its policy, the features it may use, and what Flash or a PDF reader
 * may load. A script or a photo goes without them. (Framing stays shared: an unknown path's 404
 * page on Netlify or Cloudflare Pages has no policy to say it.)
 */
const DOCUMENT_ONLY = [
  'Content-Security-Policy',
  'Permissions-Policy',
  'X-Permitted-Cross-Domain-Policies',
];

/** The headers every response carries, document or not. @param {PolicyOptions} policy */
export const sharedHeaders = (policy) =>
  Object.fromEntries(
    Object.entries(securityHeaders(policy)).filter(([name]) => !DOCUMENT_ONLY.includes(name)),
  );

/** What a hashed script or a photo is sent with: the shared headers and the files' own policy. */
export const fileHeaders = (/** @type {PolicyOptions} */ policy) => ({
  ...sharedHeaders(policy),
  'Content-Security-Policy': FILE_POLICY,
});

/**
 * A page, and the manifest that names the site and its icons, is checked again on every visit:
 * after a deploy it may point at assets that are gone.
 */
export const PAGE_HEADERS = { 'Cache-Control': 'no-cache' };
/**
 * Share images and icons keep their names from one build to the next: a browser or a social
 * network keeps them a day, so a new logo shows within a day without asking on every visit.
 */
export const IMAGE_HEADERS = { 'Cache-Control': 'public, max-age=86400' };
export const IMAGE_PATTERNS = [
  '/og-image.png',
  '/og/*',
  '/favicon.svg',
  ...ICON_FILES.map((file) => `/${file}`),
];

/**
 * @param {PolicyOptions} options emailOrigin is null when the form posts to the site itself;
 *   analyticsOrigin is null (or left out) when nothing is counted
 * @returns {Record<string, string>}
 */
export function securityHeaders({
  emailOrigin,
  analyticsOrigin = null,
  scriptHashes,
  styleHashes,
}) {
  const connect = [`'self'`, emailOrigin, analyticsOrigin].filter(Boolean).join(' ');
  return {
    'Content-Security-Policy': [
      // Nothing but what a directive below names: a kind of request the pages never make (a
      // frame, a plug-in, media) is refused.
      `default-src 'none'`,
      // The inline scripts (src/browser/), each allowed by its hash alone.
      `script-src 'self' ${scriptHashes.join(' ')}`,
      // The stylesheet is inlined so the first response paints on its own: each <style> allowed
      // by its hash, and no style attribute at all.
      ['style-src', "'self'", ...styleHashes].join(' '),
      `img-src 'self' data:`,
      `font-src 'self'`,
      `connect-src ${connect}`,
      `manifest-src 'self'`,
      // The service worker (/sw.js), which keeps pages for a visit with no network.
      `worker-src 'self'`,
      `frame-ancestors 'none'`,
      `base-uri 'none'`,
      `object-src 'none'`,
      `form-action 'none'`,
    ].join('; '),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    // No Cross-Origin-Opener-Policy on the pages: it puts each visit in a fresh renderer process,
    // whose start-up alone measured 254 ms of Lighthouse's Total Blocking Time on an empty page
    // (26 without it; docs/performance.md), and the pages hold nothing an opener could reach: no
    // login, no secret, the draft in this tab's own storage. The editor, which holds a token, keeps one.
    // No other site may embed the pages, scripts or images (a share image is fetched by a
    // crawler, never embedded cross-origin by a browser).
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Permitted-Cross-Domain-Policies': 'none',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * The editor at /admin/ (Sveltia CMS) under a policy of its own: its script and styles from the
 * site, no 'unsafe-eval'; connections to the git host's API (GitHub and its status page, or
 * GitLab) and to unpkg.com, where it reads whether a newer version is out (it runs none of that
 * code: scripts come from the site alone); its typefaces and icons from jsDelivr. On the owner's
 * machine it works on the project's folder, which needs no connection. GitLab's login opens in a
 * pop-up, which the opener policy must allow to report back.
 * @returns {Record<string, string>}
 */
export function adminHeaders() {
  const { 'Content-Security-Policy': _site, ...shared } = securityHeaders({
    emailOrigin: null,
    scriptHashes: [],
    styleHashes: [],
  });
  return {
    ...shared,
    'Content-Security-Policy': [
      `default-src 'self'`,
      `script-src 'self'`,
      `style-src 'self' 'unsafe-inline'`,
      `img-src 'self' data: blob: https://avatars.githubusercontent.com https://gitlab.com https://secure.gravatar.com`,
      `media-src 'self' blob:`,
      `font-src 'self' data: https://cdn.jsdelivr.net`,
      `connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com https://gitlab.com https://unpkg.com`,
      `frame-ancestors 'none'`,
      `base-uri 'self'`,
      `object-src 'none'`,
      `form-action 'none'`,
    ].join('; '),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'X-Robots-Tag': 'noindex, nofollow',
    'Cache-Control': 'no-cache',
  };
}

/**
 * The patterns that cover a build's pages: the landing page and each section ("/services/*"),
 * from the pages' paths ("/services/mold-remediation/").
 * @param {string[]} paths
 */
export function pagePatterns(paths) {
  const sections = paths.filter((path) => path !== '/').map((path) => `/${path.split('/')[1]}/*`);
  return ['/', '/index.html', ...new Set(sections)];
}

/** The site's files that are neither pages nor assets: checked again on every visit, as pages. */
export const OTHER_FILES = [
  '/404.html',
  '/robots.txt',
  '/sitemap.xml',
  '/documents/*',
  '/papers/*',
  // A new build's worker must reach the visitor at their next visit: a browser checks it again
  // then, and never keeps it more than a day whatever it is told.
  WORKER_PATH,
];

/**
 * Header rules by path pattern, in the order a host applies them: the shared security headers on
 * every response (`/*`), then each path's own: what only a document reads (the site's policy, the
 * permissions, the framing rules) and `no-cache` on each page and
 * the site's other files (the 404 page, robots.txt, the sitemap, the vendor documents, the papers to sign), a year on
 * the hashed assets (with the files' short policy), a day on the images, and the editor's own policy on `/admin/*`. No header is
 * named by two rules that match one path: Netlify adds up the rules a path matches, and Cloudflare
 * Pages joins a header named twice with a comma ("max-age=…, max-age=…"), which a browser rejects.
 * So the site's policy is never on `/*` (it would reach the editor beside the editor's own), and an
 * unknown path's 404 page there has the shared headers alone (docs/deploy.md).
 * @param {PolicyOptions & { pages: string[] }} options
 * @returns {Array<{ pattern: string, headers: Record<string, string> }>}
 */
export function headerRules({ pages, ...policy }) {
  const shared = sharedHeaders(policy);
  const documentOnly = Object.fromEntries(
    Object.entries(securityHeaders(policy)).filter(([name]) => DOCUMENT_ONLY.includes(name)),
  );
  const own = (/** @type {Record<string, string>} */ headers) => ({ ...documentOnly, ...headers });
  // The editor's headers that `/*` does not already give it the same.
  const admin = Object.fromEntries(
    Object.entries(adminHeaders()).filter(
      ([name, value]) => shared[/** @type {keyof typeof shared} */ (name)] !== value,
    ),
  );
  return [
    { pattern: '/*', headers: shared },
    ...pages.map((pattern) => ({ pattern, headers: own(PAGE_HEADERS) })),
    ...OTHER_FILES.map((pattern) => ({ pattern, headers: own(PAGE_HEADERS) })),
    { pattern: '/assets/*', headers: { 'Content-Security-Policy': FILE_POLICY, ...ASSET_HEADERS } },
    { pattern: '/photos/*', headers: { 'Content-Security-Policy': FILE_POLICY, ...ASSET_HEADERS } },
    { pattern: MANIFEST_PATH, headers: own(PAGE_HEADERS) },
    ...IMAGE_PATTERNS.map((pattern) => ({ pattern, headers: own(IMAGE_HEADERS) })),
    { pattern: '/admin/*', headers: admin },
  ];
}

/** The Netlify / Cloudflare Pages `_headers` file. @param {PolicyOptions & { pages: string[] }} options */
export function headersFile(options) {
  return (
    headerRules(options)
      .map(({ pattern, headers }) =>
        [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join(
          '\n',
        ),
      )
      .join('\n\n') + '\n'
  );
}

/**
 * `vercel.json`: the build, the output folder, one URL per page (`/services/x` redirects to
 * `/services/x/`) and the same headers. It holds no site facts, so every path but the hashed
 * assets is revalidated on each visit. Vercel serves `404.html` with status 404 on its own.
 * @param {PolicyOptions} policy
 */
export function vercelJson(policy) {
  const rule = (/** @type {string} */ source, /** @type {Record<string, string>} */ headers) => ({
    source,
    headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
  });
  /** A `_headers` pattern as a Vercel source: "*" is "(.*)", dots are literal. */
  const source = (/** @type {string} */ pattern) =>
    pattern.replace(/\./g, '\\.').replace('*', '(.*)');
  const config = {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    framework: null,
    buildCommand: 'npm run build',
    outputDirectory: 'dist',
    cleanUrls: false,
    trailingSlash: true,
    headers: [
      rule('/((?!admin/|assets/|photos/).*)', securityHeaders(policy)),
      rule('/(assets|photos)/(.*)', fileHeaders(policy)),
      rule('/((?!assets/|photos/|admin/).*)', PAGE_HEADERS),
      rule('/assets/(.*)', ASSET_HEADERS),
      rule('/photos/(.*)', ASSET_HEADERS),
      ...IMAGE_PATTERNS.map((pattern) => rule(source(pattern), IMAGE_HEADERS)),
      rule('/admin/(.*)', adminHeaders()),
    ],
  };
  return JSON.stringify(config, null, 2) + '\n';
}

/**
 * Reads a `_headers` file back into rules.
 * @param {string} text
 * @returns {Array<{ pattern: string, headers: Record<string, string> }>}
 */
export function parseHeadersFile(text) {
  /** @type {Array<{ pattern: string, headers: Record<string, string> }>} */
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/**
 * The headers every matching rule gives a path, later rules winning.
 * @param {Array<{ pattern: string, headers: Record<string, string> }>} rules
 * @param {string} path
 */
export function headersForPath(rules, path) {
  /** @type {Record<string, string>} */
  const result = {};
  for (const { pattern, headers } of rules) {
    const source = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
    if (new RegExp(`^${source}$`).test(path)) Object.assign(result, headers);
  }
  return result;
}
