import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { siteConfig } from '../../src/site.config';
import { expect, test } from './fixtures';

const KB = 1024;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const site = escaped(siteConfig.siteUrl);

const gzipped = (file: string) => gzipSync(readFileSync(join('dist', file)), { level: 9 }).length;

/** Every page of the build, from its sitemap, and the office pages kept out of it. */
const pageFiles = [
  ...readFileSync('dist/sitemap.xml', 'utf8').matchAll(
    new RegExp(`<loc>${site}(/[^<]*)</loc>`, 'g'),
  ),
].map((match) => `${match[1]!.slice(1)}index.html`);

/** The scripts a page loads: the form island's (fetched by the inline script once painted) and any other. */
const scriptsOf = (html: string) =>
  [
    ...html.matchAll(
      /<(?:script[^>]+(?:src|data-island-script)|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g,
    ),
  ].map((match) => match[1]!);

test.describe('byte budgets of the built site', () => {
  test('covers every page type', () => {
    for (const page of [
      'index.html',
      'services/index.html',
      'services/water-damage-restoration/index.html',
      `locations/${siteConfig.offices[0].id}/index.html`,
      'insurance-claims/index.html',
      'privacy/index.html',
    ])
      expect(pageFiles).toContain(page);
  });

  test('every page carries its CSS inline, links no stylesheet and nothing from another origin', () => {
    for (const page of pageFiles) {
      const html = readFileSync(join('dist', page), 'utf8');
      expect(html, page).toMatch(/<style>/);
      expect(html, page).not.toMatch(/rel="stylesheet"/);
      expect(html, page).not.toMatch(
        new RegExp(
          `https?://(?!${site.slice('https://'.length)}|schema\\.org)[^"'\\s]+\\.(js|css|woff2?)`,
        ),
      );
    }
  });

  test('every page runs React only in the form island: at most 85 KB of script and 150 KB in all, gzipped', () => {
    for (const page of pageFiles) {
      const scripts = scriptsOf(readFileSync(join('dist', page), 'utf8'));
      expect(scripts, page).toHaveLength(1);
      expect(scripts[0], page).toMatch(/^assets\/client-[\w-]+\.js$/);
      const script = gzipped(scripts[0]!);
      expect(script, page).toBeLessThanOrEqual(85 * KB);
      expect(gzipped(page) + gzipped('favicon.svg') + script, page).toBeLessThanOrEqual(150 * KB);
      // The e-mail SDK is not part of the first load.
      expect(readFileSync(join('dist', scripts[0]!), 'utf8')).not.toContain('api/v1.0/email/send');
    }
  });
});

test('the 404 page loads at most 10 KB of script, all of it inline', () => {
  const html = readFileSync('dist/404.html', 'utf8');
  expect(html).not.toMatch(/<script[^>]+src=|rel="modulepreload"/);
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].reduce(
    (sum, match) => sum + Buffer.byteLength(match[1]!),
    0,
  );
  expect(inline).toBeGreaterThan(0);
  expect(inline).toBeLessThanOrEqual(10 * KB);
});

test('every icon, image and manifest the pages link ships in dist/', () => {
  const html = readFileSync('dist/index.html', 'utf8');
  const manifest = JSON.parse(readFileSync('dist/manifest.webmanifest', 'utf8')) as {
    icons: { src: string }[];
  };
  const linked = [
    ...[
      ...html.matchAll(
        new RegExp(`(?:href|content)="(?:${site})?(/[^"#]+\\.(?:png|svg|ico|webmanifest))"`, 'g'),
      ),
    ].map((m) => m[1]!),
    ...manifest.icons.map((icon) => icon.src),
  ];
  expect(linked).toEqual(
    expect.arrayContaining([
      '/og-image.png',
      '/favicon.svg',
      '/apple-touch-icon.png',
      '/icon-512.png',
    ]),
  );
  for (const path of linked) expect(existsSync(join('dist', path)), path).toBe(true);
});
