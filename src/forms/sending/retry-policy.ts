/**
 * What one try of a send came to, as the page can tell it: sent; nothing left for want of a
 * connection; failed on the way (status 0); no answer in time (it may still arrive); an answer
 * with an HTTP status (and the wait it asks for, where its headers say one); or refused by the
 * page itself before it left (a headless browser, a reply-to that is the company's own inbox).
 */
export type TryResult =
  | { kind: 'sent' }
  | { kind: 'offline' }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'status'; status: number; retryAfterMs?: number }
  | { kind: 'blocked'; status: number };

/** What went wrong, in the words the owner's alert and the visit counter use. */
export type Trouble = 'throttled' | 'down' | 'network' | 'timeout' | 'refused' | 'blocked';
/** What can pass by itself: the page tries again. */
export type PassingTrouble = Exclude<Trouble, 'refused' | 'blocked'>;

/**
 * 'passing': it can pass by itself, so the page tries again; 'account': EmailJS refuses the
 * account (a spent quota, a lapsed Gmail grant, an origin not allowed, a template or service
 * missing) until the owner acts, so the same route is never tried again; 'request': the page
 * refused this request itself, and no route would take it.
 */
export type TroubleClass = 'passing' | 'account' | 'request';

/**
 * Each answer's trouble, first match wins. EmailJS documents a rate limit of one request a second
 * (429) but names no status for a spent quota or a lost grant (users report 412 for the grant), so
 * every 4xx but 429 is the account's: docs/emailjs.md.
 */
export const STATUS_TABLE: ReadonlyArray<{
  when: (status: number) => boolean;
  trouble: Trouble;
  class: TroubleClass;
}> = [
  { when: (status) => status === 429, trouble: 'throttled', class: 'passing' },
  { when: (status) => status >= 500, trouble: 'down', class: 'passing' },
  { when: (status) => status >= 400, trouble: 'refused', class: 'account' },
  // A status EmailJS never sends (0, 1xx, 3xx): as a failure on the way.
  { when: () => true, trouble: 'network', class: 'passing' },
];

const OTHERS: Record<'network' | 'timeout' | 'offline', PassingTrouble> = {
  network: 'network',
  timeout: 'timeout',
  offline: 'network',
};

/** A failed try's trouble and class. */
export function troubleOf(result: Exclude<TryResult, { kind: 'sent' }>): Why {
  if (result.kind === 'blocked') return { trouble: 'blocked', class: 'request' };
  if (result.kind === 'status') {
    const row = STATUS_TABLE.find(({ when }) => when(result.status))!;
    return { trouble: row.trouble, class: row.class } as Why;
  }
  return { trouble: OTHERS[result.kind], class: 'passing' };
}

/** A failed try's trouble, with the class it is of. */
export type Why =
  | { trouble: PassingTrouble; class: 'passing' }
  | { trouble: 'refused'; class: 'account' }
  | { trouble: 'blocked'; class: 'request' };

/**
 * How the page keeps trying: the first wait 2 s, doubled each try up to a minute, each drawn at
 * random between half and all of it (so a storm's visitors do not come back together), and never
 * sooner than a Retry-After asks; for 30 minutes from the first try, while the page is open.
 */
export const RETRY = {
  firstWaitMs: 2_000,
  longestWaitMs: 60_000,
  forMs: 30 * 60_000,
} as const;

/**
 * Whether a request that failed is tried again by the page, and after how long. `tries`: how many
 * were made so far (1 after the first); `random` gives [0, 1).
 */
export function nextTry(
  result: Exclude<TryResult, { kind: 'sent' }>,
  { tries, firstTriedAt, now }: { tries: number; firstTriedAt: number; now: number },
  random: () => number = Math.random,
): { again: true; inMs: number } | { again: false } {
  if (troubleOf(result).class !== 'passing') return { again: false };
  const full = Math.min(RETRY.longestWaitMs, RETRY.firstWaitMs * 2 ** Math.max(0, tries - 1));
  const drawn = Math.round(full / 2 + random() * (full / 2));
  const asked = result.kind === 'status' ? (result.retryAfterMs ?? 0) : 0;
  const inMs = Math.max(drawn, asked);
  return now + inMs - firstTriedAt > RETRY.forMs ? { again: false } : { again: true, inMs };
}

/** A turn of a request's tries: settled (sent, or stopped before it left), or a try that failed. */
export type TryTurn<S> =
  | { settled: S }
  | { tried: Exclude<TryResult, { kind: 'sent' }>; tries: number; firstTriedAt: number };

/**
 * A request's tries, by the policy: each turn is `tryOnce` on a route (0, then 1 once the first
 * refuses the account, where there is a second); what can pass is tried again after `nextTry`'s
 * wait, told first to `onRetry`; anything else ends it. No connection ends it too: the form waits
 * for the connection and sends again then.
 */
export async function keepTrying<S>(
  tryOnce: (route: number, refusedWith: number | null) => Promise<TryTurn<S>>,
  options: {
    routes: number;
    onRetry: (retry: { trouble: PassingTrouble; nextTry: number; inMs: number }) => void;
    wait: (ms: number) => Promise<void>;
    random: () => number;
    now: () => number;
  },
): Promise<{ settled: S } | { failed: Exclude<TryResult, { kind: 'sent' }>; why: Why }> {
  let route = 0;
  let refusedWith: number | null = null;
  for (;;) {
    const turn = await tryOnce(route, refusedWith);
    if ('settled' in turn) return turn;
    const { tried } = turn;
    const why = troubleOf(tried);
    if (why.class === 'account' && tried.kind === 'status' && route + 1 < options.routes) {
      refusedWith = tried.status;
      route += 1;
      continue;
    }
    if (tried.kind === 'offline' || why.class !== 'passing') return { failed: tried, why };
    const plan = nextTry(tried, { ...turn, now: options.now() }, options.random);
    if (!plan.again) return { failed: tried, why };
    options.onRetry({ trouble: why.trouble, nextTry: turn.tries + 1, inMs: plan.inMs });
    await options.wait(plan.inMs);
  }
}
