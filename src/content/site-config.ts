import type { Office } from './schema/office.ts';
import type { Settings } from './schema/settings.ts';
import { localIsoDay } from '../lib/dates.ts';
import { officeSurge, type OfficeSurge } from './surge.ts';

/**
 * The settings and offices every page shows; a notice that ended before `today` is left out, and
 * each office carries the surge that holds it, unless that ended before `today`'s instant.
 */
export function siteConfigOf(settings: Settings, offices: [Office, ...Office[]], today: Date) {
  const { notice, surge, ...facts } = settings;
  const withSurge = (office: Office): Office & { surge?: OfficeSurge } => {
    const own = officeSurge(surge, office, today);
    return own ? { ...office, surge: own } : office;
  };
  const [first, ...rest] = offices;
  return {
    ...facts,
    offices: [withSurge(first), ...rest.map(withSurge)] as [
      ReturnType<typeof withSurge>,
      ...ReturnType<typeof withSurge>[],
    ],
    ...(notice && notice.end >= localIsoDay(today) ? { notice } : {}),
  };
}

export type SiteConfig = ReturnType<typeof siteConfigOf>;
