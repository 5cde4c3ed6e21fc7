// @ts-check
/**
 * The share image and the icon set, rendered at build time from the site config and the logo
 * (public/favicon.svg): satori lays out the share image's markup (src/seo/share-image.tsx) as SVG,
 * resvg turns each SVG into a PNG. No browser, nothing committed.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

export const IMAGE_FILES = /** @type {const} */ ([
  'og-image.png',
  'icon-192.png',
  'icon-512.png',
  'icon-maskable-512.png',
  'apple-touch-icon.png',
]);

/** @typedef {{ shareImage: import('react').ReactNode, width: number, height: number, logoSvg: string, iconBackground: string }} ImageSources */

const require = createRequire(import.meta.url);

/** @type {Promise<import('satori').SatoriOptions['fonts']> | undefined} */
let fonts;
const loadFonts = () =>
  (fonts ??= Promise.all(
    [400, 800].flatMap((weight) =>
      ['latin', 'latin-ext'].map(async (subset) => ({
        name: 'Inter',
        weight: /** @type {400 | 800} */ (weight),
        style: /** @type {const} */ ('normal'),
        data: await readFile(
          require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
        ),
      })),
    ),
  ));

/** @param {string} svg @param {number} width */
const png = (svg, width) =>
  new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } })
    .render()
    .asPng();

/** The logo inside a full square of its background, within the safe zone a round mask keeps. */
function onBackground(/** @type {string} */ logoSvg, /** @type {string} */ background) {
  const logo = logoSvg.replace('<svg ', '<svg x="20" y="20" width="60" height="60" ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${background}"/>${logo}</svg>`;
}

/**
 * @param {ImageSources} sources
 * @returns {Promise<Record<(typeof IMAGE_FILES)[number], Buffer>>}
 */
export async function renderImages({ shareImage, width, height, logoSvg, iconBackground }) {
  const share = await satori(shareImage, { width, height, fonts: await loadFonts() });
  const square = onBackground(logoSvg, iconBackground);
  return {
    'og-image.png': png(share, width),
    'icon-192.png': png(logoSvg, 192),
    'icon-512.png': png(logoSvg, 512),
    'icon-maskable-512.png': png(square, 512),
    'apple-touch-icon.png': png(square, 180),
  };
}
