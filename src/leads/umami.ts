import { z } from 'zod';
import { askJson, pacer, realClock, Refusal, type Asking, type Clock } from './ask';
import { isLead, propertiesOf } from './counted-events';
import { LeadsError, emptyCounts, tally, type CounterApi, type Counts } from './counts';
import { addDays, startOfDay } from './period';

const NAME = 'Umami';

/** Umami Cloud's API, which takes an API key; a server of your own takes a user's sign-in. */
export const UMAMI_CLOUD_API = 'https://api.umami.is/v1';

/** Umami Cloud's limit: each API key may make 50 calls every 15 seconds. */
export const UMAMI_CLOUD_RATE = { calls: 50, perMs: 15_000 };

/** The first release with `/event-data/values`, which the breakdowns by office, kind and page need. */
export const UMAMI_OLDEST = '2.13.0';

/** The property the site's events carry their page in, for Umami (src/analytics/events.ts). */
const PAGE = 'page';

const signIn = z.object({ token: z.string() });
const eventTotals = z.array(z.object({ x: z.coerce.string(), y: z.coerce.number() }));
const valueTotals = z.array(z.object({ value: z.coerce.string(), total: z.coerce.number() }));

const WEBSITE_HINT = `The settings' site (Settings → Visit counting) must be the website's ID, as Umami shows it under Settings → Websites → Edit, such as 5b1c4e8e-…; the address is not it.`;

/** A user's sign-in on a server of the company's own: the headers its token goes in. */
function signInAt(asking: Asking, origin: string, user: string, password: string) {
  return askJson(
    asking,
    `${origin}/api/auth/login`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: user, password }),
    },
    signIn,
  ).then(
    ({ token }) => ({ Authorization: `Bearer ${token}` }),
    (error: unknown) => {
      if (error instanceof Refusal && error.status === 401)
        throw new LeadsError(
          `Umami did not sign in "${user}" at ${origin} (401): the password (UMAMI_PASSWORD) or the username (UMAMI_USERNAME) is wrong. Sign in at ${origin} with them to check.`,
        );
      throw error;
    },
  );
}

/**
 * Umami Cloud's 401 for a website: the key is unknown, or its account may not view the website.
 * `/me` answers for the key alone, and tells which.
 */
async function refusedKeyOrWebsite(
  asking: Asking,
  api: string,
  website: string,
  headers: Record<string, string>,
): Promise<LeadsError> {
  const keyWorks = await askJson(asking, `${api}/me`, { headers }, z.unknown()).then(
    () => true,
    (error: unknown) => (error instanceof Refusal && error.status === 401 ? false : null),
  );
  if (keyWorks === false)
    return new LeadsError(
      'Umami Cloud refused UMAMI_API_KEY (401): it is not a key Umami Cloud knows, or it was deleted. Make one at Umami Cloud (Settings → API keys) and give it as UMAMI_API_KEY.',
    );
  return new LeadsError(
    keyWorks
      ? `Umami Cloud took UMAMI_API_KEY, but refused website ${website} (401): it is not the ID of a website this key's account can view. ${WEBSITE_HINT}`
      : `Umami Cloud refused UMAMI_API_KEY or website ${website} (401). Check the key (Settings → API keys) and the website's ID. ${WEBSITE_HINT}`,
  );
}

/**
 * Umami's API: the events by name (`/metrics?type=event`), then each event's properties
 * (`/event-data/values`). On Umami Cloud an API key (x-umami-api-key), paced under its rate; on
 * a server of your own, a user's sign-in (`/api/auth/login`) and its token. Its days begin at
 * midnight in `zone`.
 */
