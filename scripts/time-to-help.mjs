// @ts-check
/**
 * The tap of `npm run bench`, measured as the browser measures it: Event Timing's duration of the
 * tap's interaction, from the finger's input to the next frame painted (the definition behind
 * INP), on a phone on a slow connection (Chrome's slow 4G: 150 ms round trip, 1.6 Mbps down, CPU
 * 4× slower). The same tap on the floor pages (scripts/floor-pages.mjs) in the same run gives the
 * yardstick: absolute milliseconds drift between runs on a shared machine, the ratio does not.
 */
import { chromium } from '@playwright/test';

export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
/** The two moments of a tap: at rest, and right after the page's first paint. */
export const MOMENTS = /** @type {const} */ (['rest', 'afterPaint']);

/** In the page, before its own code: keeps every Event Timing entry of an interaction. */
function recordInteractions() {
  /** @type {Array<{ id: number, name: string, start: number, duration: number, processingStart: number, processingEnd: number }>} */
  const entries = [];
  Object.defineProperty(window, '__interactions', { value: entries });
  new PerformanceObserver((list) => {
    for (const entry of /** @type {PerformanceEventTiming[]} */ (list.getEntries())) {
      if (!entry.interactionId) continue;
      entries.push({
        id: entry.interactionId,
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
    }
    // @ts-expect-error durationThreshold is Event Timing's own option
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * @typedef {{ duration: number, inputDelay: number, processing: number, presentation: number }} Tap
 * @typedef {{ url: string, opener: string, shows: string }} Target
 * @typedef {(typeof MOMENTS)[number]} Moment
 */

/**
 * One tap on a fresh page load: at rest (the load event, no request for half a second, then 2 s
 * more), or in the first frame after the first paint, while the page still loads.
 * @param {import('@playwright/test').Browser} browser
 * @param {Target} target
 * @param {Moment} moment
 * @returns {Promise<Tap>}
 */
async function tapOnce(browser, target, moment) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(recordInteractions);
    await page.goto(target.url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      { polling: 'raf', timeout: 30_000 },
    );
    if (moment === 'rest') {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(2000);
    }
    // The finger: touch events at the opener's centre, with no driver round trip in between.
    const point = await page.evaluate((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
    }, target.opener);
    if (!point) throw new Error(`${target.url}: no ${target.opener} to tap`);
    const tapAt = await page.evaluate(() => performance.now());
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForFunction(
      (selector) => !!document.querySelector(selector)?.checkVisibility(),
      target.shows,
      {
        timeout: 30_000,
      },
    );
    // Event Timing reports an interaction once its next frame is painted: wait for it, then for
    // any entry of the same interaction still on its way.
    const handle = await page
      .waitForFunction(
        (since) => {
          const all = /** @type {any} */ (window).__interactions.filter(
            (/** @type {{ start: number }} */ entry) => entry.start >= since - 1,
          );
          return all.length > 0 && all;
        },
        tapAt,
        { timeout: 5_000, polling: 100 },
      )
      .catch(() => null);
    // Under 16 ms an interaction is not reported at all: count it as 16.
    if (!handle) return { duration: 16, inputDelay: 0, processing: 0, presentation: 0 };
    await page.waitForTimeout(300);
    /** @type {Array<{ id: number, name: string, start: number, duration: number, processingStart: number, processingEnd: number }>} */
    const entries = await page.evaluate(
      (since) =>
        /** @type {any} */ (window).__interactions.filter(
          (/** @type {{ start: number }} */ e) => e.start >= since - 1,
        ),
      tapAt,
    );
    const id = entries[0]?.id;
    const mine = entries.filter((entry) => entry.id === id);
    const longest = mine.reduce((a, b) => (b.duration > a.duration ? b : a));
    return {
      duration: longest.duration,
      inputDelay: longest.processingStart - longest.start,
      processing: longest.processingEnd - longest.processingStart,
      presentation: longest.start + longest.duration - longest.processingEnd,
    };
  } finally {
    await context.close();
  }
}

/**
 * Taps `runs` times on each target at each moment asked (both unless told): at rest, and right
 * after the first paint. The targets are taken in turn, so that a machine that slows down or
 * speeds up during the run weighs on each of them alike.
 * @param {{ chromePath: string, args: string[], targets: Target[], runs: number, moments?: readonly Moment[], log?: (text: string) => void }} options
 * @returns {Promise<Array<Record<Moment, Tap[]>>>}
 */
export async function measureTaps({
  chromePath,
  args,
  targets,
  runs,
  moments = MOMENTS,
  log = () => {},
}) {
  const browser = await chromium.launch({ executablePath: chromePath, args });
  try {
    const results = targets.map(() => ({
      rest: /** @type {Tap[]} */ ([]),
      afterPaint: /** @type {Tap[]} */ ([]),
    }));
    for (let run = 0; run < runs; run++) {
      for (const [i, target] of targets.entries())
        for (const moment of moments)
          results[i]?.[moment].push(await tapOnce(browser, target, moment));
      log(`    ${run + 1} of ${runs} rounds`);
    }
    return results;
  } finally {
    await browser.close();
  }
}
