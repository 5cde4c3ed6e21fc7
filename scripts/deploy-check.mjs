// @ts-check
/**
 * `npm run deploy-check -- https://www.your-domain.ca`: the live site checked as a visitor's
 * browser receives it. Every page of its sitemap answers 200 with its canonical address on the
 * settings' domain and the security headers and policy the build writes (the EmailJS origin and
 * the visit counter's allowed, nothing else); an unknown address answers 404 with the site's 404
 * page; /admin/ is kept out of search engines; the share image and the manifest answer. Prints
 * what is wrong in an owner's words, with the deploy guide's section, and exits 1.
 *   --content <dir>   read the settings from <dir> over content/ (as the build does)
 *   --local-email     the site was built with --local-email (npm start): its form posts to itself
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import { securityHeaders } from '../src/config/security-headers.mjs';
import { observatoryGrade, shortOf } from './observatory-grade.mjs';
import { DEFAULT_EMAILJS_ORIGIN, MANIFEST_PATH } from '../src/config/site-constants.mjs';

const GUIDE = 'docs/deploy.md';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The host, told by the headers it adds, and its section of the deploy guide.
 * @param {Headers} headers
 */
export function hostOf(headers) {
  const server = (headers.get('server') ?? '').toLowerCase();
  if (server.includes('netlify') || headers.has('x-nf-request-id')) return 'Netlify';
  if (headers.has('x-vercel-id') || server.includes('vercel')) return 'Vercel';
  if (server.includes('cloudflare')) return 'Cloudflare Pages';
  if (headers.has('x-amz-cf-id') || server.includes('amazons3')) return 'Amazon S3 + CloudFront';
  if (server.includes('nginx')) return 'nginx (self-hosting)';
  return null;
}

/** "Content-Security-Policy" as directives: { 'connect-src': ["'self'", 'https://…'] }. @param {string} policy */
const directives = (policy) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [String(name).toLowerCase(), values]),
  );

/**
 * What is wrong with a page's security headers, against the policy the build writes.
 * @param {Headers} headers
 * @param {{ emailOrigin: string | null, analyticsOrigin: string | null }} origins
 * @returns {string[]} each a header and what is wrong with it
 */
