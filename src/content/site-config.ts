import type { Office } from './schema/office.ts';
import type { Settings } from './schema/settings.ts';
import { localIsoDay } from '../lib/dates.ts';

/** The settings and offices every page shows; a notice that ended before `today` is left out. */
export function siteConfigOf(settings: Settings, offices: [Office, ...Office[]], today: Date) {
  const { notice, ...facts } = settings;
  return { ...facts, offices, ...(notice && notice.end >= localIsoDay(today) ? { notice } : {}) };
}

export type SiteConfig = ReturnType<typeof siteConfigOf>;
