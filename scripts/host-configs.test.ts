// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteContent } from '../tests/fixtures/content';
import { hostConfigFiles, settingsAnalyticsOrigin, vercelStyleHashes } from './host-configs.mjs';
import { DEFAULT_EMAILJS_ORIGIN } from '../src/config/site-constants.mjs';
import { nginxFiles } from './nginx-config.mjs';
import { observatoryGrade } from './observatory-grade.mjs';
import { routesFor } from '../src/pages/registry';
import {
  FILE_POLICY,
  headersFile,
  headersForPath,
  pagePatterns,
  parseHeadersFile,
  securityHeaders,
  sharedHeaders,
  adminHeaders,
} from '../src/config/security-headers.mjs';
import { inlineScriptHashes } from './inline-scripts.mjs';

// The styles' hashes come from a build: here, the ones vercel.json carries (that they are the
// built pages' own is a file check, tests/files/security.test.ts).
const options = {
  emailOrigin: DEFAULT_EMAILJS_ORIGIN,
  scriptHashes: inlineScriptHashes(),
  styleHashes: vercelStyleHashes(readFileSync('vercel.json', 'utf8')),
};
const nginx = nginxFiles({ ...options, siteUrl: siteContent.siteConfig.siteUrl });
const pages = routesFor(siteContent).map((route) => route.path);
const headers = headersFile({ ...options, pages: pagePatterns(pages) });
const images = [
  '/og-image.png',
  '/og/services-mold-remediation.png',
  '/favicon.svg',
  '/icon-192.png',
  '/icon-maskable-512.png',
  '/apple-touch-icon.png',
];

type VercelConfig = {
  outputDirectory: string;
  headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
};

/** Vercel's `source` patterns used here are plain paths with `(.*)` wildcards. */
function vercelHeadersForPath(config: VercelConfig, path: string) {
  const result: Record<string, string> = {};
  for (const rule of config.headers) {
    if (!new RegExp(`^${rule.source}$`).test(path)) continue;
    for (const { key, value } of rule.headers) result[key] = value;
  }
  return result;
}

/** A path of each kind the site serves: every page, its other files, assets, images, the editor. */
const everyKindOfPath = [
  ...pages,
  '/index.html',
  '/404.html',
  '/robots.txt',
  '/sitemap.xml',
  '/documents/certificate-of-insurance.pdf',
  '/assets/island-entry-Ab12Cd34.js',
  '/photos/kitchen-before-Ab12.avif',
  '/manifest.webmanifest',
  ...images,
  '/admin/',
  '/admin/config.yml',
  '/admin/sveltia-cms.js',
];

/**
 * The headers Cloudflare Pages sends for a path: those of every `_headers` rule it matches, a
 * header named twice joined with a comma (Cloudflare's documented rule), so a repeat shows.
 */
function joinedHeadersForPath(rules: ReturnType<typeof parseHeadersFile>, path: string) {
  const result: Record<string, string> = {};
  for (const { pattern, headers: given } of rules) {
    const source = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
    if (!new RegExp(`^${source}$`).test(path)) continue;
    for (const [name, value] of Object.entries(given))
      result[name] = result[name] === undefined ? value : `${result[name]}, ${value}`;
  }
  return result;
}

/**
 * The headers nginx sends for a path by the generated site.conf: an exact `location =` first, else
 * the longest prefix; each location's included snippets; a `return 404` answered by the 404 page.
 */
function nginxHeadersForPath(path: string): Record<string, string> {
  const blocks = [...nginx['site.conf']!.matchAll(/location (= )?(\S+) \{([^}]*)\}/g)].map(
    ([, exact, prefix, body]) => ({ exact: Boolean(exact), prefix: prefix!, body: body! }),
  );
  const block =
    blocks.find((each) => each.exact && each.prefix === path) ??
    blocks
      .filter((each) => !each.exact && path.startsWith(each.prefix))
      .sort((a, b) => b.prefix.length - a.prefix.length)[0]!;
  if (/return 404;/.test(block.body)) return nginxHeadersForPath('/404.html');
  const result: Record<string, string> = {};
  for (const [, snippet] of block.body.matchAll(/include snippets\/restoration\/(\S+);/g))
    for (const [, name, value] of nginx[snippet!]!.matchAll(/^add_header (\S+) "(.*)" always;$/gm))
      result[name!] = value!.replace(/\\"/g, '"');
  return result;
}