export function umamiApi(options: {
  origin: string;
  website: string;
  zone: string;
  env: Record<string, string | undefined>;
  fetch?: typeof fetch;
  timeoutMs: number;
  clock?: Clock;
}): CounterApi {
  const { origin, website, zone, env } = options;
  const key = env.UMAMI_API_KEY;
  const user = env.UMAMI_USERNAME;
  const password = env.UMAMI_PASSWORD;
  if (!key && !(user && password))
    throw new LeadsError(
      'Neither UMAMI_API_KEY (Umami Cloud: Settings → API keys) nor UMAMI_USERNAME and UMAMI_PASSWORD (a server of your own) is set.',
    );
  const api = key ? (env.UMAMI_API_URL ?? UMAMI_CLOUD_API) : `${origin}/api`;
  const server = key ? 'Umami Cloud' : `The Umami server at ${origin}`;
  const asking: Asking = {
    provider: NAME,
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs,
    advice: {
      429: key
        ? `Umami Cloud allows each API key ${UMAMI_CLOUD_RATE.calls} calls every ${UMAMI_CLOUD_RATE.perMs / 1000} seconds, and the summary keeps under that by itself: something else is using the same key. Run it again in a minute.`
        : `Umami itself sets no limit: a proxy in front of ${origin} does. Run it again later, or raise that proxy's limit for /api.`,
    },
    ...(key && {
      pace: pacer(UMAMI_CLOUD_RATE.calls, UMAMI_CLOUD_RATE.perMs, options.clock ?? realClock),
    }),
  };
  let headers: Promise<Record<string, string>> | undefined;
  const signedIn = () =>
    (headers ??= key
      ? Promise.resolve({ 'x-umami-api-key': key })
      : signInAt(asking, origin, user!, password!));
  const refused = async () =>
    key
      ? refusedKeyOrWebsite(asking, api, website, await signedIn())
      : new LeadsError(
          `Umami signed "${user}" in, but refused them website ${website} (401): it is not the ID of a website this user can view. ${WEBSITE_HINT}`,
        );

  const get = async <T>(
    path: string,
    params: Record<string, string | number>,
    shape: z.ZodType<T>,
  ) => {
    const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
    const url = `${api}/websites/${encodeURIComponent(website)}${path}?${query}`;
    try {
      return await askJson(asking, url, { headers: await signedIn() }, shape);
    } catch (error) {
      if (error instanceof Refusal && error.status === 401) throw await refused();
      if (error instanceof Refusal && error.status === 404 && path === '/event-data/values')
        throw new LeadsError(
          `${server} has no /event-data/values (404), which breaks the events down by office, kind and page: it is older than Umami ${UMAMI_OLDEST}. Upgrade it to the latest Umami 3 (Umami's docs, "Updates").`,
        );
      throw error;
    }
  };

  return {
    name: NAME,
    whenHollow: `${server} may be older than the summary reads (Umami ${UMAMI_OLDEST} or later; the latest 3.x is best), or not have read which event each breakdown was asked for. Upgrade it, and if it is current, tell whoever looks after the site.`,
    async counts(period) {
      const range = period.instants
        ? { startAt: period.instants.start, endAt: period.instants.end }
        : {
            startAt: startOfDay(period.from, zone),
            endAt: startOfDay(addDays(period.to, 1), zone) - 1,
          };
      const counts: Counts = emptyCounts();
      for (const { x, y } of await get('/metrics', { ...range, type: 'event' }, eventTotals))
        tally(counts.events, x, y);
      // Umami 3 reads the event's name as `event`; 2.13 to 2.20 as `eventName`, and each
      // ignores the other's, so both are sent.
      const values = (event: string, propertyName: string) =>
        get('/event-data/values', { ...range, event, eventName: event, propertyName }, valueTotals);
      for (const name of Object.keys(counts.events)) {
        for (const property of propertiesOf[name] ?? []) {
          const byValue = ((counts.byProperty[name] ??= {})[property] ??= {});
          for (const { value, total } of await values(name, property)) tally(byValue, value, total);
        }
        if (isLead(name))
          for (const { value, total } of await values(name, PAGE))
            tally(counts.pages, value, total);
      }
      return counts;
    },
  };
}
