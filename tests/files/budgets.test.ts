import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { headersForPath, parseHeadersFile } from '../../src/config/security-headers.mjs';
import { pageFile, sitemapPaths } from '../fixtures/built-site';
import { builtSites } from './sites';

const KB = 1024;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const gzipped = (dir: string, file: string) =>
  gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;

/** Every page of a build, from its sitemap. */
const pageFilesOf = (dir: string, siteUrl: string) => sitemapPaths(dir, siteUrl).map(pageFile);

/** The scripts a page loads: the form island's (fetched by the inline script once painted) and any other. */
const scriptsOf = (html: string) =>
  [
    ...html.matchAll(
      /<(?:script[^>]+(?:src|data-island-script)|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g,
    ),
  ].map((match) => match[1]!);

// The example's and the three-office company's builds: the second has job photos and proof.
describe.each(await builtSites('site', 'three'))('the $name build', ({ site, dir: distDir }) => {
  const rules = parseHeadersFile(readFileSync(join(distDir, '_headers'), 'utf8'));
  /** A response's header bytes for a path: the site's rules, and 300 B a server adds of its own. */
  const headerBytes = (path: string) =>
    Object.entries(headersForPath(rules, path)).reduce(
      (sum, [name, value]) => sum + name.length + value.length + 4,
      300,
    );
  describe('byte budgets of the built site', () => {
    test('covers every page type', () => {
      const pageFiles = pageFilesOf(distDir, site.siteUrl);
      for (const page of [
        'index.html',
        'services/index.html',
        'services/water-damage-restoration/index.html',
        `locations/${site.offices[0].id}/index.html`,
        'insurance-claims/index.html',
        'guides/index.html',
        'privacy/index.html',
      ])
        expect(pageFiles).toContain(page);
    });

    test('every page carries its CSS inline, links no stylesheet and nothing from another origin', () => {
      const origin = escaped(site.siteUrl);
      for (const page of pageFilesOf(distDir, site.siteUrl)) {
        const html = readFileSync(join(distDir, page), 'utf8');
        expect(html, page).toMatch(/<style>/);
        expect(html, page).not.toMatch(/rel="stylesheet"/);
        expect(html, page).not.toMatch(
          new RegExp(
            `https?://(?!${origin.slice('https://'.length)}|schema\\.org)[^"'\\s]+\\.(js|css|woff2?)`,
          ),
        );
      }
    });

    test('every page runs React only in the form island: at most 85 KB of script with its headers, and 150 KB in all, gzipped', () => {
      const gzip = (file: string) => gzipped(distDir, file);
      for (const page of pageFilesOf(distDir, site.siteUrl)) {
        const [island, ...others] = scriptsOf(readFileSync(join(distDir, page), 'utf8'));
        expect(island, page).toMatch(/^assets\/island-entry-[\w-]+\.js$/);
        // The locations page adds its office finder: a few KB, no React, nothing shared with the island.
        expect(others, page).toHaveLength(page === 'locations/index.html' ? 1 : 0);
        for (const finder of others) {
          expect(finder, page).toMatch(/^assets\/office-finder-[\w-]+\.js$/);
          expect(gzip(finder), page).toBeLessThanOrEqual(8 * KB);
          expect(readFileSync(join(distDir, finder), 'utf8')).not.toMatch(/^import\s|react/im);
        }
        const scripts = [island!];
        const script = gzip(scripts[0]!);
        // What nginx sends (gzip_static): the build's own gzip beside the script.
        const sent = readFileSync(join(distDir, `${scripts[0]}.gz`)).length;
        expect(sent, page).toBeLessThanOrEqual(script);
        // As Lighthouse counts it: the bytes on the wire, headers included (the site's own, and
        // what any server adds: status, type, length, encoding, date, validators).
        expect(sent + headerBytes(`/${scripts[0]}`), page).toBeLessThanOrEqual(85 * KB);
        expect(gzip(page) + gzip('favicon.svg') + script, page).toBeLessThanOrEqual(150 * KB);
        // The sending code is not part of the first load.
        expect(readFileSync(join(distDir, scripts[0]!), 'utf8')).not.toContain(
          'api/v1.0/email/send',
        );
      }
    });
  });

  test('the sending code, fetched when a form is used, imports no other chunk: a retried island (?retry=N) never loads the page’s code twice', () => {
    const sending = readdirSync(join(distDir, 'assets')).filter((file) =>
      readFileSync(join(distDir, 'assets', file), 'utf8').includes('api/v1.0/email/send'),
    );
    expect(sending).toHaveLength(1);
    expect(sending[0]).toMatch(/\.js$/);
    expect(readFileSync(join(distDir, 'assets', sending[0]!), 'utf8')).not.toMatch(
      /\bimport\b|from\s*["'`]/,
    );
  });

  test('the 404 page loads at most 10 KB of script, all of it inline', () => {
    const html = readFileSync(join(distDir, '404.html'), 'utf8');
    expect(html).not.toMatch(/<script[^>]+src=|rel="modulepreload"/);
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].reduce(
      (sum, match) => sum + Buffer.byteLength(match[1]!),
      0,
    );
    expect(inline).toBeGreaterThan(0);
    expect(inline).toBeLessThanOrEqual(10 * KB);
  });

  test('every icon, image and manifest the pages link ships in dist/', () => {
    const origin = escaped(site.siteUrl);
    const html = readFileSync(join(distDir, 'index.html'), 'utf8');
    const manifest = JSON.parse(readFileSync(join(distDir, 'manifest.webmanifest'), 'utf8')) as {
      icons: { src: string }[];
    };
    const linked = [
      ...[
        ...html.matchAll(
          new RegExp(
            `(?:href|content)="(?:${origin})?(/[^"#]+\\.(?:png|svg|ico|webmanifest))"`,
            'g',
          ),
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
    for (const path of linked) expect(existsSync(join(distDir, path)), path).toBe(true);
  });

  test('every job photo is served as AVIF and WebP in a few widths, each at most 150 KB, with nothing of the camera or the place', () => {
    const photos = existsSync(join(distDir, 'photos')) ? readdirSync(join(distDir, 'photos')) : [];
    for (const photo of photos) {
      expect(photo).toMatch(/-\d+\.(avif|webp)$/);
      const bytes = readFileSync(join(distDir, 'photos', photo));
      expect(bytes.length, photo).toBeLessThanOrEqual(150 * KB);
      // EXIF (camera, time, GPS position) and XMP blocks start with these markers.
      expect(bytes.includes('Exif'), photo).toBe(false);
      expect(bytes.includes('<x:xmpmeta'), photo).toBe(false);
    }
  });
});
