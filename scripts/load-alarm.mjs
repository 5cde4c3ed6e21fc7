// @ts-check
/**
 * The load's smoke alarm (`npm run test:load`, part of `npm test`), on the built site: Chromium
 * loads a floor page (a bare native <dialog> and two links) and the landing page, a service's page
 * and an office's page, three times each in turn, as a phone would (the CPU 4× slower, Chrome's
 * slow 4G), and reads what the browser itself reports up to a second after the load: its long
 * tasks (blocking time: each task's part over 50 ms, as Lighthouse's TBT counts it), the largest
 * contentful paint and the layout shifts. It fails when a page's
 *   - best blocking time exceeds the floor's best by more than 250 ms, over its three loads and,
 *     where those look heavy, up to five more beside the floor's. The best, not the median: a busy
 *     two-core machine adds blocking time to a load and never takes it away (CI once saw three
 *     heavy loads of a page in a row), while work the page itself puts on the load, such as a
 *     400 ms task, is in every load;
 *   - median largest contentful paint is above 3 s, or its layout shift above 0.1.
 * Loose enough never to flake, and a few seconds long; the real budgets are the bench's
 * (`npm run bench`: Lighthouse and the tap), documented in docs/performance.md.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser } from './browsers.mjs';
import { measuredPages, median } from './lighthouse-run.mjs';
import { startServer } from './serve.mjs';
import { serveFloorPage } from './floor-pages.mjs';
import { CPU_SLOWDOWN, SLOW_4G } from './time-to-help.mjs';

const ALARM = { runs: 3, again: 5, ownBlockingMs: 250, lcpMs: 3000, cls: 0.1 };
const DIR = process.env.ALARM_DIR ?? 'dist';
const PORT = 4396;

/** In the page, before its own code: keeps what the browser reports of the load. */
function recordLoad() {
  const seen = { blocking: 0, lcp: 0, cls: 0 };
  Object.defineProperty(window, '__load', { value: seen });
  const observe = (/** @type {string} */ type, /** @type {(e: any) => void} */ take) =>
    new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({
      type,
      buffered: true,
    });
  observe('longtask', (task) => (seen.blocking += Math.max(0, task.duration - 50)));
  observe('largest-contentful-paint', (paint) => (seen.lcp = paint.startTime));
  observe('layout-shift', (shift) => (seen.cls += shift.hadRecentInput ? 0 : shift.value));
}

/**
 * One load of a page on a phone's pace. @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function loadOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.addInitScript(recordLoad);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    return /** @type {{ blocking: number, lcp: number, cls: number }} */ (
      await page.evaluate(() => /** @type {any} */ (window).__load)
    );
  } finally {
    await context.close();
  }
}

if (!existsSync(`${DIR}/sitemap.xml`)) {
  console.error(`✖ ${DIR}/ is missing: build first.`);
  process.exit(1);
}
const chromePath = findBrowser();
if (!chromePath) {
  console.error('✖ No Chrome or Chromium found: run "node scripts/ensure-browsers.mjs chromium".');
  process.exit(1);
}

const pages = measuredPages(DIR).map(([, path]) => path);
const server = await startServer({
  dir: DIR,
  port: PORT,
  quiet: true,
  warm: true,
  // The bytes are the bench's to weigh; brotli's best level would add seconds of CPU before the first load.
  fastCompression: true,
});
const floorPage = await serveFloorPage();
const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
/** @type {Map<string, Array<{ blocking: number, lcp: number, cls: number }>>} */
const results = new Map();
const targets = [
  ['floor', floorPage.url],
  ...pages.map((path) => [path, `http://127.0.0.1:${PORT}${path}`]),
];
console.log(
  `› The load's smoke alarm: ${ALARM.runs} loads of a floor page and ${pages.join(', ')}…`,
);
/** One load of each target, in turn, so a busy moment of the machine weighs on each alike. */
async function loadInTurn(/** @type {string[][]} */ these) {
  for (const [name, url] of these) {
    const key = /** @type {string} */ (name);
    results.set(key, [
      ...(results.get(key) ?? []),
      await loadOnce(browser, /** @type {string} */ (url)),
    ]);
  }
}
const loads = (/** @type {string} */ name) => results.get(name) ?? [];
const best = (/** @type {string} */ name) => Math.min(...loads(name).map((n) => n.blocking));
const heavy = () => pages.filter((path) => best(path) - best('floor') > ALARM.ownBlockingMs);
try {
  for (let run = 0; run < ALARM.runs; run++) await loadInTurn(targets);
  // A page that looks heavy is loaded again beside the floor before the alarm sounds: a busy
  // machine can weigh on three loads in a row, while a page's own heavy task is in every load.
  for (let again = 0; again < ALARM.again && heavy().length > 0; again++)
    await loadInTurn(targets.filter(([name]) => name === 'floor' || heavy().includes(name ?? '')));
} finally {
  await browser.close();
  server.close();
  floorPage.close();
}

const floor = best('floor');
console.log(`  floor page: blocking ${Math.round(floor)} ms (best of ${loads('floor').length})`);
/** @type {string[]} */
const alarms = [];
for (const path of pages) {
  const blocking = best(path);
  const lcp = median(loads(path).map((n) => n.lcp));
  const cls = median(loads(path).map((n) => n.cls));
  console.log(
    `  ${path}: blocking ${Math.round(blocking)} ms at best of ${loads(path).length} (${Math.round(blocking - floor)} over the floor), LCP ${Math.round(lcp)} ms, CLS ${cls.toFixed(3)}`,
  );
  if (blocking - floor > ALARM.ownBlockingMs)
    alarms.push(
      `${path}: its long tasks block ${Math.round(blocking)} ms, ${Math.round(blocking - floor)} ms more than the floor's (at most ${ALARM.ownBlockingMs})`,
    );
  if (lcp > ALARM.lcpMs) alarms.push(`${path}: LCP ${Math.round(lcp)} ms (at most ${ALARM.lcpMs})`);
  if (cls > ALARM.cls) alarms.push(`${path}: CLS ${cls.toFixed(3)} (at most ${ALARM.cls})`);
}
if (alarms.length > 0) {
  console.error(`✖ The load got heavy (npm run bench tells more):\n  - ${alarms.join('\n  - ')}`);
  process.exit(1);
}
console.log('✓ The load is light on every page measured.');
