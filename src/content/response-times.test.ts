import { describe, expect, it } from 'vitest';
import { stageTimes, timesOf } from './response-times';

const settings = {
  onSiteMinutes: 60,
  acknowledgeMinutes: 30,
  policyholderCallMinutes: 60,
  scopeBusinessDays: 3,
  dryingReportHours: 24,
};

describe('stageTimes', () => {
  it('says when each stage of a loss happens, in its order', () => {
    expect(stageTimes(settings)).toEqual({
      acknowledge: 'within 30 minutes, any hour',
      callPolicyholder: 'within 60 minutes of the assignment, any hour',
      onSite: 'under 60 minutes, any hour',
      scope: 'within 3 business days of the first visit',
      reports: 'every 24 hours while the structure dries',
    });
  });

  it("takes an office's own times over the settings', and counts one in the singular", () => {
    const times = stageTimes(timesOf(settings, { onSiteMinutes: 120, scopeBusinessDays: 1 }));
    expect(times.onSite).toBe('under 120 minutes, any hour');
    expect(times.scope).toBe('within 1 business day of the first visit');
    expect(times.acknowledge).toBe('within 30 minutes, any hour');
  });
});
