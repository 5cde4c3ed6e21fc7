import { describe, expect, it } from 'vitest';
import {
  keepTrying,
  nextTry,
  RETRY,
  troubleOf,
  type TryResult,
  type TryTurn,
} from './retry-policy';
import { retryAfterMs } from './emailjs-api';

type Failed = Exclude<TryResult, { kind: 'sent' }>;
const at = (tries: number, now = 0) => ({ tries, firstTriedAt: 0, now });

describe('troubleOf: each answer, by the table', () => {
  it.each([
    [{ kind: 'status', status: 429 }, 'throttled', 'passing'],
    [{ kind: 'status', status: 500 }, 'down', 'passing'],
    [{ kind: 'status', status: 503 }, 'down', 'passing'],
    [{ kind: 'network' }, 'network', 'passing'],
    [{ kind: 'offline' }, 'network', 'passing'],
    [{ kind: 'timeout' }, 'timeout', 'passing'],
    // A lapsed Gmail grant (412), a spent quota, an origin refused, a template missing: the account's.
    [{ kind: 'status', status: 400 }, 'refused', 'account'],
    [{ kind: 'status', status: 403 }, 'refused', 'account'],
    [{ kind: 'status', status: 412 }, 'refused', 'account'],
    [{ kind: 'status', status: 426 }, 'refused', 'account'],
    [{ kind: 'blocked', status: 451 }, 'blocked', 'request'],
  ] as const)('%o is %s (%s)', (result, trouble, kind) => {
    expect(troubleOf(result)).toEqual({ trouble, class: kind });
  });
});

describe('nextTry: the page keeps trying what can pass', () => {
  const throttled: Failed = { kind: 'status', status: 429 };

  it('never tries again what the account or the page refused', () => {
    for (const result of [
      { kind: 'status', status: 412 },
      { kind: 'status', status: 404 },
      { kind: 'blocked', status: 403 },
    ] as const)
      expect(nextTry(result, at(1), () => 0.5)).toEqual({ again: false });
  });

  it('waits twice as long each try, up to a minute, between half and all of it', () => {
    const waits = (random: number) =>
      [1, 2, 3, 4, 5, 6, 7, 8].map((tries) => {
        const plan = nextTry(throttled, at(tries), () => random);
        return plan.again ? plan.inMs : null;
      });
    expect(waits(0.999_999)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    expect(waits(0)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('waits at least what a Retry-After asks', () => {
    expect(nextTry({ ...throttled, retryAfterMs: 45_000 }, at(1), () => 0)).toEqual({
      again: true,
      inMs: 45_000,
    });
  });

  it('stops once the next try would start more than 30 minutes after the first', () => {
    const last = RETRY.forMs - 60_000;
    expect(nextTry({ kind: 'timeout' }, at(40, last), () => 1 - 1e-9)).toMatchObject({
      again: true,
    });
    expect(nextTry({ kind: 'timeout' }, at(40, last + 1), () => 1 - 1e-9)).toEqual({
      again: false,
    });
    expect(nextTry({ ...throttled, retryAfterMs: RETRY.forMs + 1 }, at(1), () => 0)).toEqual({
      again: false,
    });
  });

  it('spreads a storm’s visitors: ten at the same try never all wait the same', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const waits = new Set(
      Array.from({ length: 10 }, () => {
        const plan = nextTry(throttled, at(3), random);
        return plan.again ? plan.inMs : 0;
      }),
    );
    expect(waits.size).toBeGreaterThan(5);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and an HTTP date, and nothing else', () => {
    const now = Date.parse('2026-12-01T20:00:00Z');
    expect(retryAfterMs('12', now)).toBe(12_000);
    expect(retryAfterMs('Tue, 01 Dec 2026 20:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Tue, 01 Dec 2026 19:00:30 GMT', now)).toBe(0);
    for (const header of [null, '', 'soon', '-3', '1.5'])
      expect(retryAfterMs(header, now)).toBeUndefined();
  });
});

describe('keepTrying: a request’s turns', () => {
  /** Turns answered in order, each try counted; the waits taken at once. */
  const run = (answers: TryResult[], routes = 1) => {
    const seen: Array<[number, number | null]> = [];
    let tries = 0;
    const waits: number[] = [];
    const ended = keepTrying<'sent'>(
      async (route, refusedWith): Promise<TryTurn<'sent'>> => {
        seen.push([route, refusedWith]);
        const answer = answers.shift()!;
        tries += 1;
        return answer.kind === 'sent'
          ? { settled: 'sent' }
          : { tried: answer, tries, firstTriedAt: 0 };
      },
      {
        routes,
        onRetry: () => {},
        wait: async (ms) => void waits.push(ms),
        random: () => 0.5,
        now: () => 0,
      },
    );
    return { ended, seen, waits };
  };

  it('takes the second route once the first refuses the account, saying with what', async () => {
    const { ended, seen } = run([{ kind: 'status', status: 412 }, { kind: 'sent' }], 2);
    await expect(ended).resolves.toEqual({ settled: 'sent' });
    expect(seen).toEqual([
      [0, null],
      [1, 412],
    ]);
  });

  it('ends at the second route’s refusal, and at the first’s when there is no second', async () => {
    const both = run(
      [
        { kind: 'status', status: 412 },
        { kind: 'status', status: 403 },
      ],
      2,
    );
    await expect(both.ended).resolves.toMatchObject({ why: { class: 'account' } });
    expect(both.seen).toHaveLength(2);
    const one = run([{ kind: 'status', status: 412 }]);
    await expect(one.ended).resolves.toMatchObject({ failed: { status: 412 } });
    expect(one.seen).toHaveLength(1);
  });

  it('waits between the tries of what can pass, on the same route, and ends with no connection', async () => {
    const { ended, seen, waits } = run([
      { kind: 'status', status: 503 },
      { kind: 'network' },
      { kind: 'offline' },
    ]);
    await expect(ended).resolves.toMatchObject({ failed: { kind: 'offline' } });
    expect(seen.map(([route]) => route)).toEqual([0, 0, 0]);
    expect(waits).toEqual([1_500, 3_000]);
  });
});
