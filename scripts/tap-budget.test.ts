import { describe, expect, it } from 'vitest';
import { DIALOG_BUDGET, middleMean, ratioInterval, tapVerdict } from './tap-budget.mjs';

describe('middleMean', () => {
  it('is the mean of the middle half: a stray slow or fast tap does not move it', () => {
    expect(middleMean([40, 48, 40, 48, 40, 48, 40, 48])).toBe(44);
    expect(middleMean([8, 40, 48, 40, 48, 40, 48, 400])).toBe(44);
  });

  it('moves in finer steps than the median of durations rounded to 8 ms', () => {
    expect(middleMean([40, 40, 40, 48, 48, 48, 48, 56])).toBe(46);
  });
});

describe('tapVerdict', () => {
  const floor = [40, 40, 40, 40];

  it(`meets the budget within ${DIALOG_BUDGET}× the dialog alone, whatever the bare floor`, () => {
    const site = [64, 64, 64, 64];
    expect(tapVerdict({ site, floor, dialog: [60, 60, 60, 60] })).toMatchObject({
      outcome: 'met',
      met: true,
    });
    const missed = tapVerdict({ site, floor, dialog: [56, 56, 56, 56] });
    expect(missed).toMatchObject({ outcome: 'missed', met: false });
    expect(missed.text).toBe(
      '1.14× the dialog alone (1.14–1.14) > 1.1×; 1.60× the bare floor (1.60–1.60)',
    );
  });
});

/** Taps as the bench's come: multiples of 8 ms around a middle, one stray slow one. */
const tapsAround = (middle: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    i === 0 ? middle * 3 : Math.round((middle + ((i * 7) % 5) * 4 - 8) / 8) * 8,
  );

describe('ratioInterval', () => {
  it('holds the ratio, and narrows as taps are added', () => {
    const few = ratioInterval(tapsAround(60, 12), tapsAround(40, 12));
    const many = ratioInterval(tapsAround(60, 48), tapsAround(40, 48));
    const ratio = middleMean(tapsAround(60, 12)) / middleMean(tapsAround(40, 12));
    expect(few[0]).toBeLessThanOrEqual(ratio);
    expect(few[1]).toBeGreaterThanOrEqual(ratio);
    expect(many[1] - many[0]).toBeLessThan(few[1] - few[0]);
  });

  it('gives the same interval for the same taps, run after run', () => {
    expect(ratioInterval(tapsAround(60, 15), tapsAround(40, 15))).toEqual(
      ratioInterval(tapsAround(60, 15), tapsAround(40, 15)),
    );
  });
});

describe('a verdict by its interval: met under, missed over, undecided across the budget', () => {
  const floor = tapsAround(40, 15);

  it('is met when the whole interval is under the budget, missed when it is wholly over', () => {
    expect(
      tapVerdict({ site: tapsAround(48, 15), floor, dialog: tapsAround(64, 15) }),
    ).toMatchObject({ outcome: 'met', met: true, decided: true });
    expect(
      tapVerdict({ site: tapsAround(96, 15), floor, dialog: tapsAround(48, 15) }),
    ).toMatchObject({ outcome: 'missed', met: false, decided: true });
  });

  it('is undecided, and no miss, while the interval straddles the budget', () => {
    const near = tapVerdict({ site: tapsAround(64, 15), floor, dialog: tapsAround(60, 15) });
    expect(near).toMatchObject({ outcome: 'undecided', met: true, decided: false });
    expect(near.text).toMatch(/the dialog alone \(\d\.\d\d–\d\.\d\d\) around 1\.1×/);
  });
});
