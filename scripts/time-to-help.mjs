// @ts-check
/**
 * The "time to help" scenarios of `npm run bench`: a phone on a slow connection (Chrome's slow 4G:
 * 150 ms round trip, 1.6 Mbps down, CPU 4× slower) taps a button, and the clock runs from the
 * finger touching the screen to the frame that shows what the visitor came for.
 */
import { chromium } from '@playwright/test';

const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/**
 * @typedef {{ name: string, opener: string, waitBeforeTap: 'first-paint' | 'load+1.5s', shows: 'city-phones' | 'service-details' }} Scenario
 * @type {Scenario[]}
 */
export const scenarios = [
  {
    name: 'tap right after first paint → city phones',
    opener: 'header button[commandfor]',
    waitBeforeTap: 'first-paint',
    shows: 'city-phones',
  },
  {
    name: 'tap 1.5 s after load → city phones',
    opener: 'header button[commandfor]',
    waitBeforeTap: 'load+1.5s',
    shows: 'city-phones',
  },
  {
    name: 'tap "Learn More" → service details',
    opener: '#services button[commandfor]',
    waitBeforeTap: 'first-paint',
    shows: 'service-details',
  },
];

/**
 * Runs in the page before its own code: notes when the tap lands (the finger leaves the screen),
 * then checks every frame whether what the visitor wants is on screen, and notes that frame's time.
 * @param {'city-phones' | 'service-details'} wanted
 */
function watchForHelp(wanted) {
  const visible = (/** @type {Element | null | undefined} */ element) => {
    if (!(element instanceof HTMLElement) || !element.checkVisibility()) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
  };
  const shown = {
    // Every city line of the call bar, as a link in the open dialog.
    'city-phones': () => {
      const dialog = document.querySelector('dialog[open]');
      const lines = [...document.querySelectorAll('nav[aria-label] a[href^="tel:"]')];
      return (
        !!dialog &&
        lines.length > 0 &&
        lines.every((line) =>
          [...dialog.querySelectorAll(`a[href="${line.getAttribute('href')}"]`)].some(visible),
        )
      );
    },
    'service-details': () =>
      [...document.querySelectorAll('dialog[open] h3')].some(
        (heading) => heading.textContent === 'Our Process' && visible(heading),
      ),
  };
  const result = /** @type {{ tapAt?: number, helpAt?: number }} */ ({});
  Object.defineProperty(window, '__timeToHelp', { value: result });
  addEventListener(
    'pointerup',
    (event) => {
      if (result.tapAt !== undefined) return;
      result.tapAt = event.timeStamp;
      const check = (/** @type {number} */ frameAt) => {
        if (shown[wanted]()) result.helpAt = frameAt;
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { capture: true },
  );
}

/**
 * @param {{ url: string, chromePath: string, args: string[], runs: number }} options
 * @returns {Promise<Record<string, number[]>>} milliseconds from touch to help, per scenario
 */
export async function measureTimeToHelp({ url, chromePath, args, runs }) {
  const browser = await chromium.launch({ executablePath: chromePath, args });
  /** @type {Record<string, number[]>} */
  const samples = {};
  try {
    for (let run = 0; run < runs; run++) {
      for (const scenario of scenarios) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await page.addInitScript(watchForHelp, scenario.shows);
        await page.goto(url, { waitUntil: 'commit' });
        if (scenario.waitBeforeTap === 'first-paint') {
          await page.waitForFunction(
            () => performance.getEntriesByName('first-contentful-paint').length > 0,
            null,
            { polling: 'raf' },
          );
        } else {
          await page.waitForLoadState('load');
          await page.waitForTimeout(1500);
        }
        await page.locator(scenario.opener).first().tap();
        const { tapAt, helpAt } = await page
          .waitForFunction(
            () => {
              const result = /** @type {any} */ (window).__timeToHelp;
              return result.helpAt !== undefined && result;
            },
            null,
            { timeout: 30_000 },
          )
          .then((handle) => handle.jsonValue());
        (samples[scenario.name] ??= []).push(helpAt - tapAt);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return samples;
}
