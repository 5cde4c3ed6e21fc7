import type { z } from 'zod';
import { LeadsError } from './counts';

/** A clock the pacing waits on: the real one, or a test's. */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** How long one request may take before the summary gives up on it and says so. */
export const TIMEOUT_MS = 30_000;

/** How one provider is asked, and what the owner is told when it refuses. */
export interface Asking {
  /** The provider's name, for the owner: "Umami". */
  provider: string;
  fetch: typeof fetch;
  timeoutMs: number;
  /** What to do, by the status of a refusal: 401 (who is refused), 429 (the limit, when again). */
  advice: Partial<Record<401 | 404 | 429, string>>;
  /** Waits, before each request, until the provider's rate allows one more. */
  pace?: () => Promise<void>;
}

/** A refusal, with its status, so that a provider can say more about it (Umami's 401s). */
export class Refusal extends LeadsError {
  constructor(
    message: string,
    readonly status: number,
    /** What the provider said, in its own words. */
    readonly said: string,
  ) {
    super(message);
  }
}

/** An address as the owner reads it: without its query, which says nothing to them. */
const shown = (url: string) => url.split('?')[0]!;

const seconds = (ms: number) => {
  const n = Math.round(ms / 1000);
  return `${n} second${n === 1 ? '' : 's'}`;
};

/** The first words of a text that is not what was expected: a page's title and opening, tags gone. */
export function firstWords(text: string, length = 100): string {
  const words = text
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words.length > length ? `${words.slice(0, length)}…` : words;
}

/** What a refusal's body says, in Plausible's { error }, Umami's { error: { message } } or { message }. */
function saidIn(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (!body || typeof body !== 'object') return '';
    const { error, message } = body as { error?: unknown; message?: unknown };
    const inner =
      error && typeof error === 'object' ? (error as { message?: unknown }).message : error;
    return String(inner ?? message ?? '');
  } catch {
    return firstWords(text, 200);
  }
}

/** An answer that is not OK, as the owner should read it. */
function refusal(asking: Asking, response: Response, text: string, url: string): Refusal {
  const { provider, advice } = asking;
  const said = saidIn(text);
  const quoted = said ? ` It said: "${said}"` : '';
  const status = response.status;
  const say = (message: string) => new Refusal(message, status, said);
  switch (status) {
    case 401:
      return say(`${provider} refused the request (401).${quoted} ${advice[401] ?? ''}`.trim());
    case 402:
    case 403:
      return say(
        `${provider} does not let this account read its statistics through the API (${status}): the plan may not include it, or the key may not reach this site.${quoted}`,
      );
    case 404:
      return say(
        `${provider} has nothing at ${shown(url)} (404).${quoted} ${advice[404] ?? 'Check the address in the settings.'}`,
      );
    case 429: {
      const wait = Number(response.headers.get('retry-after'));
      const asked = wait > 0 ? ` It asks to wait ${seconds(wait * 1000)}.` : '';
      return say(
        `${provider} is limiting requests (429).${asked}${quoted} ${advice[429] ?? 'Run it again later.'}`,
      );
    }
    default:
      return say(
        `${provider} answered ${status} ${response.statusText} at ${shown(url)}.${quoted}`,
      );
  }
}

/** A request that never got an answer, or stopped getting one. */
function failed(asking: Asking, url: string, error: unknown): LeadsError {
  const { provider, timeoutMs } = asking;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return new LeadsError(
      `${provider} did not answer at ${shown(url)} within ${seconds(timeoutMs)}. The server may be down or overloaded: run it again later, or check the address in the settings.`,
    );
  const reason =
    error instanceof Error
      ? ((error.cause as Error | undefined)?.message ?? error.message)
      : String(error);
  return new LeadsError(`${provider} could not be reached at ${shown(url)}: ${reason}.`);
}

/** One request to a provider's API: its answer's text, or a LeadsError saying what went wrong. */
export async function askText(
  asking: Asking,
  url: string,
  init: RequestInit,
): Promise<{ text: string; type: string }> {
  await asking.pace?.();
  let response: Response;
  let text: string;
  try {
    response = await asking.fetch(url, { ...init, signal: AbortSignal.timeout(asking.timeoutMs) });
    text = await response.text();
  } catch (error) {
    throw failed(asking, url, error);
  }
  if (!response.ok) throw refusal(asking, response, text, url);
  return { text, type: response.headers.get('content-type') || 'no content type' };
}

/**
 * One request to a provider's API, its answer read as JSON of the shape given. Anything else (no
 * answer in time, a refusal, a page that is not JSON, JSON of another shape) is a LeadsError
 * saying which address answered what.
 */
export async function askJson<T>(
  asking: Asking,
  url: string,
  init: RequestInit,
  shape: z.ZodType<T>,
): Promise<T> {
  const { text, type } = await askText(asking, url, init);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new LeadsError(
      `${asking.provider} answered ${shown(url)} with ${type}, not the JSON its API gives: "${firstWords(text) || '(nothing)'}". A sign-in page or a proxy may stand in front of it: check the address in the settings.`,
    );
  }
  const read = shape.safeParse(body);
  if (!read.success) {
    const issue = read.error.issues[0];
    throw new LeadsError(
      `${asking.provider} answered ${shown(url)} in a shape the summary does not read (${issue?.message ?? 'unexpected'} at ${issue?.path.join('.') || 'the top'}): "${firstWords(text)}". Its API may have changed: see the supported versions in docs/weekly-leads.md.`,
    );
  }
  return read.data;
}

/**
 * Waits before each request so that no more than `calls` go in any `perMs`: Umami Cloud allows
 * 50 calls every 15 seconds per key, and a summary of many lines makes more.
 */
export function pacer(calls: number, perMs: number, clock: Clock): () => Promise<void> {
  const sent: number[] = [];
  return async () => {
    if (sent.length >= calls) {
      const wait = sent[sent.length - calls]! + perMs - clock.now();
      if (wait > 0) await clock.sleep(wait);
    }
    sent.push(clock.now());
  };
}