describe('host configs', () => {
  it('every host gives every path the same headers, each once: _headers as Cloudflare Pages joins them, vercel.json, nginx', () => {
    const vercel = JSON.parse(readFileSync('vercel.json', 'utf8')) as VercelConfig & {
      trailingSlash: boolean;
    };
    expect(vercel.outputDirectory).toBe('dist');
    expect(vercel.trailingSlash).toBe(true);
    const cloudflare = parseHeadersFile(headers);
    for (const path of everyKindOfPath) {
      const fromNginx = nginxHeadersForPath(path);
      expect(Object.keys(fromNginx).length, path).toBeGreaterThan(5);
      expect(joinedHeadersForPath(cloudflare, path), `_headers: ${path}`).toEqual(fromNginx);
      expect(vercelHeadersForPath(vercel, path), `vercel.json: ${path}`).toEqual(fromNginx);
    }
    // An unknown path on Netlify and Cloudflare: every shared header, not what a document alone
    // reads nor no-cache, which _headers puts on the site's own files alone (docs/deploy.md says why).
    const shared = sharedHeaders(options);
    expect(joinedHeadersForPath(cloudflare, '/no-such-page')).toEqual(shared);
    expect(nginxHeadersForPath('/no-such-page')).toMatchObject(shared);
    // nginx does not serve the file the other hosts read their headers from.
    expect(nginxHeadersForPath('/_headers')).toEqual(nginxHeadersForPath('/404.html'));
  });

  it("grades A+ on every host and path by the Observatory's header tests, the pages with the policy's full points", () => {
    const vercel = JSON.parse(readFileSync('vercel.json', 'utf8')) as VercelConfig;
    const cloudflare = parseHeadersFile(headers);
    for (const path of everyKindOfPath)
      for (const [host, got] of Object.entries({
        'Cloudflare Pages': joinedHeadersForPath(cloudflare, path),
        Vercel: vercelHeadersForPath(vercel, path),
        nginx: nginxHeadersForPath(path),
      })) {
        const { grade, score, verdicts } = observatoryGrade(got);
        const said = `${host}, ${path}: ${JSON.stringify(verdicts)}`;
        expect(grade, said).toBe('A+');
        // The editor keeps its own policy, with inline styles: 10 points fewer there; a script or
        // a photo, no document, has the shortest policy, without frame-ancestors: 5 fewer.
        expect(score, said).toBe(
          path.startsWith('/admin/') ? 120 : /^\/(assets|photos)\//.test(path) ? 125 : 130,
        );
      }
  });

  it('_headers gives each path one policy at most, so a host that adds up matching rules (Netlify) gives the editor its own alone', () => {
    const rules = parseHeadersFile(headers);
    const policiesFor = (path: string) =>
      rules
        .filter(({ pattern }) =>
          new RegExp(
            `^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`,
          ).test(path),
        )
        .map(({ headers }) => headers['Content-Security-Policy'])
        .filter(Boolean);
    for (const path of ['/admin/', '/admin/config.yml', '/admin/sveltia-cms.js'])
      expect(policiesFor(path), path).toEqual([adminHeaders()['Content-Security-Policy']]);
    for (const path of [...pages, '/index.html', '/404.html', '/sw.js', ...images])
      expect(policiesFor(path), path).toEqual([
        securityHeaders(options)['Content-Security-Policy'],
      ]);
    // A script or a photo is no document: the shortest policy, and a first load lighter by it.
    for (const path of ['/assets/island-entry-Ab12Cd34.js', '/photos/job-800.avif'])
      expect(policiesFor(path), path).toEqual([FILE_POLICY]);
  });

  it('_headers marks every page for revalidation and every hashed asset for a year', () => {
    const rules = parseHeadersFile(headers);
    for (const path of pages)
      expect(headersForPath(rules, path)['Cache-Control'], path).toBe('no-cache');
    expect(headersForPath(rules, '/assets/island-entry-Ab12Cd34.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersForPath(rules, '/manifest.webmanifest')['Cache-Control']).toBe('no-cache');
    for (const path of images)
      expect(headersForPath(rules, path)['Cache-Control'], path).toBe('public, max-age=86400');
    expect(pagePatterns(pages)).toEqual([
      '/',
      '/index.html',
      '/services/*',
      '/locations/*',
      '/insurance-claims/*',
      '/before-you-sign/*',
      '/when-insurance-does-not-pay/*',
      '/property-managers/*',
      '/insurance-professionals/*',
      '/check-us/*',
      '/contractors/*',
      '/first-hours-kit/*',
      '/careers/*',
      '/guides/*',
      '/privacy/*',
      '/terms/*',
      '/accessibility/*',
    ]);
  });

  it('the nginx snippets carry every header of _headers, on error responses too', () => {
    const fromSnippets = (names: string[]) => {
      const found: Record<string, string> = {};
      for (const name of names) {
        for (const match of nginx[name]!.matchAll(/^add_header (\S+) "(.*)" (\w+);$/gm)) {
          expect(match[3], `${name}: ${match[1]}`).toBe('always');
          found[match[1]!] = match[2]!;
        }
      }
      return found;
    };
    const rules = parseHeadersFile(headers);
    const site: Record<string, string> = Object.assign(
      {},
      ...rules.filter((rule) => rule.pattern !== '/admin/*').map((rule) => rule.headers),
    );
    const snippets = fromSnippets([
      'security-headers.conf',
      'page-cache.conf',
      'asset-cache.conf',
      'image-cache.conf',
    ]);
    expect(Object.keys(snippets).sort()).toEqual(Object.keys(site).sort());
    for (const [name, value] of Object.entries(site)) {
      if (name !== 'Cache-Control') expect(snippets[name], name).toBe(value);
    }
    // The editor's location has its own set, the same as _headers gives /admin/* with /*.
    expect(fromSnippets(['admin-headers.conf'])).toEqual(headersForPath(rules, '/admin/'));
  });

  it('gives every page the headers docs/deploy.md lists, written out here, and no opener policy', () => {
    const page = headersForPath(parseHeadersFile(headers), '/services/mold-remediation/');
    const { 'Content-Security-Policy': csp, ...rest } = page;
    expect(rest).toEqual({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy':
        'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'X-Permitted-Cross-Domain-Policies': 'none',
      'X-Frame-Options': 'DENY',
      'Cache-Control': 'no-cache',
    });
    const directives = csp!.split('; ');
    const scripts = directives.find((directive) => directive.startsWith('script-src '));
    const styles = directives.find((directive) => directive.startsWith('style-src '));
    expect(directives.filter((directive) => directive !== scripts && directive !== styles)).toEqual(
      [
        "default-src 'none'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self' https://api.emailjs.com",
        "manifest-src 'self'",
        "worker-src 'self'",
        "frame-ancestors 'none'",
        "base-uri 'none'",
        "object-src 'none'",
        "form-action 'none'",
      ],
    );
    expect(scripts).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/);
    expect(styles).toMatch(/^style-src 'self'( 'sha256-[A-Za-z0-9+/]{43}='){2}$/);
  });

  it("gives the editor its own policy, which lets the git host's login pop-up report back", () => {
    const admin = headersForPath(parseHeadersFile(headers), '/admin/');
    expect(admin).toMatchObject({
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      'X-Robots-Tag': 'noindex, nofollow',
      'Cache-Control': 'no-cache',
    });
    expect(admin['Content-Security-Policy']).toContain("script-src 'self';");
    expect(admin['Content-Security-Policy']).not.toContain('unsafe-eval');
    expect(admin['Content-Security-Policy']).toContain(
      "connect-src 'self' blob: data: https://api.github.com",
    );
  });

  it('nginx answers for the host name of the configured site URL', () => {
    expect(nginx['site.conf']).toContain(
      `server_name ${new URL(siteContent.siteConfig.siteUrl).hostname};`,
    );
    const other = nginxFiles({ ...options, siteUrl: 'https://restore.example.org' });
    expect(other['site.conf']).toContain('server_name restore.example.org;');
  });

  it('every nginx location includes the security headers', () => {
    const site = nginx['site.conf']!;
    const locations = [...site.matchAll(/location [^{]+\{([^}]*)\}/g)];
    expect(locations.length).toBeGreaterThanOrEqual(3);
    for (const [block, body] of locations) {
      // A location that answers 404 is answered by the 404 page's own location.
      if (body!.includes('return 404;')) continue;
      // The editor's own set stands alone: a second policy would narrow the editor's to nothing.
      if (block.startsWith('location /admin/')) {
        expect(body, block).toContain('include snippets/restoration/admin-headers.conf;');
        expect(body, block).not.toContain('security-headers.conf');
      } else if (/^location \/(assets|photos)\//.test(block))
        expect(body, block).toContain('include snippets/restoration/file-security-headers.conf;');
      else expect(body, block).toContain('include snippets/restoration/security-headers.conf;');
    }
  });

  it('lets the pages send to the visit counter the settings name, on every host, and to no other', () => {
    const analyticsOrigin = 'https://plausible.io';
    const connect = (policy: string | undefined) => /connect-src ([^;]+)/.exec(policy ?? '')?.[1];
    const expected = `'self' ${DEFAULT_EMAILJS_ORIGIN} ${analyticsOrigin}`;
    const counting = { ...options, analyticsOrigin };
    const vercel = JSON.parse(
      hostConfigFiles(DEFAULT_EMAILJS_ORIGIN, analyticsOrigin, options.styleHashes)['vercel.json']!,
    ) as VercelConfig;
    expect(connect(vercelHeadersForPath(vercel, '/')['Content-Security-Policy'])).toBe(expected);
    const netlify = parseHeadersFile(headersFile({ ...counting, pages: pagePatterns(pages) }));
    expect(connect(headersForPath(netlify, '/services/')['Content-Security-Policy'])).toBe(
      expected,
    );
    const conf = nginxFiles({ ...counting, siteUrl: siteContent.siteConfig.siteUrl })[
      'security-headers.conf'
    ];
    expect(connect(conf)).toBe(expected);
    expect(connect(securityHeaders(options)['Content-Security-Policy'])).toBe(
      `'self' ${DEFAULT_EMAILJS_ORIGIN}`,
    );
  });

  it('reads the visit counter from the settings for vercel.json', () => {
    const dir = mkdtempSync(join(tmpdir(), 'settings-'));
    const file = join(dir, 'site.json');
    writeFileSync(file, JSON.stringify({ analytics: { origin: 'https://stats.example.com' } }));
    expect(settingsAnalyticsOrigin(file)).toBe('https://stats.example.com');
    writeFileSync(file, JSON.stringify({ companyName: 'No counting' }));
    expect(settingsAnalyticsOrigin(file)).toBeNull();
    rmSync(dir, { recursive: true });
  });
});
