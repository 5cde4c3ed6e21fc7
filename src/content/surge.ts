import type { SurgeSettings } from './schema/settings.ts';

/** An office's surge as the pages and the forms read it: its window as instants, its promises. */
export interface OfficeSurge {
  /** ISO instants: the surge is in force from `startsAt` until `endsAt`. */
  startsAt: string;
  endsAt: string;
  onSiteHours: number;
  callBackHours: number;
  servedFirst: readonly string[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The offset of `timeZone` from UTC at `instant`, in minutes. */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((each) => each.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall-clock time ("2026-12-01T18:00") names in a time zone. A time that the
 * clocks skip (spring forward) is read after the jump.
 */
export function instantOf(local: string, timeZone: string): Date {
  const [day, time] = local.split('T') as [string, string];
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  let instant = wall - offsetMinutes(wall, timeZone) * 60_000;
  instant = wall - offsetMinutes(instant, timeZone) * 60_000;
  return new Date(instant);
}

/** "2026-12-01T18:00" on the zone's clock, for a message. */
export const wallTime = (instant: Date, timeZone: string) => {
  const at = new Date(instant.getTime() + offsetMinutes(instant.getTime(), timeZone) * 60_000);
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}T${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
};

/** The offices a surge names: "all", or one office by its file name. */
export const surgeAppliesTo = (surge: Pick<SurgeSettings, 'office'>, officeId: string) =>
  surge.office === 'all' || surge.office === officeId;

/**
 * An office's surge, its times read on the office's own clock; none when the settings name
 * another office, or when it ended before `now` (the next build leaves it out).
 */
export function officeSurge(
  surge: SurgeSettings | undefined,
  office: { id: string; timeZone: string },
  now: Date,
): OfficeSurge | undefined {
  if (!surge || !surgeAppliesTo(surge, office.id)) return undefined;
  const endsAt = instantOf(surge.end, office.timeZone);
  if (endsAt.getTime() <= now.getTime()) return undefined;
  return {
    startsAt: instantOf(surge.start, office.timeZone).toISOString(),
    endsAt: endsAt.toISOString(),
    onSiteHours: surge.onSiteHours,
    callBackHours: surge.callBackHours,
    servedFirst: surge.servedFirst,
  };
}

/** Whether a surge is in force at `at`. */
export const inForce = (surge: Pick<OfficeSurge, 'startsAt' | 'endsAt'> | undefined, at: Date) =>
  !!surge && at.getTime() >= Date.parse(surge.startsAt) && at.getTime() < Date.parse(surge.endsAt);

/**
 * The window that covers every surge given, for a page about all of them (the landing while
 * every office is in one): from the first start to the last end.
 */
export function spanOf(surges: readonly OfficeSurge[]): OfficeSurge | undefined {
  if (surges.length === 0) return undefined;
  const [first] = surges as [OfficeSurge];
  return {
    ...first,
    startsAt: surges.map((each) => each.startsAt).sort()[0]!,
    endsAt: surges
      .map((each) => each.endsAt)
      .sort()
      .at(-1)!,
    onSiteHours: Math.max(...surges.map((each) => each.onSiteHours)),
    callBackHours: Math.max(...surges.map((each) => each.callBackHours)),
  };
}

/** The promises a surge suspends, by their placeholder's name. */
export const SUSPENDED = ['onSite', 'callBack'] as const;
export type Suspended = (typeof SUSPENDED)[number];
export type PromiseWords = Record<Suspended, string>;

/**
 * What a text says for a suspended promise until its page is written: a mark the page's writer
 * (`resolvePromises`) replaces with the words in force on that page. A mark may name the office
 * whose surge holds it (a table of every office's times) and its usual words (an office's own).
 */
export const promiseMark = (name: Suspended, office = '', usual = '') =>
  `\uE000${[name, office, usual].join('\uE002').replace(/\uE002+$/, '')}\uE001`;
const MARK = /\uE000(onSite|callBack)(?:\uE002([^\uE001\uE002]*))?(?:\uE002([^\uE001]*))?\uE001/g;

/** Whether a text still holds a mark: a file the build writes never should. */
export const hasPromiseMark = (text: string) => /[\uE000\uE001\uE002]/.test(text);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const escapeJson = (text: string) => JSON.stringify(text).slice(1, -1).replace(/</g, '\\u003c');

/** What a page says for its promises: the usual words, and the surge's with its window, if one. */
export interface PagePromises {
  usual: PromiseWords;
  surge?: { words: PromiseWords; startsAt: string; endsAt: string };
}

/** The promises of a page's office (null: of every office), as page-promises.ts tells them. */
export type PromisesOf = (office: string | null) => PagePromises;

/** One mark's words: the usual and, if a surge can hold it, the surge's with its window. */
function markWords(promisesOf: PromisesOf, pageOffice: string | null, match: string[]) {
  const [, name, office, usual] = match as [string, Suspended, string?, string?];
  const promises = promisesOf(office || pageOffice);
  return {
    usual: usual || promises.usual[name],
    surge: promises.surge && { ...promises.surge, words: promises.surge.words[name] },
  };
}

const inForceAt = (surge: { startsAt: string; endsAt: string } | undefined, at: Date) =>
  !!surge && inForce(surge, at);

/** A text (an image's, a feed's) with its promises as they stand at `at`. */
export function promisesAt(
  text: string,
  promisesOf: PromisesOf,
  pageOffice: string | null,
  at: Date,
): string {
  return text.replace(MARK, (...match: string[]) => {
    const { usual, surge } = markWords(promisesOf, pageOffice, match);
    return inForceAt(surge, at) ? surge!.words : usual;
  });
}

/**
 * A page's HTML with each promise written: where a surge can be in force, the words in force at
 * `at` inside a span that carries both (the surge script, src/browser/surge-script.js, swaps them
 * when the surge starts or ends, with no rebuild); in an attribute, a script's JSON or the title,
 * the words in force at `at`, escaped for where they stand.
 */
export function resolvePromises(
  html: string,
  promisesOf: PromisesOf,
  pageOffice: string | null,
  at: Date,
): string {
  const inText = (...match: string[]) => {
    const { usual, surge } = markWords(promisesOf, pageOffice, match);
    const now = inForceAt(surge, at) ? surge!.words : usual;
    return surge
      ? `<span data-surge-from="${surge.startsAt}" data-surge-until="${surge.endsAt}" data-usual="${escapeHtml(usual)}" data-surge="${escapeHtml(surge.words)}">${escapeHtml(now)}</span>`
      : escapeHtml(now);
  };
  const raw = /<(script|style|title|textarea)\b[^>]*>[\s\S]*?<\/\1\s*>|<[^>]*>/gi;
  let out = '';
  let last = 0;
  for (const found of html.matchAll(raw)) {
    out += html.slice(last, found.index).replace(MARK, inText);
    const escape = found[1]?.toLowerCase() === 'script' ? escapeJson : escapeHtml;
    out += found[0].replace(MARK, (...match: string[]) =>
      escape(promisesAt(match[0]!, promisesOf, pageOffice, at)),
    );
    last = found.index + found[0].length;
  }
  return out + html.slice(last).replace(MARK, inText);
}
