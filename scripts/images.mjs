// @ts-check
/**
 * Every page's share image and the icon set, rendered at build time from the site config and the
 * logo (public/favicon.svg): satori lays out each share image's markup (src/seo/share-image.tsx) as
 * SVG, resvg turns each SVG into a PNG. No browser, nothing committed.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

import { BUILD_CACHE, keptOnce } from '../src/lib/build-cache.mjs';
import { ICON_FILES } from '../src/config/site-constants.mjs';

/**
 * @typedef {{ pages: Array<{ file: string, markup: import('react').ReactNode }>, width: number, height: number, logoSvg: string, iconBackground: string }} ImageSources
 */

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

/**
 * Where each PNG is kept by a hash of its SVG and width: most pages' images are the same from one
 * build to the next (and across the test sites that share a company), and drawing them is most of
 * their time. resvg's version is in the folder's name, so another one starts afresh.
 */
export const IMAGE_CACHE = `${BUILD_CACHE}/share-images/resvg-${require('@resvg/resvg-js/package.json').version}`;

/** @param {string} svg @param {number} width @param {string} cache */
const png = (svg, width, cache) =>
  keptOnce(cache, `${createHash('sha256').update(`${width}\n${svg}`).digest('hex')}.png`, () =>
    new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } })
      .render()
      .asPng(),
  );

/** The logo inside a full square of its background, within the safe zone a round mask keeps. */
function onBackground(/** @type {string} */ logoSvg, /** @type {string} */ background) {
  const logo = logoSvg.replace('<svg ', '<svg x="20" y="20" width="60" height="60" ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${background}"/>${logo}</svg>`;
}

/**
 * The file names of every image, without rendering them.
 * @param {ImageSources} sources
 */
export const imageFiles = (sources) => [...sources.pages.map((page) => page.file), ...ICON_FILES];

/**
 * @param {ImageSources} sources
 * @param {(file: string) => boolean} [wanted] only the files it accepts (the dev server renders one)
 * @param {string} [cache] where the PNGs are kept between builds
 * @returns {Promise<Record<string, Buffer>>} file name (relative to dist/) → PNG
 */
export async function renderImages(
  { pages, width, height, logoSvg, iconBackground },
  wanted = () => true,
  cache = IMAGE_CACHE,
) {
  /** @type {Record<string, Buffer>} */
  const images = {};
  for (const page of pages.filter((p) => wanted(p.file))) {
    const svg = await satori(page.markup, { width, height, fonts: await loadFonts() });
    images[page.file] = await png(svg, width, cache);
  }
  const square = onBackground(logoSvg, iconBackground);
  /** @type {Record<(typeof ICON_FILES)[number], () => Promise<Buffer>>} */
  const icons = {
    'icon-192.png': () => png(logoSvg, 192, cache),
    'icon-512.png': () => png(logoSvg, 512, cache),
    'icon-maskable-512.png': () => png(square, 512, cache),
    'apple-touch-icon.png': () => png(square, 180, cache),
  };
  for (const [file, draw] of Object.entries(icons)) if (wanted(file)) images[file] = await draw();
  return images;
}
