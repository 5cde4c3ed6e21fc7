/**
 * When the nightly workflow asks the host for a build (.github/workflows/daily-rebuild.yml): every
 * night once, and besides within the hour after midnight where an opening's last day has just
 * ended, so the opening leaves the site no later than an hour after its office's midnight.
 */

/** An opening as the workflow reads it: its last day, and its office's time zone. */
export interface Closing {
  slug: string;
  closes: string;
  timeZone: string;
}

/** The local day (YYYY-MM-DD) and minutes past midnight of `now` in a time zone. */
export function localClock(now: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/** The day before a YYYY-MM-DD day. */
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The openings whose last day ended within the hour before `now`, where their work is: at
 * 00:00–00:59 local time, the day before was their last.
 */
export function justClosed(closings: readonly Closing[], now: Date): Closing[] {
  return closings.filter(({ closes, timeZone }) => {
    const { day, minutes } = localClock(now, timeZone);
    return minutes < 60 && closes === dayBefore(day);
  });
}
