/**
 * Whole days, from and to inclusive, as YYYY-MM-DD in the company's own time zone; or, for the
 * hourly alert, the exact instants (ms) it runs between, within those days.
 */
export interface Period {
  from: string;
  to: string;
  instants?: { start: number; end: number };
}

const dayFormat = (zone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });

/** The day it is in `zone` at an instant: "2026-11-23". */
export const dayIn = (zone: string, at: Date) => dayFormat(zone).format(at);

/** A day `n` days after (or before) another. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** How far `zone`'s clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(zone: string, at: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant a day begins in `zone`, in milliseconds since 1970. */
export function startOfDay(day: string, zone: string): number {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const guess = midnight - offsetAt(zone, midnight);
  return midnight - offsetAt(zone, guess);
}

/** The `days` whole days before today, and as many before those, for comparison. */
export function periodsBefore(today: string, days: number): { week: Period; before: Period } {
  return {
    week: { from: addDays(today, -days), to: addDays(today, -1) },
    before: { from: addDays(today, -2 * days), to: addDays(today, -days - 1) },
  };
}

/** "Nov 16 – Nov 22, 2026". */
export function periodLabel({ from, to }: Period): string {
  const day = (text: string, year: boolean) =>
    new Date(`${text}T12:00:00Z`).toLocaleDateString('en-CA', {
      timeZone: 'UTC',
      month: 'short',
      day: 'numeric',
      ...(year ? { year: 'numeric' } : {}),
    });
  return from === to ? day(to, true) : `${day(from, false)} – ${day(to, true)}`;
}
