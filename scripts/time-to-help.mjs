// @ts-check
/**
 * The tap of `npm run bench`, measured as the browser measures it: Event Timing's duration of the
 * tap's interaction, from the finger's input to the next frame painted (the definition behind
 * INP), on a phone on a slow connection (Chrome's slow 4G: 150 ms round trip, 1.6 Mbps down, CPU
 * 4× slower). The same tap on a floor page (a bare native <dialog> with two call links, opened by
 * a command button) in the same run gives the yardstick: absolute milliseconds drift between runs
 * on a shared machine, the ratio does not.
 */
import { createServer } from 'node:http';
import { chromium } from '@playwright/test';

export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
/** Taps during the load: one every this many ms from the first paint… */
export const LOAD_STEP_MS = 250;
/** …to this long after the load event. */
export const AFTER_LOAD_MS = 5000;

/** The least a page can do for this tap: the browser's own dialog, nothing else. */
const FLOOR_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Floor</title>
  </head>
  <body>
    <header><button type="button" command="show-modal" commandfor="help">Get Emergency Help</button></header>
    <dialog id="help" aria-labelledby="help-title">
      <h2 id="help-title">Get Emergency Help</h2>
      <a href="tel:+14035550100">Calgary (403) 555-0100</a>
      <a href="tel:+14165550100">Toronto (416) 555-0100</a>
      <button type="button" command="close" commandfor="help">Close</button>
    </dialog>
  </body>
</html>
`;

/** Serves the floor page on a port of its own. @returns {Promise<{ url: string, close: () => void }>} */
export async function serveFloorPage() {
  const server = createServer((_, res) =>
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(FLOOR_PAGE),
  );
  await new Promise((ready) => server.listen(0, '127.0.0.1', () => ready(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}

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
 * @typedef {{ duration: number, inputDelay: number, processing: number, presentation: number, at: number }} Tap
 * @typedef {{ url: string, opener: string, shows: string }} Target
 */

/**
 * One tap on a fresh page load: `at` ms after the first paint, or at rest ('rest': the load
 * event, no request for half a second, then 2 s more).
 * @param {import('@playwright/test').Browser} browser
 * @param {Target} target
 * @param {number | 'rest'} at
 * @returns {Promise<Tap & { loadAfterPaint: number }>}
 */
async function tapOnce(browser, target, at) {
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
    if (at === 'rest') {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(2000);
    } else {
      const paint = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      );
      await page.waitForFunction((when) => performance.now() >= when, paint + at, {
        polling: 'raf',
      });
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
    const loadAfterPaint = await page.evaluate(() => {
      const navigation = /** @type {PerformanceNavigationTiming} */ (
        performance.getEntriesByType('navigation')[0]
      );
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return (navigation?.loadEventEnd || performance.now()) - paint;
    });
    const sample = { at: at === 'rest' ? -1 : at, loadAfterPaint };
    // Under 16 ms an interaction is not reported at all: count it as 16.
    if (!handle) return { ...sample, duration: 16, inputDelay: 0, processing: 0, presentation: 0 };
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
      ...sample,
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
 * Taps at rest `runs` times on each target, taking the targets in turn so that a machine that
 * slows down or speeds up during the run weighs on each of them alike; then, on each target
 * with `during`, once at each step from the first paint to 5 s after the load.
 * @param {{ chromePath: string, args: string[], targets: Array<Target & { during: boolean }>, runs: number, log?: (text: string) => void }} options
 * @returns {Promise<Array<{ rest: Tap[], load: Tap[] }>>}
 */
export async function measureTaps({ chromePath, args, targets, runs, log = () => {} }) {
  const browser = await chromium.launch({ executablePath: chromePath, args });
  try {
    const results = targets.map(() => ({
      rest: /** @type {Tap[]} */ ([]),
      load: /** @type {Tap[]} */ ([]),
    }));
    for (let run = 0; run < runs; run++)
      for (const [i, target] of targets.entries())
        results[i]?.rest.push(await tapOnce(browser, target, 'rest'));
    for (const [i, target] of targets.entries()) {
      if (!target.during) continue;
      const span = (await tapOnce(browser, target, 0)).loadAfterPaint;
      for (let at = 0; at <= span + AFTER_LOAD_MS; at += LOAD_STEP_MS) {
        results[i]?.load.push(await tapOnce(browser, target, at));
        if ((results[i]?.load.length ?? 0) % 8 === 0)
          log(`    ${target.url}: ${results[i]?.load.length} taps during the load`);
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
