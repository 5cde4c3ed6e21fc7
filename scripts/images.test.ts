// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteConfig as threeOffices } from '../tests/fixtures/three-offices.config';
import { shareImage } from '../src/seo/head';
import { imageSources } from '../src/seo/share-image';
import { siteConfig } from '../src/site.config';
import type { SiteConfig } from '../src/config/site-config-types';
import { IMAGE_FILES, renderImages } from './images.mjs';

const logoSvg = readFileSync('public/favicon.svg', 'utf8');
const render = (config: SiteConfig) => renderImages(imageSources(config, logoSvg));
const size = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

describe('the images rendered at build time', () => {
  it('are PNGs of the sizes the pages and the manifest declare', async () => {
    const images = await render(siteConfig);
    expect(Object.keys(images).sort()).toEqual([...IMAGE_FILES].sort());
    expect(
      Object.fromEntries(Object.entries(images).map(([name, png]) => [name, size(png)])),
    ).toEqual({
      'og-image.png': `${shareImage.width}x${shareImage.height}`,
      'icon-192.png': '192x192',
      'icon-512.png': '512x512',
      'icon-maskable-512.png': '512x512',
      'apple-touch-icon.png': '180x180',
    });
  });

  it('draw the share image from the config', async () => {
    const own = await render(siteConfig);
    const other = await render(threeOffices);
    const renamed = await render({ ...siteConfig, companyName: threeOffices.companyName });
    expect(own['og-image.png'].equals(other['og-image.png'])).toBe(false);
    expect(own['og-image.png'].equals(renamed['og-image.png'])).toBe(false);
    expect(own['icon-512.png'].equals(other['icon-512.png'])).toBe(true);
  });
});
