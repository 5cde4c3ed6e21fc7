// @ts-check
/**
 * `npm run bench`: what a visitor on a slow phone feels, and Lighthouse, against the built site
 * served with compression. A benchmark, not a test: it prints medians and ranges against the
 * budgets and exits 1 on a miss.
 *
 * The tap: Event Timing's duration of a tap on "Get Emergency Help" (input to next paint), against
 * the same tap on a bare <dialog> floor page in the same run (scripts/time-to-help.mjs). Budgets:
 * at rest, the median within 1.5× the floor's; from the first paint to 5 s after the load, the
 * worst within 2× the floor's worst.
 * Lighthouse (mobile defaults) on the landing page, a service's page and an office's page:
 * every score 100, LCP ≤ 1 s, TBT ≤ 50 ms, CLS ≤ 0.01, at most 150 KB transferred.
 * BENCH_DIR=dist-fixture measures the fixture build instead, whose service and office pages carry
 * a job's photos.
 */
import { existsSync } from 'node:fs';
import { CHROMIUM_ARGS, findBrowser } from './browsers.mjs';
import { measuredPages, median, runLighthouse } from './lighthouse-run.mjs';
import { startServer } from './serve.mjs';
import { CPU_SLOWDOWN, measureTaps, serveFloorPage } from './time-to-help.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const HELP_RUNS = Math.max(5, Number(process.env.BENCH_HELP_RUNS ?? 7));
/** BENCH_ONLY=taps or BENCH_ONLY=lighthouse runs one half. */
const ONLY = process.env.BENCH_ONLY ?? '';
const PORT = 4390;
/** BENCH_DIR=dist-fixture measures the test company's build (its pages carry job photos). */
const DIR = process.env.BENCH_DIR ?? 'dist';
if (!existsSync(`${DIR}/index.html`)) {
  console.error(
    `✖ ${DIR}/ is missing: run "npm run build" (or "node scripts/build.mjs --local-email") first.`,
  );
  process.exit(1);
}
const chromePath = findBrowser();
if (!chromePath) {
  console.error('✖ No Chrome or Chromium found: set CHROME_PATH.');
  process.exit(1);
}

const ms = (/** @type {number} */ value) => `${Math.round(value)}`.padStart(5);
/** @type {string[]} */
const missed = [];
const server = await startServer({ dir: DIR, port: PORT, quiet: true, warm: true });
const pages = measuredPages(DIR);

if (ONLY !== 'lighthouse') {
  const floorPage = await serveFloorPage();
  const site = (/** @type {string} */ path) => ({
    url: `http://127.0.0.1:${PORT}${path}`,
    opener: 'header button[commandfor]',
    shows: 'dialog#emergency-help',
  });
  const log = (/** @type {string} */ text) => console.log(text);
  console.log(
    `› Taps on "Get Emergency Help" (Event Timing, input to next paint), slow 4G, CPU ${CPU_SLOWDOWN}× slower: ${HELP_RUNS} at rest per page, and one every 250 ms from the first paint to 5 s after the load…`,
  );
  const [floor, ...onPages] = await measureTaps({
    chromePath,
    args: CHROMIUM_ARGS,
    targets: [
      { url: floorPage.url, opener: 'header button', shows: 'dialog#help', during: true },
      ...pages.map(([, path]) => ({ ...site(path), during: true })),
    ],
    runs: HELP_RUNS,
    log,
  });
  if (!floor) throw new Error('The floor page was not measured');
  const measured = pages.map(
    ([kind, path], i) =>
      /** @type {const} */ ([`${kind} ${path}`, onPages[i] ?? { rest: [], load: [] }]),
  );
  floorPage.close();

  const floorRest = median(floor.rest.map((tap) => tap.duration));
  const floorWorst = Math.max(...floor.load.map((tap) => tap.duration));
  console.log('\nThe tap, in ms (median of its parts: input delay + handlers + presentation):');
  const parts = (/** @type {import('./time-to-help.mjs').Tap[]} */ taps) =>
    `${ms(median(taps.map((t) => t.inputDelay)))} +${ms(median(taps.map((t) => t.processing)))} +${ms(median(taps.map((t) => t.presentation)))}`;
  const range = (/** @type {number[]} */ values) =>
    `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
  console.log(
    `  floor at rest        median ${ms(floorRest)}  (${range(floor.rest.map((t) => t.duration))})  parts ${parts(floor.rest)}`,
  );
  console.log(
    `  floor during load    worst  ${ms(floorWorst)}  median ${ms(median(floor.load.map((t) => t.duration)))} over ${floor.load.length} taps`,
  );
  for (const [name, taps] of measured) {
    const rest = median(taps.rest.map((t) => t.duration));
    const ratio = rest / floorRest;
    const ok = ratio <= 1.5;
    if (!ok) missed.push(`tap at rest on ${name}: ${ratio.toFixed(2)}× the floor`);
    console.log(
      `  ${name.padEnd(20).slice(0, 40)} at rest median ${ms(rest)}  (${range(taps.rest.map((t) => t.duration))})  parts ${parts(taps.rest)}  ${ratio.toFixed(2)}× floor  ≤ 1.5× ${ok ? 'ok' : 'MISSED'}`,
    );
    if (taps.load.length > 0) {
      const worst = taps.load.reduce((a, b) => (b.duration > a.duration ? b : a));
      const worstRatio = worst.duration / floorWorst;
      const good = worstRatio <= 2;
      if (!good)
        missed.push(`worst tap during the load of ${name}: ${worstRatio.toFixed(2)}× the floor's`);
      console.log(
        `  ${name.padEnd(20).slice(0, 40)} during load worst ${ms(worst.duration)} (at ${worst.at} ms after first paint; input delay ${Math.round(worst.inputDelay)}, handlers ${Math.round(worst.processing)}, presentation ${Math.round(worst.presentation)})  median ${ms(median(taps.load.map((t) => t.duration)))} over ${taps.load.length} taps  ${worstRatio.toFixed(2)}× floor's worst (${(worst.duration / floorRest).toFixed(2)}× its rest)  ≤ 2× ${good ? 'ok' : 'MISSED'}`,
      );
    }
  }
}

