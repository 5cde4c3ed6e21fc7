import type { SiteConfig } from './site-config.ts';

/** What the browser's scripts read of an office: its lines, what finds it, where its mail goes. */
const OFFICE_PARTS = [
  'id',
  'city',
  'locality',
  'region',
  'areaServed',
  'postalAreas',
  'phone',
  'mobile',
  'inbox',
  'templateId',
  'timeZone',
  'businessHours',
  'response',
] as const;

type Office = SiteConfig['offices'][number];
type BrowserOffice = Pick<Office, (typeof OFFICE_PARTS)[number]>;

const partsOf = (office: Office) =>
  Object.fromEntries(OFFICE_PARTS.map((part) => [part, office[part]])) as BrowserOffice;

/**
 * What the browser's scripts read of the settings (the forms, the office finder): the inboxes,
 * the promises, and of each office its lines and what finds it, none of its page's words. Every
 * page loads them, so they are kept to these.
 */
export function browserSettingsOf({ email, response, offices }: SiteConfig) {
  const [first, ...rest] = offices;
  return {
    email,
    response,
    offices: [partsOf(first), ...rest.map(partsOf)] as [BrowserOffice, ...BrowserOffice[]],
  };
}

export type BrowserSettings = ReturnType<typeof browserSettingsOf>;
