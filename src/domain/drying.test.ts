import { describe, expect, it } from 'vitest';
import { costPerDay, kwhPerDay } from './drying';

describe('a machine’s day of drying', () => {
  it('is its watts for 24 hours, in kilowatt-hours, and their cost at a price in cents', () => {
    expect(kwhPerDay(1100)).toBeCloseTo(26.4);
    expect(kwhPerDay(350)).toBeCloseTo(8.4);
    expect(costPerDay(1100, 12.5)).toBeCloseTo(3.3);
    expect(costPerDay(350, 20)).toBeCloseTo(1.68);
  });
});