if (ONLY !== 'taps') {
  /** @type {Record<string, { text: string, met: (value: number) => boolean }>} */
  const budgets = {
    'LCP (ms)': { text: '≤ 1000', met: (value) => value <= 1000 },
    'TBT (ms)': { text: '≤ 50', met: (value) => value <= 50 },
    CLS: { text: '≤ 0.01', met: (value) => value <= 0.01 },
    'KB transferred: total': { text: '≤ 150', met: (value) => value <= 150 },
  };
  const budgetFor = (/** @type {string} */ metric) =>
    budgets[metric] ??
    (metric.startsWith('score')
      ? { text: '= 100', met: (/** @type {number} */ value) => value === 100 }
      : null);
  const format = (/** @type {string} */ key, /** @type {number} */ value) =>
    key === 'CLS'
      ? value.toFixed(3)
      : key.startsWith('KB')
        ? value.toFixed(1)
        : String(Math.round(value));
  console.log(
    `\nLighthouse, mobile defaults: medians of ${RUNS} runs a page, with the range seen:`,
  );
  for (const [kind, path] of pages) {
    /** @type {Record<string, number[]>} */
    const samples = {};
    const add = (/** @type {string} */ key, /** @type {number} */ value) =>
      (samples[key] ??= []).push(value);
    let done = 0;
    for (let run = 0; run < RUNS; run++) {
      try {
        const numbers = await runLighthouse(chromePath, `http://127.0.0.1:${PORT}${path}`, {
          attempts: 2,
          warn: console.warn,
        });
        done++;
        for (const [id, score] of Object.entries(numbers.scores)) add(`score: ${id}`, score);
        add('LCP (ms)', numbers.lcp);
        add('TBT (ms)', numbers.tbt);
        add('CLS', numbers.cls);
        for (const type of ['total', 'script', 'document'])
          if (numbers.transferred[type] !== undefined)
            add(`KB transferred: ${type}`, numbers.transferred[type]);
      } catch (error) {
        console.warn(`  ${String(error)}`);
      }
    }
    if (done < RUNS) missed.push(`${RUNS - done} Lighthouse runs of ${path} failed`);
    console.log(`  ${kind} ${path}`);
    for (const [key, values] of Object.entries(samples)) {
      const value = median(values);
      const budget = budgetFor(key);
      const verdict = !budget ? '' : budget.met(value) ? 'ok' : 'MISSED';
      if (verdict === 'MISSED') missed.push(`${path} ${key}`);
      console.log(
        `    ${key.padEnd(30)} ${format(key, value).padStart(8)}   ${(budget?.text ?? '').padEnd(8)} ${verdict.padEnd(6)} (${format(key, Math.min(...values))}–${format(key, Math.max(...values))})`,
      );
    }
  }
}
server.close();

if (missed.length > 0) {
  console.error(`\n✖ Budget missed: ${missed.join('; ')}`);
  process.exit(1);
}
console.log('\nEvery budget met.');
