import { describe, expect, it } from 'vitest';
import { inZone } from '../../tests/fixtures/clock';
import { callBackDue, minutesOf } from './business-hours';

const weekdays = { days: [1, 2, 3, 4, 5], opens: minutesOf('08:00'), closes: minutesOf('18:00') };
const calgary = 'America/Edmonton';
const toronto = 'America/Toronto';
/** Due for a request at `clock` ("17:50") on `day` in `zone`. */
const due = (day: string, clock: string, zone = calgary) =>
  callBackDue(inZone(zone, day, minutesOf(clock)), weekdays, zone, 15);
const at = (day: string, clock: string, zone = calgary) => inZone(zone, day, minutesOf(clock));

describe('callBackDue', () => {
  it('is the promised minutes later while the office is open', () => {
    // A Tuesday at 10:00.
    expect(due('2026-11-24', '10:00')).toEqual({
      due: at('2026-11-24', '10:15'),
      openNow: true,
    });
  });

  it('carries what is left past closing to the next opening day, on the office’s clock', () => {
    // Friday 17:50: 10 minutes on Friday, 5 on Monday from 8:00.
    expect(due('2026-11-27', '17:50')).toEqual({ due: at('2026-11-30', '08:05'), openNow: true });
    // Saturday noon in Toronto: Monday 8:15.
    expect(due('2026-11-28', '12:00', toronto)).toEqual({
      due: at('2026-11-30', '08:15', toronto),
      openNow: false,
    });
    // Tuesday 6:30: the same day at 8:15; Tuesday 18:00 exactly: closed, Wednesday 8:15.
    expect(due('2026-11-24', '06:30').due).toEqual(at('2026-11-24', '08:15'));
    expect(due('2026-11-24', '18:00').due).toEqual(at('2026-11-25', '08:15'));
  });

  it('opens at 8:00 on the office’s clock on the Monday after the clocks change', () => {
    // Toronto goes to daylight time on Sunday 2026-03-08.
    expect(due('2026-03-07', '12:00', toronto).due).toEqual(at('2026-03-09', '08:15', toronto));
    // And back to standard time on Sunday 2026-11-01.
    expect(due('2026-10-31', '12:00', toronto).due).toEqual(at('2026-11-02', '08:15', toronto));
  });

  it('counts every day for an office open every day', () => {
    const everyDay = { ...weekdays, days: [0, 1, 2, 3, 4, 5, 6] };
    // Saturday 22:00, closed at 18:00: Sunday 8:15.
    expect(callBackDue(at('2026-11-28', '22:00'), everyDay, calgary, 15).due).toEqual(
      at('2026-11-29', '08:15'),
    );
  });
});
