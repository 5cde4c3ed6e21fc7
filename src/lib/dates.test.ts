import { describe, expect, it } from 'vitest';
import { longDate, parseIsoDate, yearsOfExperience } from './dates';

describe('dates', () => {
  it('writes a YYYY-MM-DD date out in full, whatever the time zone', () => {
    expect(longDate('2025-01-15')).toBe('January 15, 2025');
    expect(longDate('2026-12-31')).toBe('December 31, 2026');
  });

  it('refuses what is not a calendar date', () => {
    for (const text of ['2025-02-30', '2025-13-01', '15/01/2025', '2025-1-5', ''])
      expect(parseIsoDate(text)).toBeNull();
    expect(parseIsoDate('2024-02-29')).toEqual(new Date(Date.UTC(2024, 1, 29)));
  });

  it('claims the years since the founding, in fives from ten on', () => {
    const in2026 = new Date(2026, 5, 1);
    expect(yearsOfExperience(2009, in2026)).toBe(15);
    expect(yearsOfExperience(2005, in2026)).toBe(20);
    expect(yearsOfExperience(2016, in2026)).toBe(10);
    expect(yearsOfExperience(2019, in2026)).toBe(7);
    expect(yearsOfExperience(2026, in2026)).toBe(1);
    expect(yearsOfExperience(2009, new Date(2029, 0, 1))).toBe(20);
  });
});
