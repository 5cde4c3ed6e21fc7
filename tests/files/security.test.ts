import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { headersForPath, parseHeadersFile } from '../../src/config/security-headers.mjs';
import { analyticsProviderNames } from '../../src/content/schema/settings';
import { hostConfigFiles, vercelStyleHashes } from '../../scripts/host-configs.mjs';
import { styleHashesOf } from '../../scripts/inline-styles.mjs';
import { fixtureContent, siteContent } from '../fixtures/content';
import { SITES } from '../fixtures/sites.mjs';

// The policies the builds write, read from their files (the browser stories see them enforced).
const rules = parseHeadersFile(readFileSync('dist/_headers', 'utf8'));

test('every inline script of every built page is allowed by its own hash, and no other is', () => {
  const csp = headersForPath(rules, '/')['Content-Security-Policy'] ?? '';
  const allowed = new Set(/script-src ([^;]+)/.exec(csp)![1]!.split(' ').slice(1));
  // Both builds: a script one of them does not need (the notice's, with no notice) is the other's.
  const pages = ['dist', 'dist-fixture'].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => join(dir, file)),
  );
  expect(pages.length).toBeGreaterThan(20);
  const used = new Set<string>();
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    for (const [, text] of html.matchAll(
      /<script(?![^>]*(?:\ssrc=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g,
    )) {
      const hash = `'sha256-${createHash('sha256').update(text!).digest('base64')}'`;
      expect(allowed.has(hash), `${page}: an inline script without its hash`).toBe(true);
      used.add(hash);
    }
  }
  expect([...allowed].sort()).toEqual([...used].sort());
});

/** Every page of a build but the editor's, with its file name under the build's folder. */
const pagesOf = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('admin'))
    .map((file) => ({ file: join(dir, file), html: readFileSync(join(dir, file), 'utf8') }));

test('every page of every company allows its styles by their hashes alone, on every host: the same two <style> blocks everywhere, no style attribute and no script from elsewhere', () => {
  const vercel = vercelStyleHashes(readFileSync('vercel.json', 'utf8'));
  expect(vercel).toHaveLength(2);
  for (const { dir } of Object.values(SITES)) {
    const policies = {
      _headers: headersForPath(parseHeadersFile(readFileSync(`${dir}/_headers`, 'utf8')), '/')[
        'Content-Security-Policy'
      ],
      nginx: readFileSync(`${dir}-nginx/security-headers.conf`, 'utf8'),
    };
    for (const [host, policy] of Object.entries(policies)) {
      const styleSrc = /style-src ([^;"]+)/.exec(policy ?? '')![1]!.split(' ');
      expect(styleSrc, `${dir}: ${host}`).toEqual(["'self'", ...vercel]);
    }
    const pages = pagesOf(dir);
    expect(pages.length, dir).toBeGreaterThan(20);
    for (const { file, html } of pages) {
      // The code's styles alone, so the hashes committed in vercel.json hold for every company.
      expect(styleHashesOf(html), file).toEqual(vercel);
      expect(html, `${file}: a style attribute`).not.toMatch(/<[^>]+\sstyle=/);
      // Every script the site's own, so the Observatory's Subresource Integrity test asks for none.
      expect(html, `${file}: a script from elsewhere`).not.toMatch(
        /<script[^>]*\ssrc="(?:[a-z]+:)?\/\//i,
      );
    }
  }
});

test('vercel.json is what "npm run host-configs" writes from the built site', () => {
  for (const [path, expected] of Object.entries(hostConfigFiles()))
    expect(readFileSync(path, 'utf8'), `run "npm run host-configs" to update ${path}`).toBe(
      expected,
    );
});

test('a build counts visits only when its settings name a provider: otherwise no page has a counter and no policy names one', () => {
  for (const [dir, { siteConfig }] of [
    ['dist', siteContent],
    ['dist-fixture', fixtureContent],
  ] as const) {
    const counting = siteConfig.analytics;
    const connectSrc = (policy: string) => /connect-src ([^;]+)/.exec(policy)?.[1];
    const own = parseHeadersFile(readFileSync(`${dir}/_headers`, 'utf8'));
    const expected = ["'self'", counting?.origin].filter(Boolean).join(' ');
    expect(connectSrc(headersForPath(own, '/')['Content-Security-Policy'] ?? '')).toBe(expected);
    expect(connectSrc(readFileSync(`${dir}-nginx/security-headers.conf`, 'utf8'))).toBe(expected);
    expect(readdirSync(`${dir}/assets`).some((file) => file.startsWith('count-visits'))).toBe(
      !!counting,
    );
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.html') || file.startsWith('admin')) continue;
      const html = readFileSync(join(dir, file), 'utf8');
      expect(html.includes('id="site-analytics"'), `${dir}/${file}`).toBe(!!counting);
      for (const [provider, name] of Object.entries(analyticsProviderNames))
        expect(html.includes(name), `${dir}/${file} names ${name}`).toBe(
          file.startsWith('privacy') || file === 'index.html'
            ? counting?.provider === provider
            : false,
        );
    }
  }
});
