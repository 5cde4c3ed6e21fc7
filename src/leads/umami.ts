import { isLead, propertiesOf } from './counted-events';
import {
  LeadsError,
  emptyCounts,
  refusal,
  tally,
  unreachable,
  type CounterApi,
  type Counts,
} from './counts';
import { addDays, startOfDay } from './period';

const NAME = 'Umami';

/** Umami Cloud's API, which takes an API key; a server of your own takes a user's sign-in. */
export const UMAMI_CLOUD_API = 'https://api.umami.is/v1';

/** The property the site's events carry their page in, for Umami (src/analytics/events.ts). */
const PAGE = 'page';

/**
 * Umami's API: the events by name (`/metrics?type=event`), then each event's properties
 * (`/event-data/values`). On Umami Cloud an API key (x-umami-api-key); on a server of your own,
 * a user's sign-in (`/api/auth/login`) and its token. Its days begin at midnight in `zone`.
 */
export function umamiApi(options: {
  origin: string;
  website: string;
  zone: string;
  env: Record<string, string | undefined>;
  fetch?: typeof fetch;
}): CounterApi {
  const { origin, website, zone, env, fetch: send = fetch } = options;
  const key = env.UMAMI_API_KEY;
  const user = env.UMAMI_USERNAME;
  const password = env.UMAMI_PASSWORD;
  const setUp = key
    ? 'Make an API key at Umami Cloud (Settings → API keys) and give it as UMAMI_API_KEY.'
    : 'Check UMAMI_USERNAME and UMAMI_PASSWORD: a user of your Umami server who can view the website.';
  if (!key && !(user && password))
    throw new LeadsError(
      'Neither UMAMI_API_KEY (Umami Cloud: Settings → API keys) nor UMAMI_USERNAME and UMAMI_PASSWORD (a server of your own) is set.',
    );
  const api = key ? (env.UMAMI_API_URL ?? UMAMI_CLOUD_API) : `${origin}/api`;

  const call = async (address: string, init?: RequestInit) => {
    let response: Response;
    try {
      response = await send(address, init);
    } catch (error) {
      throw unreachable(NAME, address.split('?')[0]!, error);
    }
    if (!response.ok) throw await refusal(NAME, response, setUp);
    return response.json() as Promise<unknown>;
  };

  let headers: Promise<Record<string, string>> | undefined;
  const signedIn = () =>
    (headers ??= key
      ? Promise.resolve({ 'x-umami-api-key': key })
      : call(`${api}/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: user, password }),
        }).then((answer) => ({ Authorization: `Bearer ${(answer as { token: string }).token}` })));

  const get = async (path: string, params: Record<string, string | number>) => {
    const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
    return call(`${api}/websites/${encodeURIComponent(website)}${path}?${query}`, {
      headers: await signedIn(),
    });
  };

  return {
    name: NAME,
    async counts(period) {
      const range = {
        startAt: startOfDay(period.from, zone),
        endAt: startOfDay(addDays(period.to, 1), zone) - 1,
      };
      const counts: Counts = emptyCounts();
      const named = (await get('/metrics', { ...range, type: 'event' })) as Array<{
        x: string;
        y: number;
      }>;
      for (const { x, y } of named) tally(counts.events, x, y);
      const values = async (event: string, propertyName: string) =>
        (await get('/event-data/values', { ...range, event, propertyName })) as Array<{
          value: string;
          total: number;
        }>;
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