export function headerProblems(headers, { emailOrigin, analyticsOrigin }) {
  const expected = securityHeaders({
    emailOrigin,
    analyticsOrigin,
    scriptHashes: [],
    styleHashes: [],
  });

  /** @type {string[]} */
  const problems = [];
  for (const [name, value] of Object.entries(expected)) {
    const got = headers.get(name);
    if (got === null) {
      problems.push(`${name} is missing`);
    } else if (name === 'Content-Security-Policy') {
      const want = directives(value);
      const have = directives(got);
      for (const [directive, values] of Object.entries(want)) {
        const sources = have[directive];
        if (!sources) problems.push(`${name} has no ${directive}`);
        else if (directive === 'script-src' || directive === 'style-src') {
          // The hashes are the build's own; anything else lets in more than the pages carry.
          const extra = sources.filter((s) => s !== "'self'" && !/^'sha(256|384|512)-/.test(s));
          if (extra.length)
            problems.push(
              `${name} lets ${directive === 'script-src' ? 'scripts run' : 'styles apply'} from ${extra.join(' ')}`,
            );
        } else if ([...sources].sort().join(' ') !== [...values].sort().join(' '))
          problems.push(
            `${name} ${directive} is "${sources.join(' ')}", not "${values.join(' ')}"`,
          );
      }
    } else if (got !== value) {
      problems.push(`${name} is "${got}", not "${value}"`);
    }
  }
  return problems;
}

/** The settings the build reads: the site's address and its visit counter. @param {string | undefined} overlay */
function readSettings(overlay) {
  const file = [overlay && join(overlay, 'settings/site.json'), 'content/settings/site.json'].find(
    (path) => path && existsSync(path),
  );
  /** @type {{ siteUrl: string, analytics?: { origin?: string } }} */
  const settings = JSON.parse(readFileSync(/** @type {string} */ (file), 'utf8'));
  return {
    origin: new URL(settings.siteUrl).origin,
    analyticsOrigin: settings.analytics?.origin ? new URL(settings.analytics.origin).origin : null,
  };
}

/**
 * What is wrong with a page's headers as served: each header against the build's, the
 * Observatory's grade, and its caching.
 * @param {Headers} headers
 * @param {{ emailOrigin: string | null, analyticsOrigin: string | null }} origins
 * @param {string} hostSection where the guide says how this host sets headers
 */
function pageHeaderNotes(headers, origins, hostSection) {
  /** @type {string[]} */
  const notes = headerProblems(headers, origins).map(
    (problem) =>
      `${problem}: the host does not give the pages the headers the build wrote (${GUIDE}, "4. The headers", and ${hostSection}, "Headers")`,
  );
  // A header the host repeats is joined with a comma here, as the Observatory reads it.
  const { grade, score, verdicts } = observatoryGrade(Object.fromEntries(headers));
  if (score < 130)
    notes.push(
      `grades ${grade} (${score} of 130) by the HTTP Observatory's header tests: ${shortOf(verdicts).join(', ')} (${GUIDE}, "4. The headers")`,
    );
  if (headers.get('cache-control') !== 'no-cache')
    notes.push(
      `is cached as "${headers.get('cache-control') ?? 'nothing said'}", not "no-cache": after a deploy visitors could get an old page (${GUIDE}, "4. The headers")`,
    );
  return notes;
}

/**
 * Checks the site at `address`. Each problem is a sentence an owner can act on.
 * @param {{ address: string, origin: string, emailOrigin: string | null, analyticsOrigin: string | null }} options
 *   emailOrigin is null for a build whose form posts to the site itself (the local outbox)
 */
export async function checkDeploy({ address, origin, emailOrigin, analyticsOrigin }) {
  const base = new URL(address).origin;
  /** @type {string[]} */
  const problems = [];
  /** @param {string} path */
  const get = (path) => fetch(`${base}${path}`, { redirect: 'manual' });
  const home = await get('/');
  const host = hostOf(home.headers);
  const lines = [...(await home.text()).matchAll(/href="(tel:[^"]+)"/g)].map((m) => m[1] ?? '');
  const hostSection = host ? `${GUIDE}, "${host}"` : `${GUIDE}, your host's section`;

  if (!LOOPBACK.has(new URL(base).hostname) && base !== origin)
    problems.push(
      `The site answers at ${base}, but its settings say ${origin}: put the live address in siteUrl (content/settings/site.json) and deploy again, or check with that address.`,
    );

  const sitemap = await get('/sitemap.xml');
  const locs =
    sitemap.status === 200
      ? [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '')
      : [];
  if (locs.length === 0)
    problems.push(
      `/sitemap.xml answers ${sitemap.status} with no page in it: upload everything in dist/, not the folder itself (${GUIDE}, "1. The files").`,
    );

  /** @type {Map<string, string[]>} pages by the problem they share */
  const byProblem = new Map();
  const note = (/** @type {string} */ problem, /** @type {string} */ path) =>
    byProblem.set(problem, [...(byProblem.get(problem) ?? []), path]);
  for (const loc of locs) {
    const url = new URL(loc);
    const path = url.pathname;
    if (url.origin !== origin)
      note(
        `is listed in the sitemap on ${url.origin}, not on the settings' ${origin}: the files were built from other settings; build again and upload`,
        path,
      );
    const page = await get(path);
    if (page.status !== 200) {
      const where = page.headers.get('location');
      note(
        `answers ${page.status}${where ? ` (to ${where})` : ''}, not 200: each page's folder must answer with its index.html (${GUIDE}, "2. One address per page", and ${hostSection})`,
        path,
      );
      continue;
    }
    const html = await page.text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    if (!canonical) note('has no canonical address: it was not built by this project', path);
    else if (new URL(canonical).origin !== origin)
      note(
        `gives its canonical address on ${new URL(canonical).origin}, not on the settings' ${origin}: search engines would index the other domain; build again from the settings and upload`,
        path,
      );
    else if (canonical !== `${origin}${path}`)
      note(`gives ${canonical} as its canonical address, not its own`, path);
    for (const problem of pageHeaderNotes(
      page.headers,
      { emailOrigin, analyticsOrigin },
      hostSection,
    ))
      note(problem, path);
  }
  for (const [problem, paths] of byProblem) {
    const which =
      paths.length === locs.length && locs.length > 1
        ? `Every page (${paths.length})`
        : paths.length > 3
          ? `${paths.slice(0, 3).join(', ')} and ${paths.length - 3} more`
          : paths.join(', ');
    problems.push(`${which} ${problem}.`);
  }

  const missing = `/deploy-check-${Date.now().toString(36)}/`;
  const unknown = await get(missing);
  const body = await unknown.text();
  if (unknown.status !== 404)
    problems.push(
      `An address that does not exist (${missing}) answers ${unknown.status}, not 404: search engines would index error pages (${GUIDE}, "3. The 404 page", and ${hostSection}, "404").`,
    );
  else if (
    !body.includes('name="robots" content="noindex"') ||
    !lines.some((line) => body.includes(`href="${line}"`))
  )
    problems.push(
      `An address that does not exist answers 404 with the host's own page, not the site's (dist/404.html, with the 24/7 line): ${GUIDE}, "3. The 404 page", and ${hostSection}, "404".`,
    );

  const admin = await get('/admin/');
  const adminPage = admin.status === 200 ? await admin.text() : '';
  if (
    admin.status === 200 &&
    !/noindex/.test(admin.headers.get('x-robots-tag') ?? '') &&
    !/<meta name="robots" content="[^"]*noindex/.test(adminPage)
  )
    problems.push(
      `/admin/ (the editor) can be indexed by search engines: its X-Robots-Tag header is missing (${GUIDE}, "4. The headers").`,
    );

  /** @type {Array<[path: string, type: string]>} */
  const files = [
    ['/og-image.png', 'image/png'],
    [MANIFEST_PATH, 'manifest+json'],
  ];
  for (const [path, type] of files) {
    const file = await get(path);
    if (file.status !== 200 || !(file.headers.get('content-type') ?? '').includes(type))
      problems.push(
        `${path} answers ${file.status} (${file.headers.get('content-type') ?? 'no type'}), not ${type}: upload everything in dist/ (${GUIDE}, "1. The files").`,
      );
  }
  return { problems, pages: locs.length, host };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { content: { type: 'string' }, 'local-email': { type: 'boolean', default: false } },
  });
  const address = positionals[0];
  if (!address || !/^https?:\/\//.test(address)) {
    console.error('Give the live address: npm run deploy-check -- https://www.your-domain.ca');
    process.exit(2);
  }
  const settings = readSettings(values.content);
  const env = { ...loadEnv('production', process.cwd(), 'VITE_'), ...process.env };
  const emailOrigin = values['local-email']
    ? null
    : (env.VITE_EMAILJS_ORIGIN?.trim() || DEFAULT_EMAILJS_ORIGIN).replace(/\/+$/, '');
  try {
    const { problems, pages, host } = await checkDeploy({ address, ...settings, emailOrigin });
    if (problems.length === 0) {
      console.log(
        `✔ ${address}: ${pages} pages, their addresses, headers and policy, the 404 page, the editor, the share image and the manifest are as the build wrote them${host ? ` (${host})` : ''}.`,
      );
    } else {
      console.error(
        `✖ ${address} is not served as built (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n  - ${problems.join('\n  - ')}\n`,
      );
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(
      `✖ ${address} cannot be reached: ${error instanceof Error ? (error.cause ?? error).toString() : String(error)}`,
    );
    process.exitCode = 1;
  }
}
