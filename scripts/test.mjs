// @ts-check
/**
 * `npm test`: every check of the project, each part started as soon as what it needs is done,
 * and a line per part with its seconds at the end, so drift shows in every run.
 *   node scripts/test.mjs            the whole suite (what CI runs)
 *   node scripts/test.mjs --quick    types, lint, unit tests and the file checks, for the loop
 *                                    while you work (`npm run test:quick`)
 * Each site the tests read is built once (scripts/test-sites.mjs). The first part that fails stops
 * the others, and its output says why.
 *
 * It runs no more parts side by side than the machine has cores for (scripts/cores.mjs: the
 * affinity mask, a cgroup's quota, or TEST_CORES), and tells each part that number in TEST_CORES,
 * so Vitest and Playwright size their workers to it. Two cores run two parts at a time, one core
 * one. A part waiting for a core goes in the order of PARTS: the builds, the Chromium stories and
 * the engines are the longest path through the run, so they come first and the others fill in.
 */
import { spawn } from 'node:child_process';
import { getPriority, setPriority } from 'node:os';
import { delimiter, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { usableCores } from './cores.mjs';

/**
 * A part that nothing waits for long runs `behind`: at a lower priority, so the builds and the
 * browser stories, which the rest waits for, have the cores first and the run ends sooner. A
 * `light` part (a look-up) takes no core of the run's.
 * @typedef {{ name: string, what: string, run: string[], after?: string[], quick?: boolean, behind?: boolean, light?: boolean }} Part
 */

/** @type {Part[]} In the order they take a free core: the longest path through the run first. */
export const PARTS = [
  {
    name: 'builds',
    what: 'each test site built once',
    run: ['node', 'scripts/test-sites.mjs', 'build', '--fresh'],
    quick: true,
  },
  {
    name: 'browsers',
    what: 'browsers found',
    run: [
      'sh',
      '-c',
      'node scripts/ensure-browsers.mjs chromium && node scripts/ensure-browsers.mjs engines',
    ],
    light: true,
  },
  {
    name: 'chromium',
    what: 'browser stories in Chromium',
    run: ['playwright', 'test'],
    after: ['builds', 'browsers'],
  },
  {
    name: 'engines',
    what: 'emergency paths in Firefox and WebKit',
    run: ['playwright', 'test', '-c', 'playwright.engines.config.ts'],
    after: ['chromium'],
  },
  { name: 'types', what: 'type-check', run: ['tsc', '-b'], quick: true, behind: true },
  {
    name: 'unit',
    what: 'unit tests',
    run: ['vitest', 'run', '--project', 'unit'],
    quick: true,
    behind: true,
  },
  {
    name: 'files',
    what: 'file checks of the built sites',
    run: ['vitest', 'run', '--project', 'files'],
    after: ['builds'],
    quick: true,
  },
  { name: 'lint', what: 'lint', run: ['eslint', '.'], quick: true, behind: true },
  {
    name: 'load',
    what: "the load's smoke alarm",
    run: ['node', 'scripts/load-alarm.mjs'],
    after: ['builds', 'browsers'],
  },
  { name: 'format', what: 'format check', run: ['prettier', '--check', '.'], behind: true },
];

/**
 * Runs one part, each line of its output prefixed with its name.
 * @param {Part} part
 * @param {Set<import('node:child_process').ChildProcess>} running
 * @param {(text: string) => void} write
 * @param {number} cores the cores of the run, passed on as TEST_CORES
 * @returns {Promise<boolean>} whether it passed
 */
function runPart(part, running, write, cores) {
  const [command, ...args] = part.run;
  const env = {
    ...process.env,
    TEST_CORES: String(cores),
    PATH: [resolve('node_modules/.bin'), process.env.PATH].join(delimiter),
    FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
  };
  const child = spawn(/** @type {string} */ (command), args, {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  if (part.behind && child.pid)
    try {
      setPriority(child.pid, Math.min(19, getPriority() + 10));
    } catch {
      // Where priorities cannot be set, it only runs side by side as the others do.
    }
  const prefix = `${part.name.padEnd(8)}│ `;
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.on('data', (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) write(`${prefix}${line}\n`);
    });
    stream.on('end', () => partial && write(`${prefix}${partial}\n`));
  }
  return new Promise((done) => {
    child.on('error', (error) => {
      write(`${prefix}✖ ${error.message}\n`);
    });
    child.on('close', (code) => {
      running.delete(child);
      done(code === 0);
    });
  });
}

/**
 * `cores` places, each taken by one part at a time; a part that waits for one gets it before any
 * part of a higher rank that waits too. A place taken resolves to the function that gives it back.
 * @param {number} cores
 */
function placesFor(cores) {
  let free = cores;
  /** @type {Array<{ rank: number, go: () => void }>} */
  const waiting = [];
  // Given back once the promises settle, so a part that waited for the one that ended is in the
  // queue with its rank (the Chromium stories, when the builds end) before the place goes.
  const give = () =>
    setImmediate(() => {
      const next = waiting.shift();
      if (next) next.go();
      else free++;
    });
  return {
    /** @param {number} rank @returns {Promise<() => void>} */
    take: (rank) =>
      new Promise((go) => {
        waiting.push({ rank, go: () => go(give) });
        waiting.sort((a, b) => a.rank - b.rank);
        while (free > 0 && waiting.length > 0) {
          free--;
          waiting.shift()?.go();
        }
      }),
  };
}

/**
 * Runs the parts, each once what it names in `after` has passed and a core is free for it (see
 * the top of this file); stops the rest at the first failure. Returns each part's seconds and
 * outcome, in the order of `parts`.
 * @param {Part[]} parts in the order they take a free core
 * @param {{ cores?: number, write?: (text: string) => void }} [options] the cores to use, and
 *   where the parts' output goes
 */
export async function runParts(
  parts,
  { cores = usableCores(), write = (text) => process.stdout.write(text) } = {},
) {
  const places = placesFor(cores);
  const names = new Set(parts.map((part) => part.name));
  /** @type {Map<string, { seconds: number, passed: boolean | null }>} */
  const results = new Map();
  /** @type {Map<string, Promise<boolean>>} */
  const started = new Map();
  /** @type {Set<import('node:child_process').ChildProcess>} */
  const running = new Set();
  let failed = false;
  // SIGINT, as Ctrl-C: Playwright then stops the servers it started (each in a process group of
  // its own, which a signal to its group does not reach); on SIGTERM it left them holding their
  // ports, and the next run refused to start. Whatever still runs 10 s later is killed.
  const signal = (/** @type {NodeJS.Signals} */ name) => {
    for (const child of running)
      try {
        if (child.pid) process.kill(-child.pid, name);
      } catch {
        // Already gone.
      }
  };
  const stopAll = () => {
    signal('SIGINT');
    setTimeout(() => signal('SIGKILL'), 10_000).unref();
  };
  const interrupted = () => {
    stopAll();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);

  /** @param {Part} part @returns {Promise<boolean>} */
  const start = (part) => {
    const known = started.get(part.name);
    if (known) return known;
    const run = (async () => {
      const needed = (part.after ?? []).filter((name) => names.has(name));
      const ready = await Promise.all(
        needed.map((name) => start(/** @type {Part} */ (parts.find((p) => p.name === name)))),
      );
      if (failed || ready.some((passed) => !passed)) {
        results.set(part.name, { seconds: 0, passed: null });
        return false;
      }
      // A look-up takes no place.
      const giveBack = part.light ? () => {} : await places.take(parts.indexOf(part));
      if (failed) {
        giveBack();
        results.set(part.name, { seconds: 0, passed: null });
        return false;
      }
      const begun = Date.now();
      const passed = await runPart(part, running, write, cores).finally(giveBack);
      // A part stopped because another failed has no outcome of its own.
      const stopped = !passed && failed;
      results.set(part.name, {
        seconds: (Date.now() - begun) / 1000,
        passed: stopped ? null : passed,
      });
      if (!passed && !failed) {
        failed = true;
        stopAll();
      }
      return passed;
    })();
    started.set(part.name, run);
    return run;
  };
  await Promise.all(parts.map(start));
  process.off('SIGINT', interrupted);
  return parts.map((part) => ({
    part,
    ...(results.get(part.name) ?? { seconds: 0, passed: null }),
  }));
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false } } });
  const parts = values.quick ? PARTS.filter((part) => part.quick) : PARTS;
  const begun = Date.now();
  const cores = usableCores();
  const results = await runParts(parts, { cores });
  const total = (Date.now() - begun) / 1000;
  const passed = results.every((result) => result.passed);
  const sideBySide = cores === 1 ? 'one part at a time' : `at most ${cores} parts side by side`;
  console.log(
    `\n${values.quick ? 'npm run test:quick' : 'npm test'}: ${passed ? 'passed' : 'FAILED'} in ${total.toFixed(0)} s on ${cores} ${cores === 1 ? 'core' : 'cores'} (${sideBySide}). Where the time went:`,
  );
  for (const { part, seconds, passed: ok } of results)
    console.log(
      `  ${ok === null ? '–' : ok ? '✓' : '✖'} ${part.name.padEnd(9)}${seconds.toFixed(0).padStart(4)} s  ${part.what}${ok === null ? (seconds > 0 ? ' (stopped)' : ' (not run)') : ''}`,
    );
  process.exit(passed ? 0 : 1);
}
