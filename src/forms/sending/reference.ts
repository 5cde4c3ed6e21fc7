import type { FormKind, FormValues } from '../../form-kinds/form-kind';

/** No 0/O or 1/I: a reference read out over the phone cannot be misheard as another. */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERENCE_LENGTH = 6;

type RandomFill = (array: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

export function createReference(
  randomValues: RandomFill = (array) => crypto.getRandomValues(array),
): string {
  // 256 is a multiple of the 32-letter alphabet, so every letter is equally likely.
  const bytes = randomValues(new Uint8Array(REFERENCE_LENGTH));
  return Array.from(bytes, (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('');
}

/** A 53-bit hash of a text (cyrb53): the same text always gives the same value. */
function fingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * What makes two requests the same one: their words, give or take spaces, as a fingerprint, so
 * what is kept between attempts holds none of the words.
 */
export const keyOf = (values: readonly string[]): string =>
  fingerprint(JSON.stringify(values.map((value) => value.trim().replace(/\s+/g, ' '))));

/** One request of a kind, as its words make it: the same words are the same request. */
export const requestKey = (kind: FormKind, values: FormValues): string =>
  keyOf([kind.name, ...kind.fields.map(({ name }) => values[name] ?? '')]);

/**
 * The last request tried: its fingerprint and reference, how many tries left the page, when the
 * first did, and when one was answered as sent (a sent attempt is never tried again: the same
 * words later are a new request).
 */
export interface Attempt {
  key: string;
  reference: string;
  tries: number;
  firstTriedAt: number;
  sentAt?: number;
  /** Handed to the service worker to send with the page closed: asked back before the next try. */
  queued?: true;
}

/**
 * A request sent again with the same words keeps its reference, so the office sees repeats (a
 * retry after a failure or a timeout) as one request; a changed request, or one that went, gets a
 * new one.
 */
export const attemptFor = (
  key: string,
  last: Attempt | null,
  now: number,
  create: () => string = createReference,
): Attempt =>
  last?.key === key && last.sentAt === undefined
    ? last
    : { key, reference: create(), tries: 0, firstTriedAt: now };

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** An attempt read back from storage, or null for anything else. */
export function parseAttempt(text: string | null): Attempt | null {
  try {
    const value: unknown = JSON.parse(text ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { key, reference, tries, firstTriedAt, sentAt, queued } = value as Record<
      string,
      unknown
    >;
    if (typeof key !== 'string' || typeof reference !== 'string') return null;
    return {
      key,
      reference,
      tries: isCount(tries) ? tries : 0,
      firstTriedAt: isCount(firstTriedAt) ? firstTriedAt : 0,
      ...(isCount(sentAt) ? { sentAt } : {}),
      ...(queued === true ? { queued } : {}),
    };
  } catch {
    return null;
  }
}
