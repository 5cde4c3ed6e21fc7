import { REQUEST_EVENTS, type Lead } from '../domain/lead-events';

export type AnalyticsProvider = 'plausible' | 'umami';

/** What a page tells its visit counter: written by the build (src/analytics/page-config.ts). */
export interface AnalyticsConfig {
  provider: AnalyticsProvider;
  /** Where the provider takes events: Plausible's /api/event, Umami's /api/send. */
  endpoint: string;
  /** Plausible's domain, or Umami's website id. */
  site: string;
  /** The company's lines by E.164 number, each named by its office ("Calgary") or "24/7 line". */
  lines: Record<string, string>;
}

export interface CountedEvent {
  name: string;
  props?: Record<string, string>;
}

export const PAGEVIEW: CountedEvent = { name: 'pageview' };

/** What the page is: read from the browser, nothing the visitor typed. */
export interface PageFacts {
  href: string;
  referrer: string;
  title: string;
  language: string;
  screen: string;
}

/**
 * An address as counted: no fragment, and of the query only the campaign tags (utm_*), which say
 * which ad or listing brought the visit. Anything else in a query may be a visitor's own words.
 */
export function countedAddress(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return '';
  }
  const kept = new URLSearchParams();
  for (const [key, value] of url.searchParams) if (key.startsWith('utm_')) kept.append(key, value);
  const query = kept.toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}

const LINE_LINK = /^(tel|sms):(\+\d{11})$/;

/** How a tap on a line is named, before its office: "Call: Calgary". */
export const LINE_TAPS = { call: 'Call', text: 'Text' } as const;

/** A line tap's name, as counted: "Call: Calgary". */
export const lineTapName = (way: keyof typeof LINE_TAPS, office: string) =>
  `${LINE_TAPS[way]}: ${office}`;

/**
 * An office's review page opened, and its button to the review form pressed: named on the page
 * (`data-counted`, with `data-office`) and counted as they happen.
 */
export const REVIEW_EVENTS = { page: 'Review page opened', form: 'Review form opened' } as const;

/**
 * A tap on one of the company's lines, named by its office: "Call: Calgary", "Text: Toronto".
 * Null for any other link, and for a text message that carries words (the form's hand-off,
 * counted as a lead instead).
 */
export function lineTap(href: string, lines: Record<string, string>): CountedEvent | null {
  const match = LINE_LINK.exec(href);
  const office = match && Object.hasOwn(lines, match[2]!) ? lines[match[2]!] : undefined;
  if (!match || !office) return null;
  return { name: lineTapName(match[1] === 'tel' ? 'call' : 'text', office), props: { office } };
}

/** What an element marked `data-counted` is counted as: its name, and its office if it names one. */
export function markedEvent(marks: { counted?: string; office?: string }): CountedEvent | null {
  if (!marks.counted) return null;
  return { name: marks.counted, ...(marks.office ? { props: { office: marks.office } } : {}) };
}

/**
 * A request, counted by its kind of form and its office, how it was handed off, and why it
 * failed (`class`, `trouble`, `status`: src/domain/lead-events.ts).
 */
export function leadEvent(lead: Lead): CountedEvent {
  const props: Record<string, string> = { kind: lead.kind };
  if (lead.office) props.office = lead.office;
  if (lead.name === REQUEST_EVENTS.handedOff) props.by = lead.by;
  if (lead.name === REQUEST_EVENTS.failed) {
    props.class = lead.failure.class;
    props.trouble = lead.failure.trouble;
    if (lead.failure.status !== undefined) props.status = String(lead.failure.status);
  }
  return { name: lead.name, props };
}

/** Global Privacy Control, or the older Do Not Track: the visitor asked not to be counted. */
export function optedOut(browser: {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}): boolean {
  return browser.globalPrivacyControl === true || browser.doNotTrack === '1';
}

export interface ProviderRequest {
  url: string;
  /** text/plain for Plausible, a request its own script sends without a preflight; JSON for Umami. */
  contentType: string;
  body: string;
}

/** The provider's documented request for an event on a page. */
export function providerRequest(
  config: AnalyticsConfig,
  event: CountedEvent,
  page: PageFacts,
): ProviderRequest {
  const url = countedAddress(page.href);
  const referrer = countedAddress(page.referrer);
  const props = event.props && Object.keys(event.props).length > 0 ? event.props : undefined;
  if (config.provider === 'plausible') {
    return {
      url: config.endpoint,
      contentType: 'text/plain',
      body: JSON.stringify({
        name: event.name,
        url,
        domain: config.site,
        referrer: referrer || null,
        ...(props ? { props } : {}),
      }),
    };
  }
  return {
    url: config.endpoint,
    contentType: 'application/json',
    body: JSON.stringify({
      type: 'event',
      payload: {
        website: config.site,
        hostname: url ? new URL(url).hostname : '',
        url,
        referrer,
        title: page.title,
        language: page.language,
        screen: page.screen,
        // Umami counts an event without a name as a page view. Its event-data API breaks an
        // event down by its data alone, so an event's page goes there too (the weekly summary's
        // "pages that brought them"); Plausible keeps each event's page itself.
        ...(event.name === PAGEVIEW.name
          ? {}
          : { name: event.name, data: { ...props, page: url ? new URL(url).pathname : '' } }),
      },
    }),
  };
}
