// @ts-check
/**
 * One Lighthouse run (mobile defaults: simulated slow 4G and a 4× slower CPU) of a page in a fresh
 * headless Chromium, reduced to the numbers the bench and the load alarm read. Shared by
 * scripts/bench.mjs and scripts/load-alarm.mjs.
 */
import { readFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './browsers.mjs';

/**
 * @typedef {{ scores: Record<string, number>, lcp: number, tbt: number, cls: number,
 *   transferred: Record<string, number> }} LighthouseNumbers
 */

/**
 * Runs Lighthouse on `url`; a run that loses the page's trace (NO_FCP and the like) is tried
 * again, up to `attempts` times in all, so one bad run cannot skew a median.
 * @param {string} chromePath
 * @param {string} url
 * @param {{ attempts?: number, warn?: (text: string) => void }} [options]
 * @returns {Promise<LighthouseNumbers>}
 */
export async function runLighthouse(chromePath, url, { attempts = 3, warn = () => {} } = {}) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    try {
      const lhr = (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }))
        ?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no result');
      if (lhr.runtimeError) {
        if (attempt >= attempts)
          throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code}`);
        warn(`  ${url}: run failed (${lhr.runtimeError.code}); trying again`);
        continue;
      }
      const items = /** @type {any} */ (lhr.audits['resource-summary']?.details)?.items ?? [];
      return {
        scores: Object.fromEntries(
          Object.entries(lhr.categories).map(([id, category]) => [
            id,
            Math.round((category.score ?? 0) * 100),
          ]),
        ),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        transferred: Object.fromEntries(
          items.map((/** @type {any} */ item) => [item.resourceType, item.transferSize / 1024]),
        ),
      };
    } finally {
      await chrome.kill();
    }
  }
}

/** @param {number[]} values */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/**
 * The pages measured: the landing page, the first service's page and the first office's, from
 * the sitemap of the build in `dir`.
 * @param {string} dir
 * @returns {Array<[kind: string, path: string]>}
 */
export function measuredPages(dir) {
  const paths = sitemapPaths(dir);
  const first = (/** @type {RegExp} */ pattern) => paths.find((path) => pattern.test(path));
  return [
    ['landing', '/'],
    ['service', first(/^\/services\/.+\//) ?? '/services/'],
    ['office', first(/^\/locations\/.+\//) ?? '/locations/'],
  ];
}

/**
 * Pages Lighthouse scores besides those the taps measure: the careers page, an opening and a
 * town's page, when the build has them (a company hiring no one has neither in its sitemap, one
 * whose towns have no page of their own none).
 * @param {string} dir
 * @returns {Array<[string, string]>}
 */
export function scoredPages(dir) {
  const paths = sitemapPaths(dir);
  return /** @type {Array<[string, string | undefined]>} */ ([
    ['careers', paths.find((path) => path === '/careers/')],
    ['opening', paths.find((path) => /^\/careers\/.+\//.test(path))],
    ['town', paths.find((path) => /^\/locations\/[^/]+\/(?!review\/)[^/]+\/$/.test(path))],
  ]).filter(/** @returns {page is [string, string]} */ (page) => page[1] !== undefined);
}

/** @param {string} dir */
function sitemapPaths(dir) {
  return [
    ...readFileSync(`${dir}/sitemap.xml`, 'utf8').matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g),
  ].map((match) => match[1] ?? '/');
}
