import type { SiteConfig } from '../content/site-config';
import { toE164 } from '../lib/phone';
import type { AnalyticsConfig, AnalyticsProvider } from './events';

/** Where each provider takes events (Plausible's Events API, Umami's sending stats). */
export const PROVIDER_PATHS: Record<AnalyticsProvider, string> = {
  plausible: '/api/event',
  umami: '/api/send',
};

/** The name a tap on the line in the top bar is counted under, beside the offices' names. */
export const MAIN_LINE = '24/7 line';

/** What the pages' visit counter needs, or null when the settings name no provider. */
export function analyticsConfig(config: SiteConfig): AnalyticsConfig | null {
  const { analytics } = config;
  if (!analytics) return null;
  const lines: Record<string, string> = {};
  const name = (phone: string | undefined, office: string) => {
    const number = phone ? toE164(phone) : null;
    if (number && !(number in lines)) lines[number] = office;
  };
  for (const office of config.offices) {
    name(office.phone, office.city);
    name(office.mobile, office.city);
  }
  name(config.emergencyPhone, MAIN_LINE);
  return {
    provider: analytics.provider,
    endpoint: `${analytics.origin}${PROVIDER_PATHS[analytics.provider]}`,
    site: analytics.site,
    lines,
  };
}

/**
 * The page's tag for the counter: its config as data (no script runs from it, so the site's
 * policy needs no hash for it), naming the counter's module, which the page script fetches once
 * the page has painted. Nothing when counting is off.
 */
export function analyticsTags(config: SiteConfig, script: string): string[] {
  const counter = analyticsConfig(config);
  if (!counter) return [];
  const data = JSON.stringify(counter).replace(/</g, '\\u003c');
  return [
    `<script type="application/json" id="site-analytics" data-after-paint="${script}">${data}</script>`,
  ];
}
