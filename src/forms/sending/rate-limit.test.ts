// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { checkRateLimit, parseTimestamps, recordSend } from './rate-limit';

const NOW = 1_800_000_000_000;

describe('checkRateLimit: at least 60 s between sends', () => {
  it('allows the first send', () => {
    expect(checkRateLimit([], NOW)).toEqual({ allowed: true });
  });

  it('refuses at 59,999 ms and allows at exactly 60,000 ms', () => {
    expect(checkRateLimit([NOW - 59_999], NOW).allowed).toBe(false);
    expect(checkRateLimit([NOW - 60_000], NOW)).toEqual({ allowed: true });
  });

  it.each([
    [1, 60],
    [1_000, 59],
    [1_001, 59],
    [58_999, 2],
    [59_000, 1],
    [59_999, 1],
  ])('after %i ms asks to wait %i seconds (rounded up)', (elapsed, seconds) => {
    expect(checkRateLimit([NOW - elapsed], NOW)).toEqual({
      allowed: false,
      message: `Please wait ${seconds} seconds before submitting again`,
    });
  });

  it('measures from the latest send, whatever the order stored', () => {
    expect(checkRateLimit([NOW - 10_000, NOW - 500_000], NOW).allowed).toBe(false);
  });
});

describe('checkRateLimit: at most 5 in a rolling hour', () => {
  const fiveInTheHour = [50, 40, 30, 20, 10].map((minutes) => NOW - minutes * 60_000);

  it('refuses the sixth send within the hour', () => {
    expect(checkRateLimit(fiveInTheHour, NOW)).toEqual({
      allowed: false,
      message: 'Too many submissions. Please try again in an hour.',
    });
  });

  it('allows four in the hour', () => {
    expect(checkRateLimit(fiveInTheHour.slice(1), NOW)).toEqual({ allowed: true });
  });

  it('lets the oldest send leave the window at exactly 3,600,000 ms', () => {
    const oldestAtEdge = [NOW - 3_600_000, ...fiveInTheHour.slice(1)];
    expect(checkRateLimit(oldestAtEdge, NOW)).toEqual({ allowed: true });
    const oldestJustInside = [NOW - 3_599_999, ...fiveInTheHour.slice(1)];
    expect(checkRateLimit(oldestJustInside, NOW).allowed).toBe(false);
  });

  it('gives the 60 s message first when both rules apply', () => {
    const result = checkRateLimit([...fiveInTheHour, NOW - 5_000], NOW);
    expect(result).toEqual({
      allowed: false,
      message: 'Please wait 55 seconds before submitting again',
    });
  });
});

describe('checkRateLimit: one rule across the forms', () => {
  it('counts the minute from the same form’s last send only', () => {
    const agreementJustSent = [NOW - 5_000];
    // The building profile, sent a moment after the agreement request.
    expect(checkRateLimit([], NOW, agreementJustSent)).toEqual({ allowed: true });
    expect(checkRateLimit(agreementJustSent, NOW, agreementJustSent).allowed).toBe(false);
  });

  it('counts the hour across every form', () => {
    const others = [50, 40, 30, 20, 10].map((minutes) => NOW - minutes * 60_000);
    expect(checkRateLimit([], NOW, others)).toEqual({
      allowed: false,
      message: 'Too many submissions. Please try again in an hour.',
    });
    expect(checkRateLimit([], NOW, others.slice(1))).toEqual({ allowed: true });
  });
});

describe('parseTimestamps', () => {
  it('reads a JSON list of numbers', () => {
    expect(parseTimestamps(JSON.stringify([NOW - 1, NOW - 2]), NOW)).toEqual([NOW - 1, NOW - 2]);
  });

  it.each([null, '', 'not json', '{"a":1}', '42', '"text"', 'null'])(
    'reads %j as no sends',
    (raw) => {
      expect(parseTimestamps(raw, NOW)).toEqual([]);
    },
  );

  it('keeps the numbers of a mixed list and drops the rest', () => {
    expect(parseTimestamps(JSON.stringify([NOW - 1, 'x', null, {}, NOW - 3]), NOW)).toEqual([
      NOW - 1,
      NOW - 3,
    ]);
  });

  it('drops times in the future, which would lock a visitor out', () => {
    expect(parseTimestamps(JSON.stringify([NOW + 86_400_000, NOW - 1]), NOW)).toEqual([NOW - 1]);
  });
});

describe('recordSend', () => {
  it('adds the send and forgets sends older than the window', () => {
    expect(recordSend([NOW - 3_600_000, NOW - 100_000], NOW)).toEqual([NOW - 100_000, NOW]);
  });
});
