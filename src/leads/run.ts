import { loadContent } from '../content/load-content';
import { TIMEOUT_MS, type Clock } from './ask';
import { hollowBreakdowns } from './counted-events';
import { LeadsError, type CounterApi } from './counts';
import { deliver, missingFor, plannedDelivery, ways, type Way } from './deliver';
import { dayIn, periodsBefore } from './period';
import { plausibleApi } from './plausible';
import { leadSummary } from './report';
import { umamiApi } from './umami';

export interface LeadsOptions {
  days: number;
  /** The day the summary is made, YYYY-MM-DD in the first office's zone: today unless given. */
  today?: string;
  /** A content folder laid over content/ (as the build's --content). */
  content?: string;
  /** Where to send it: nothing prints it only. */
  send: readonly string[];
  /** Print what would be sent, and send nothing. */
  dryRun: boolean;
  env: Record<string, string | undefined>;
  fetch?: typeof fetch;
  /** How long one request may take (30 seconds unless given). */
  timeoutMs?: number;
  /** The clock Umami Cloud's pacing waits on (the real one unless given). */
  clock?: Clock;
}

/**
 * `npm run leads`: the leads of the last days from the visit counter's API, beside the days
 * before, printed, and sent where the options say. Throws a LeadsError the owner can act on.
 */
export async function runLeads(options: LeadsOptions): Promise<string[]> {
  const { env } = options;
  if (!Number.isInteger(options.days) || options.days < 1 || options.days > 92)
    throw new LeadsError('--days must be a whole number of days from 1 to 92, such as --days 7.');
  const unknown = options.send.filter((way) => !ways.includes(way as Way));
  if (unknown.length)
    throw new LeadsError(
      `--send takes ${ways.join(' and ')}, separated by a comma; not ${unknown.join(', ')}.`,
    );
  const send = options.send as Way[];
  const missing = send.flatMap((way) => missingFor(way, env).map((name) => `${name} (for ${way})`));
  if (missing.length)
    throw new LeadsError(
      `Not set, so the summary cannot be sent: ${missing.join(', ')}. See the README, "See your leads".`,
    );

  const { siteConfig } = await loadContent({ overlay: options.content });
  const { analytics } = siteConfig;
  if (!analytics)
    throw new LeadsError(
      'The settings name no visit counter (Settings → Visit counting), so there are no leads to read. README, "See your leads".',
    );
  const zone = siteConfig.offices[0].timeZone;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const api = counterApi(analytics, {
    zone,
    env,
    fetch: options.fetch,
    timeoutMs,
    clock: options.clock,
  });
  const { week, before } = periodsBefore(options.today ?? dayIn(zone, new Date()), options.days);
  const counted = async (period: typeof week) => {
    const counts = await api.counts(period);
    const hollow = hollowBreakdowns(counts);
    if (hollow)
      throw new LeadsError(
        `${api.name} counted ${hollow.total} calls, texts, requests and reviews (${hollow.named}) from ${period.from} to ${period.to}, but none of them in its breakdowns by office, kind or page, so the summary would be wrong and is not made. ${api.whenHollow}`,
      );
    return counts;
  };
  const summary = leadSummary({
    company: siteConfig.companyName,
    offices: siteConfig.offices.map((office) => office.city),
    week,
    before,
    counts: { week: await counted(week), before: await counted(before) },
  });
  const out = [summary.subject, '', summary.text];
  for (const way of send) {
    if (options.dryRun) out.push('', plannedDelivery(way, env));
    else {
      await deliver(way, summary, env, { fetch: options.fetch, timeoutMs });
      out.push('', `Sent (${way}).`);
    }
  }
  return out;
}

/** The settings' visit counter's API: Plausible's or Umami's, with the keys of the environment. */
export function counterApi(
  analytics: { provider: 'plausible' | 'umami'; origin: string; site: string },
  options: {
    zone: string;
    env: Record<string, string | undefined>;
    fetch?: typeof fetch;
    timeoutMs: number;
    clock?: Clock;
  },
): CounterApi {
  const { zone, env, fetch, timeoutMs, clock } = options;
  return analytics.provider === 'plausible'
    ? plausibleApi({
        origin: analytics.origin,
        site: analytics.site,
        key: env.PLAUSIBLE_API_KEY,
        fetch,
        timeoutMs,
      })
    : umamiApi({
        origin: analytics.origin,
        website: analytics.site,
        zone,
        env,
        fetch,
        timeoutMs,
        clock,
      });
}
