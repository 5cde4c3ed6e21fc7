/** The hours an office answers call-back requests, on its own clock: days 0 (Sunday) to 6. */
export interface WeeklyHours {
  days: readonly number[];
  /** Minutes after local midnight. */
  opens: number;
  closes: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MINUTE = 60_000;
const formats = new Map<string, Intl.DateTimeFormat>();

/** The day of the week and the minute of the day at `date` in `timeZone`. */
function wallClock(date: Date, timeZone: string): { day: number; minute: number } {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const part = (type: string) => format.formatToParts(date).find((p) => p.type === type)?.value;
  return {
    day: WEEKDAYS.indexOf(part('weekday') ?? ''),
    minute: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

const isOpen = (hours: WeeklyHours, { day, minute }: { day: number; minute: number }) =>
  hours.days.includes(day) && minute >= hours.opens && minute < hours.closes;

/** "08:00" as minutes after midnight. */
export const minutesOf = (clock: string) =>
  Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * When a call-back promised "within `minutes` during business hours" is due for a request made
 * at `now`: the minutes count only while the office is open, on its own clock (a request at 5:50
 * p.m. on a Friday, closing at 6, is due 5 minutes after Monday's opening). `openNow` says
 * whether the office was open when the request came.
 */
export function callBackDue(
  now: Date,
  hours: WeeklyHours,
  timeZone: string,
  minutes: number,
): { due: Date; openNow: boolean } {
  const openNow = isOpen(hours, wallClock(now, timeZone));
  let at = now.getTime();
  let left = minutes;
  for (let step = 0; step < 32; step++) {
    const clock = wallClock(new Date(at), timeZone);
    if (isOpen(hours, clock)) {
      const room = hours.closes - clock.minute;
      if (room >= left) return { due: new Date(at + left * MINUTE), openNow };
      left -= room;
      at += room * MINUTE;
      continue;
    }
    // To the next opening: later today, or the first open day after it.
    let days = 0;
    if (!(hours.days.includes(clock.day) && clock.minute < hours.opens)) {
      days = 1;
      while (days < 7 && !hours.days.includes((clock.day + days) % 7)) days++;
    }
    const guess = at + (days * 24 * 60 + hours.opens - clock.minute) * MINUTE;
    // A change to or from daylight time between here and there moves the wall clock an hour.
    const drift = wallClock(new Date(guess), timeZone).minute - hours.opens;
    at = guess - (Math.abs(drift) <= 60 ? drift : 0) * MINUTE;
  }
  return { due: new Date(at), openNow };
}

/** Each province's time zone (where most of it lives; an office elsewhere names its own). */
export const provinceZones: Record<string, string> = {
  BC: 'America/Vancouver',
  AB: 'America/Edmonton',
  SK: 'America/Regina',
  MB: 'America/Winnipeg',
  ON: 'America/Toronto',
  QC: 'America/Toronto',
  NB: 'America/Moncton',
  NS: 'America/Halifax',
  PE: 'America/Halifax',
  NL: 'America/St_Johns',
  YT: 'America/Whitehorse',
  NT: 'America/Yellowknife',
  NU: 'America/Iqaluit',
};

/** The days an office may keep, as an owner names them, by weekday number (0 is Sunday). */
export const DAY_SETS = {
  'Monday to Friday': [1, 2, 3, 4, 5],
  'Monday to Saturday': [1, 2, 3, 4, 5, 6],
  'every day': [0, 1, 2, 3, 4, 5, 6],
} as const;

/** "8 a.m.", "6:30 p.m." for "08:00", "18:30". */
export function clockWords(clock: string): string {
  const minutes = minutesOf(clock);
  const hour = Math.floor(minutes / 60) % 12 || 12;
  const minute = minutes % 60;
  return `${hour}${minute ? `:${String(minute).padStart(2, '0')}` : ''} ${minutes < 720 ? 'a.m.' : 'p.m.'}`;
}
