// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureContent, siteContent } from '../tests/fixtures/content';
import { routesFor } from '../src/pages/registry';
import { imageSources, shareImage } from '../src/seo/share-image';
import type { SiteConfig } from '../src/content/types';
import { ICON_FILES } from '../src/config/site-constants.mjs';
import { imageFiles, renderImages } from './images.mjs';

const logoSvg = readFileSync('public/favicon.svg', 'utf8');
const siteConfig = siteContent.siteConfig;
const threeOffices = fixtureContent.siteConfig;
const sources = (config: SiteConfig) =>
  imageSources(config, logoSvg, routesFor({ ...siteContent, siteConfig: config }));
const size = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

describe('the images rendered at build time', () => {
  it('are a share image per page and the icons, PNGs of the sizes the pages and the manifest declare', async () => {
    const all = sources(siteConfig);
    // A page out of search (an office's review page) borrows its office page's image.
    const pages = [...new Set(routesFor(siteContent).map((route) => route.image.file))];
    expect(imageFiles(all).sort()).toEqual([...pages, ...ICON_FILES].sort());
    // Each page's image shows its own words.
    expect(new Set(all.pages.map((page) => JSON.stringify(page.markup))).size).toBe(pages.length);
    // Rendering one share image shows the size every one is drawn at (the build renders them all).
    const service = pages.find((file) => file.startsWith('og/services-'))!;
    const images = await renderImages(
      all,
      (file) => file === service || (ICON_FILES as readonly string[]).includes(file),
    );
    expect(Object.keys(images).sort()).toEqual([service, ...ICON_FILES].sort());
    expect(size(images[service]!)).toBe(`${shareImage.width}x${shareImage.height}`);
    expect(Object.fromEntries(ICON_FILES.map((name) => [name, size(images[name]!)]))).toEqual({
      'icon-192.png': '192x192',
      'icon-512.png': '512x512',
      'icon-maskable-512.png': '512x512',
      'apple-touch-icon.png': '180x180',
    });
  });

  it('draw the share images from the config', async () => {
    const only = (file: string) => file === 'og-image.png' || file === 'icon-512.png';
    const own = await renderImages(sources(siteConfig), only);
    const other = await renderImages(sources(threeOffices), only);
    const renamed = await renderImages(
      sources({ ...siteConfig, companyName: threeOffices.companyName }),
      only,
    );
    expect(Object.keys(own).sort()).toEqual(['icon-512.png', 'og-image.png']);
    expect(own['og-image.png']!.equals(other['og-image.png']!)).toBe(false);
    expect(own['og-image.png']!.equals(renamed['og-image.png']!)).toBe(false);
    expect(own['icon-512.png']!.equals(other['icon-512.png']!)).toBe(true);
  });

  describe('kept between builds', () => {
    const folders: string[] = [];
    const folder = () => {
      const dir = mkdtempSync(join(tmpdir(), 'share-images-'));
      folders.push(dir);
      return dir;
    };
    afterEach(() =>
      folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })),
    );
    const only = (file: string) => file === 'og-image.png';

    it('draws each image once, and a later build takes it from the cache', async () => {
      const cache = folder();
      const first = await renderImages(sources(siteConfig), only, cache);
      expect(readdirSync(cache)).toHaveLength(1);
      expect(size(first['og-image.png']!)).toBe(`${shareImage.width}x${shareImage.height}`);
      // What the cache holds is what the next build writes: it does not draw again.
      writeFileSync(join(cache, readdirSync(cache)[0]!), 'kept');
      const again = await renderImages(sources(siteConfig), only, cache);
      expect(again['og-image.png']!.toString()).toBe('kept');
      // Another company's image is another drawing, kept beside it.
      const other = await renderImages(sources(threeOffices), only, cache);
      expect(other['og-image.png']!.toString()).not.toBe('kept');
      expect(readdirSync(cache)).toHaveLength(2);
    });

    it('draws without a cache it cannot write', async () => {
      const blocked = join(folder(), 'a-file');
      writeFileSync(blocked, '');
      const images = await renderImages(sources(siteConfig), only, blocked);
      expect(size(images['og-image.png']!)).toBe(`${shareImage.width}x${shareImage.height}`);
      expect(readFileSync(blocked, 'utf8')).toBe('');
    });
  });
});
