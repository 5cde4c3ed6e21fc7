import { describe, expect, it } from 'vitest';
import { periodLabel, periodsBefore, startOfDay } from './period';

describe('the periods counted', () => {
  it('are the whole days before today, and as many before those', () => {
    expect(periodsBefore('2026-11-30', 7)).toEqual({
      week: { from: '2026-11-23', to: '2026-11-29' },
      before: { from: '2026-11-16', to: '2026-11-22' },
    });
    expect(periodLabel({ from: '2026-12-28', to: '2027-01-03' })).toBe('Dec 28 – Jan 3, 2027');
  });

  it('begin at midnight in the company’s zone, on either side of a change of clocks', () => {
    expect(new Date(startOfDay('2026-03-08', 'America/Toronto')).toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(new Date(startOfDay('2026-03-09', 'America/Toronto')).toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
    expect(new Date(startOfDay('2026-07-01', 'America/Vancouver')).toISOString()).toBe(
      '2026-07-01T07:00:00.000Z',
    );
  });
});
