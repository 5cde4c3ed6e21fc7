// @ts-check
/**
 * `npm run leads -- --days 7`: the calls, texts, requests and reviews of the last seven days, by
 * office, kind and page, beside the seven before, read from the visit counter's API (README,
 * "See your leads"). The keys come from the environment (or .env), never from content/.
 *   --days <n>           the days to count, ending yesterday (7 unless given)
 *   --send email,issue   send it: by e-mail through EmailJS, and/or to one GitHub issue
 *   --dry-run            print what would be sent, and send nothing (also LEADS_DRY_RUN=1)
 *   --today YYYY-MM-DD   count as if today were that day
 *   --content <dir>      a content folder laid over content/ (also LEADS_CONTENT)
 */
import { parseArgs } from 'node:util';
import { loadEnv, runnerImport } from 'vite';

const { values } = parseArgs({
  options: {
    days: { type: 'string', default: '7' },
    send: { type: 'string', default: '' },
    'dry-run': { type: 'boolean', default: false },
    today: { type: 'string' },
    content: { type: 'string' },
  },
});
const env = { ...loadEnv('production', process.cwd(), ''), ...process.env };
try {
  /** @type {{ module: typeof import('../src/leads/run.ts') }} */
  const { module: leads } = await runnerImport('/src/leads/run.ts', { configFile: false });
  const lines = await leads.runLeads({
    days: Number(values.days),
    today: values.today,
    content: values.content ?? env.LEADS_CONTENT,
    send: values.send
      .split(',')
      .map((way) => way.trim())
      .filter(Boolean),
    dryRun: values['dry-run'] || env.LEADS_DRY_RUN === '1',
    env,
  });
  console.log(lines.join('\n'));
} catch (error) {
  // The owner's problem in a sentence (a missing key, a refusal, a page that is not the API, a
  // mistake in content/), no stack. Anything else is a fault of the code: its stack on LEADS_DEBUG.
  const known = error instanceof Error && ['LeadsError', 'ContentError'].includes(error.name);
  const said = error instanceof Error ? error.message : String(error);
  console.error(
    known
      ? `✖ ${said}`
      : env.LEADS_DEBUG
        ? `✖ ${error instanceof Error ? error.stack : said}`
        : `✖ ${said}\n  This is a fault in the summary's code, not in your settings: tell whoever looks after the site, with what LEADS_DEBUG=1 npm run leads prints.`,
  );
  process.exitCode = 1;
}
