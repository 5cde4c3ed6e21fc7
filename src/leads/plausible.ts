import { z } from 'zod';
import { askJson, type Asking } from './ask';
import { isLead, propertiesOf } from './counted-events';
import { LeadsError, emptyCounts, tally, type CounterApi, type Counts } from './counts';
import type { Period } from './period';

const NAME = 'Plausible';

/** Plausible's Stats API v2 answer: a row per group, its dimensions then its metrics. */
const queryAnswer = z.object({
  results: z.array(
    z.object({ dimensions: z.array(z.coerce.string()), metrics: z.array(z.number()) }),
  ),
});

/** Plausible's value for an event without the property. */
const NONE = '(none)';

/**
 * Plausible's Stats API v2 (`POST /api/v2/query` with a Bearer key), hosted or self-hosted at
 * the settings' origin. Its days are the site's own time zone, as set at Plausible.
 */
export function plausibleApi(options: {
  origin: string;
  site: string;
  key: string | undefined;
  fetch?: typeof fetch;
  timeoutMs: number;
}): CounterApi {
  const { origin, site, key } = options;
  const setUp =
    'Make a Stats API key at Plausible (Account settings → API keys) and give it as PLAUSIBLE_API_KEY.';
  if (!key) throw new LeadsError(`PLAUSIBLE_API_KEY is not set. ${setUp}`);
  const address = `${origin}/api/v2/query`;
  const asking: Asking = {
    provider: NAME,
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs,
    advice: {
      401: `Either PLAUSIBLE_API_KEY is not a key Plausible knows, or the settings' site, "${site}", is not the domain of a site that key can read (as Plausible lists it, without https://). ${setUp}`,
      404: `The Stats API v2 (POST /api/v2/query) is not there: check the origin in the settings (Settings → Visit counting); on a server of your own, Plausible Community Edition must be a release with the Stats API v2.`,
      429: 'A key may make 600 requests an hour unless Plausible raised it, and one summary makes about ten: another program may be using the same key. Run it again in an hour.',
    },
  };

  const query = async (period: Period, dimensions: string[], filters: unknown[]) => {
    const answer = await askJson(
      asking,
      address,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          site_id: site,
          metrics: ['events'],
          date_range: period.instants
            ? [period.instants.start, period.instants.end].map((at) => new Date(at).toISOString())
            : [period.from, period.to],
          dimensions,
          filters,
        }),
      },
      queryAnswer,
    );
    return answer.results.map(({ dimensions: values, metrics }) => ({
      values,
      count: metrics[0] ?? 0,
    }));
  };

  return {
    name: NAME,
    whenHollow:
      'Check at Plausible (Site settings → Custom properties) that office, kind, by, class and status are added.',
    async counts(period) {
      const counts: Counts = emptyCounts();
      const named = await query(period, ['event:name'], [['is_not', 'event:name', ['pageview']]]);
      for (const { values, count } of named) tally(counts.events, values[0]!, count);
      const seen = Object.keys(counts.events);
      const broken = seen.filter((name) => propertiesOf[name]);
      const properties = [...new Set(broken.flatMap((name) => propertiesOf[name]!))];
      for (const property of properties) {
        const rows = await query(
          period,
          ['event:name', `event:props:${property}`],
          [['is', 'event:name', broken.filter((name) => propertiesOf[name]!.includes(property))]],
        );
        for (const { values, count } of rows) {
          const [name, value] = values as [string, string];
          if (value === NONE) continue;
          const byValue = ((counts.byProperty[name] ??= {})[property] ??= {});
          tally(byValue, value, count);
        }
      }
      const leads = seen.filter(isLead);
      if (leads.length > 0)
        for (const { values, count } of await query(
          period,
          ['event:page'],
          [['is', 'event:name', leads]],
        ))
          tally(counts.pages, values[0]!, count);
      return counts;
    },
  };
}
