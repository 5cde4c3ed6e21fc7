import { specFormStrings } from '../../domain/spec-strings';

export const MIN_INTERVAL_MS = 60_000;
export const WINDOW_MS = 3_600_000;
export const MAX_PER_WINDOW = 5;

export type RateLimitVerdict = { allowed: true } | { allowed: false; message: string };

/** The stored send times that can be trusted: numbers not in the future. Anything else reads as none. */
export function parseTimestamps(raw: string | null, now: number): number[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter((t): t is number => typeof t === 'number' && Number.isFinite(t) && t <= now);
}

/**
 * The spec's two rules, as one rule for every form of the site: at least 60 seconds between two
 * sends of the same form (`own`, a double press or a bot at one form), and at most five sends an
 * hour from this browser whatever the form (`all`, the company's EmailJS account and inboxes). A
 * manager who asks for the agreement and sends the building profile a moment later is not
 * refused; a sixth request within the hour is, whichever form it comes from.
 */
export function checkRateLimit(
  own: readonly number[],
  now: number,
  all: readonly number[] = own,
): RateLimitVerdict {
  const last = Math.max(-Infinity, ...own);
  const sinceLast = now - last;
  if (sinceLast < MIN_INTERVAL_MS) {
    const seconds = Math.ceil((MIN_INTERVAL_MS - sinceLast) / 1000);
    return { allowed: false, message: specFormStrings.waitSeconds(seconds) };
  }
  const inWindow = all.filter((t) => now - t < WINDOW_MS).length;
  if (inWindow >= MAX_PER_WINDOW) {
    return { allowed: false, message: specFormStrings.tooMany };
  }
  return { allowed: true };
}

/** The list to store after a successful send: this one added, those outside the window dropped. */
export function recordSend(timestamps: readonly number[], now: number): number[] {
  return [...timestamps.filter((t) => now - t < WINDOW_MS), now];
}
