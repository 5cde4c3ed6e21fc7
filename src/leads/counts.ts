import type { Period } from './period';

/** What a visit counter counted in a period: read from its API, in one shape for both. */
export interface Counts {
  /** Each event's total, by its name ("Call: Calgary", "Request sent"); never page views. */
  events: Record<string, number>;
  /** An event's totals by one of its properties: `byProperty["Request sent"].kind.callback`. */
  byProperty: Record<string, Record<string, Record<string, number>>>;
  /** The leads (calls, texts and requests) by the page they were made on. */
  pages: Record<string, number>;
}

/** A visit counter's API, as the summary reads it. */
export interface CounterApi {
  /** The provider's name, for the owner: "Plausible". */
  name: string;
  counts(period: Period): Promise<Counts>;
}

/** Something the owner can act on: said in a sentence, with no stack trace. */
export class LeadsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LeadsError';
    this.stack = message;
  }
}

export const emptyCounts = (): Counts => ({ events: {}, byProperty: {}, pages: {} });

/** Adds `n` to a count kept by keys, making the levels it needs. */
export function tally(into: Record<string, number>, key: string, n: number) {
  into[key] = (into[key] ?? 0) + n;
}

/** An answer that is not OK, as the owner should read it. */
export async function refusal(
  provider: string,
  response: Response,
  setUp: string,
): Promise<LeadsError> {
  let said = '';
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      // Plausible says { error: "…" }; Umami { error: { message: "…" } } or { message: "…" }.
      const { error, message } = body as { error?: unknown; message?: unknown };
      const inner =
        error && typeof error === 'object' ? (error as { message?: unknown }).message : error;
      said = String(inner ?? message ?? '');
    }
  } catch {
    // An answer without JSON says nothing more than its status.
  }
  const quoted = said ? ` It said: "${said}"` : '';
  switch (response.status) {
    case 401:
      return new LeadsError(`${provider} refused the key (401).${quoted} ${setUp}`);
    case 402:
    case 403:
      return new LeadsError(
        `${provider} does not let this account read its statistics through the API (${response.status}): the plan may not include it, or the key may not reach this site.${quoted}`,
      );
    case 429:
      return new LeadsError(
        `${provider} is limiting requests (429): too many were made in the last hour. Run it again in an hour.${quoted}`,
      );
    default:
      return new LeadsError(
        `${provider} answered ${response.status} ${response.statusText}.${quoted}`,
      );
  }
}

/** A request that never got an answer. */
export const unreachable = (provider: string, address: string, error: unknown) =>
  new LeadsError(
    `${provider} could not be reached at ${address}: ${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)}.`,
  );
