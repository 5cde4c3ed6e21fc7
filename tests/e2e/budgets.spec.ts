import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { siteConfig } from '../../src/site.config';
import { expect, test } from './fixtures';

const KB = 1024;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const site = escaped(siteConfig.siteUrl);

const gzipped = (file: string) => gzipSync(readFileSync(join('dist', file)), { level: 9 }).length;

test.describe('byte budgets of the built site', () => {
  const html = readFileSync('dist/index.html', 'utf8');
  // The form island's script (loaded by the inline script once the page has painted), and
  // anything the page loads or preloads besides.
  const scripts = [
    ...html.matchAll(
      /<(?:script[^>]+(?:src|data-island-script)|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g,
    ),
  ].map((match) => match[1]!);

  test('the first HTML carries its CSS and links no stylesheet', () => {
    expect(html).toMatch(/<style>/);
    expect(html).not.toMatch(/rel="stylesheet"/);
    expect(html).not.toMatch(
      new RegExp(
        `https?://(?!${site.slice('https://'.length)}|schema\\.org)[^"'\\s]+\\.(js|css|woff2?)`,
      ),
    );
  });

  test('first-load JavaScript is at most 85 KB gzipped', () => {
    expect(scripts.length).toBeGreaterThan(0);
    const total = scripts.reduce((sum, file) => sum + gzipped(file), 0);
    expect(total).toBeLessThanOrEqual(85 * KB);
  });

  test('the whole first load is at most 150 KB gzipped', () => {
    const total =
      gzipped('index.html') +
      gzipped('favicon.svg') +
      scripts.reduce((sum, file) => sum + gzipped(file), 0);
    expect(total).toBeLessThanOrEqual(150 * KB);
  });

  test('the e-mail SDK is not part of the first load', () => {
    for (const file of scripts)
      expect(readFileSync(join('dist', file), 'utf8')).not.toContain('api/v1.0/email/send');
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
