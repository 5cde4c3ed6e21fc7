import type { SiteConfig } from './site-config.ts';
import type { OfficeSurge } from './surge.ts';
import { surgeCallBackWithin, surgeOnSiteWithin } from './response-times.ts';

type Office = SiteConfig['offices'][number];

/** "Thursday, December 3 at 6:00 p.m.": a surge's end on its office's clock. */
export const untilWords = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));

/** What the surge's words (page text's `surge`) name for an office held by one. */
export function surgePlaceholders(
  office: Office & { surge: OfficeSurge },
  response: SiteConfig['response'],
): Record<string, string> {
  return {
    city: office.city,
    wait: surgeOnSiteWithin(office.surge.onSiteHours),
    until: untilWords(office.surge.endsAt, office.timeZone),
    callBackNow: surgeCallBackWithin(office.surge.callBackHours, response),
  };
}

/** The offices a page's storm notice names: its own office, or on a page of every office each held. */
export const heldOffices = (offices: readonly Office[], officeId?: string | null) =>
  offices.filter(
    (office): office is Office & { surge: OfficeSurge } =>
      !!office.surge && (!officeId || office.id === officeId),
  );
