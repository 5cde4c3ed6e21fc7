import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { headersForPath, parseHeadersFile } from '../../src/config/security-headers.mjs';
import { analyticsProviderNames } from '../../src/content/schema/settings';
import { fixtureContent, siteContent } from '../fixtures/content';

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
