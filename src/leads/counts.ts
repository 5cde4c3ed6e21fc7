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
  /** What to check when events were counted but no breakdown holds them. */
  whenHollow: string;
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
