// @ts-check
/**
 * `npm run launch-check`: every fact of the example company still in content/ (555-01XX numbers,
 * example.com addresses and domain, the example streets, documents marked SAMPLE, a privacy
 * contact that names no one) and every EmailJS id missing from .env: what a host's production
 * build refuses, listed before you push. Exits 1 while anything is left. It also lists, and does
 * not refuse, every fact of content/towns/, rule of the law and registration not checked for 12
 * months, and every town that names no gas or power utility.
 *   --content <dir>   check <dir>'s collections over those of content/
 */
import { parseArgs } from 'node:util';
import { loadEnv, runnerImport } from 'vite';

const { values } = parseArgs({ options: { content: { type: 'string' } } });
/** @type {{ module: typeof import('../src/config/launch-check.ts') }} */
const { module: check } = await runnerImport('/src/config/launch-check.ts', { configFile: false });
const env = { ...process.env, ...loadEnv('production', process.cwd(), 'VITE_') };
const leftovers = check.exampleLeftovers({ overlay: values.content, env });
const aged = check.agedTownFacts(
  { overlay: values.content },
  new Date().toISOString().slice(0, 10),
);
if (aged.length > 0)
  console.warn(
    `⚠ ${aged.length} fact${aged.length === 1 ? '' : 's'} of the towns ${aged.length === 1 ? 'was' : 'were'} not checked for 12 months; the pages still show ${aged.length === 1 ? 'it' : 'them'}:\n  - ${check.describeAgedFacts(aged)}\n`,
  );
const unlisted = check.townsWithoutUtilities({ overlay: values.content });
if (unlisted.length > 0)
  console.warn(
    `⚠ ${unlisted.length} town${unlisted.length === 1 ? '' : 's'} name${unlisted.length === 1 ? 's' : ''} no gas or power utility:\n  - ${check.describeTownsWithoutUtilities(unlisted)}\n`,
  );
if (leftovers.length === 0) {
  console.log('✔ Ready to go live: no example fact is left, and the EmailJS ids are set.');
} else {
  console.error(
    `✖ ${leftovers.length} example fact${leftovers.length === 1 ? ' is' : 's are'} still in place; a production build stops on ${leftovers.length === 1 ? 'it' : 'them'}:\n  - ${check.describeLeftovers(leftovers)}\n`,
  );
  process.exitCode = 1;
}
