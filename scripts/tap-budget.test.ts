import { describe, expect, it } from 'vitest';
import { DIALOG_BUDGET, FLOOR_BUDGET, middleMean, tapVerdict } from './tap-budget.mjs';

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

  it(`meets the budget within ${FLOOR_BUDGET}× the bare floor`, () => {
    expect(tapVerdict({ site: [48, 48, 48, 48], floor, dialog: [40, 40, 40, 40] })).toMatchObject({
      toFloor: 1.2,
      met: true,
    });
  });

  it(`over it, meets the budget only within ${DIALOG_BUDGET}× the dialog alone`, () => {
    const site = [64, 64, 64, 64];
    expect(tapVerdict({ site, floor, dialog: [60, 60, 60, 60] }).met).toBe(true);
    const missed = tapVerdict({ site, floor, dialog: [56, 56, 56, 56] });
    expect(missed.met).toBe(false);
    expect(missed.text).toBe('1.60× the floor > 1.25×, 1.14× the dialog alone > 1.1×');
  });
});
