// @ts-check
/**
 * The load's smoke alarm (`npm run test:load`, part of `npm test`), on the built site: Lighthouse
 * (mobile, simulated throttling) three times on the landing page, a service's page and an office's
 * page, and three times on a floor page (a bare native <dialog> and two links, served in the same
 * run), taken in turn. It fails when a page's
 *   - best Total Blocking Time of the three exceeds the floor's best by more than 150 ms. The best,
 *     not the median: a busy two-core machine adds blocking time to a run and never takes it away
 *     (one office page measured 27-292 ms in six runs in a row), while work the page itself puts on
 *     the load, such as a 400 ms task, is in every run;
 *   - median Largest Contentful Paint is above 1.5 s, or median layout shift above 0.1;
 *   - median accessibility, best practices or SEO score is under 95.
 * Loose enough never to flake; the real budgets are the bench's (`npm run bench`).
 */
import { existsSync } from 'node:fs';
import { findBrowser } from './browsers.mjs';
import { measuredPages, median, runLighthouse } from './lighthouse-run.mjs';
import { startServer } from './serve.mjs';
import { serveFloorPage } from './time-to-help.mjs';

const ALARM = { runs: 3, ownTbtMs: 150, lcpMs: 1500, cls: 0.1, minScore: 95 };
const DIR = process.env.ALARM_DIR ?? 'dist';
const PORT = 4396;

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

const server = await startServer({ dir: DIR, port: PORT, quiet: true });
const floorPage = await serveFloorPage();
/** @type {Map<string, import('./lighthouse-run.mjs').LighthouseNumbers[]>} */
const results = new Map();
const targets = [
  ['floor', floorPage.url],
  ...pages.map((path) => [path, `http://127.0.0.1:${PORT}${path}`]),
];
console.log(
  `› The load's smoke alarm: Lighthouse ×${ALARM.runs} on a floor page and ${pages.join(', ')}…`,
);
try {
  // The pages in turn, so a busy moment of the machine weighs on each alike.
  for (let run = 0; run < ALARM.runs; run++)
    for (const [name, url] of targets) {
      const numbers = await runLighthouse(chromePath, /** @type {string} */ (url), {
        warn: console.warn,
      });
      results.set(/** @type {string} */ (name), [
        ...(results.get(/** @type {string} */ (name)) ?? []),
        numbers,
      ]);
    }
} finally {
  server.close();
  floorPage.close();
}

const of = (
  /** @type {string} */ name,
  /** @type {(n: import('./lighthouse-run.mjs').LighthouseNumbers) => number} */ pick,
) => median((results.get(name) ?? []).map(pick));
const best = (/** @type {string} */ name) =>
  Math.min(...(results.get(name) ?? []).map((n) => n.tbt));
const floorTbt = best('floor');
console.log(`  floor page: TBT ${Math.round(floorTbt)} ms (best of ${ALARM.runs})`);
/** @type {string[]} */
const alarms = [];
for (const path of pages) {
  const tbt = best(path);
  const lcp = of(path, (n) => n.lcp);
  const cls = of(path, (n) => n.cls);
  const scores = Object.fromEntries(
    ['performance', 'accessibility', 'best-practices', 'seo'].map((id) => [
      id,
      of(path, (n) => n.scores[id] ?? 0),
    ]),
  );
  console.log(
    `  ${path}: TBT ${Math.round(tbt)} ms at best (${Math.round(tbt - floorTbt)} over the floor), LCP ${Math.round(lcp)} ms, CLS ${cls.toFixed(3)}, scores ${Object.values(scores).join('/')}`,
  );
  if (tbt - floorTbt > ALARM.ownTbtMs)
    alarms.push(
      `${path}: TBT ${Math.round(tbt)} ms is ${Math.round(tbt - floorTbt)} ms over the floor's (at most ${ALARM.ownTbtMs})`,
    );
  if (lcp > ALARM.lcpMs) alarms.push(`${path}: LCP ${Math.round(lcp)} ms (at most ${ALARM.lcpMs})`);
  if (cls > ALARM.cls) alarms.push(`${path}: CLS ${cls.toFixed(3)} (at most ${ALARM.cls})`);
  for (const id of ['accessibility', 'best-practices', 'seo'])
    if ((scores[id] ?? 0) < ALARM.minScore)
      alarms.push(`${path}: ${id} ${scores[id]} (at least ${ALARM.minScore})`);
}
if (alarms.length > 0) {
  console.error(`✖ The load got heavy (npm run bench tells more):\n  - ${alarms.join('\n  - ')}`);
  process.exit(1);
}
console.log('✓ The load is light on every page measured.');
