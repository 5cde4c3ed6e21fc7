// @ts-check
/**
 * The owner's watch on EmailJS (docs/emailjs.md, "When EmailJS refuses"). The keys come from the
 * environment (or .env), never from content/.
 *   npm run email-alert      the last hour's "Request failed" from the visit counter: a refusal
 *                            of the account opens (or comments on) an issue
 *     --minutes <n>          the minutes to look back (60 unless given)
 *   npm run email-heartbeat  one test request through each EmailJS route with the private key:
 *                            a refusal opens (or comments on) an issue
 *   --dry-run                print what would be posted, and post nothing
 *   --content <dir>          a content folder laid over content/ (also LEADS_CONTENT)
 */
import { parseArgs } from 'node:util';
import { loadEnv, runnerImport } from 'vite';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    minutes: { type: 'string', default: '60' },
    'dry-run': { type: 'boolean', default: false },
    content: { type: 'string' },
  },
});
const env = { ...loadEnv('production', process.cwd(), ''), ...process.env };
const watch = positionals[0];
try {
  if (watch !== 'alert' && watch !== 'heartbeat')
    throw Object.assign(new Error('Say which watch: alert or heartbeat.'), { name: 'LeadsError' });
  /** @type {{ module: typeof import('../src/leads/email-watch.ts') }} */
  const { module: watches } = await runnerImport('/src/leads/email-watch.ts', {
    configFile: false,
  });
  const options = {
    env,
    content: values.content ?? env.LEADS_CONTENT,
    dryRun: values['dry-run'] || env.LEADS_DRY_RUN === '1',
  };
  const lines =
    watch === 'alert'
      ? await watches.runEmailAlert({ ...options, minutes: Number(values.minutes) })
      : await watches.runHeartbeat(options);
  console.log(lines.join('\n'));
} catch (error) {
  // As npm run leads: the owner's problem in a sentence; anything else, its stack on LEADS_DEBUG.
  const known = error instanceof Error && ['LeadsError', 'ContentError'].includes(error.name);
  const said = error instanceof Error ? error.message : String(error);
  console.error(
    known || !env.LEADS_DEBUG ? `✖ ${said}` : `✖ ${error instanceof Error ? error.stack : said}`,
  );
  process.exitCode = 1;
}
