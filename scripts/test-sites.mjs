// @ts-check
/**
 * The sites the tests read (tests/fixtures/sites.mjs), each built once:
 *   node scripts/test-sites.mjs build [--fresh] [name …]   builds each named site (all by default)
 *                                                         that is missing or older than what it
 *                                                         is made of; --fresh builds them all anew
 *   node scripts/test-sites.mjs serve <name>              serves a site on its port, building it
 *                                                         first only when it is not fresh (the
 *                                                         browser tests' web servers)
 * A build's own output goes to test-results/builds/<name>.log and is printed when it fails.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  NO_FALLBACK_ROUTE,
  SITE_NAMES,
  SITES,
  buildArgs,
  isFresh,
  stampBuilt,
  writeContent,
} from '../tests/fixtures/sites.mjs';
import { startServer } from './serve.mjs';

/** @typedef {import('../tests/fixtures/sites.mjs').SiteName} SiteName */

const LOGS = 'test-results/builds';

/**
 * Builds one site, its output kept in its log; rejects with that output when the build fails.
 * @param {SiteName} name
 * @returns {Promise<number>} the seconds it took
 */
export function buildSite(name) {
  const started = Date.now();
  writeContent(name);
  // As an owner's shell runs it: a test runner's NODE_ENV=test would make React's development build.
  const { NODE_ENV, ...shell } = process.env;
  /** @type {import('../tests/fixtures/sites.mjs').TestSite} */
  const site = SITES[name];
  // The second route is the test site's to name, never the owner's .env (a blank one wins over it).
  const env = { ...shell, ...NO_FALLBACK_ROUTE, ...site.env };
  return new Promise((done, fail) => {
    const build = spawn(process.execPath, buildArgs(name), {
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    });
    let output = '';
    build.stdout.on('data', (chunk) => (output += chunk));
    build.stderr.on('data', (chunk) => (output += chunk));
    build.on('close', (status) => {
      mkdirSync(LOGS, { recursive: true });
      writeFileSync(`${LOGS}/${name}.log`, output);
      if (status !== 0) return fail(new Error(`The ${name} site did not build:\n${output}`));
      stampBuilt(name, started);
      done((Date.now() - started) / 1000);
    });
  });
}

/**
 * Builds the named sites that are not fresh (all of them with `fresh`), one at a time: each build
 * keeps both cores busy on its own.
 * @param {SiteName[]} names
 * @param {{ fresh?: boolean, say?: (line: string) => void }} options
 */
export async function buildSites(names, { fresh = false, say = console.log } = {}) {
  for (const name of names) {
    if (!fresh && isFresh(name)) continue;
    const seconds = await buildSite(name);
    say(`› ${name}: built into ${SITES[name].dir}/ in ${seconds.toFixed(1)} s`);
  }
}

/** @param {string[]} given @returns {SiteName[]} */
function siteNames(given) {
  for (const name of given)
    if (!SITE_NAMES.includes(/** @type {SiteName} */ (name)))
      throw new Error(`No test site is named "${name}": ${SITE_NAMES.join(', ')}`);
  return given.length > 0 ? /** @type {SiteName[]} */ (given) : SITE_NAMES;
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const { values, positionals } = parseArgs({
    options: { fresh: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [command, ...names] = positionals;
  try {
    if (command === 'build') await buildSites(siteNames(names), { fresh: values.fresh });
    else if (command === 'serve' && names.length === 1) {
      const name = siteNames(names)[0] ?? 'site';
      await buildSites([name]);
      const { dir, port } = SITES[name];
      await startServer({
        dir,
        port,
        quiet: true,
        outboxFile: `test-results/outbox-${port}.txt`,
        fastCompression: true,
      });
    } else throw new Error('usage: test-sites.mjs build [--fresh] [name …] | serve <name>');
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
