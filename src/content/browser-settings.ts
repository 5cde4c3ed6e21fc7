import type { SiteConfig } from './site-config.ts';

/**
 * What the browser's scripts read of the settings (the forms, the office finder): the inboxes,
 * the promises, and of each office its lines and what finds it, none of its page's words. Every
 * page loads them, so they are kept to these.
 */
export function browserSettingsOf({ email, response, offices }: SiteConfig) {
  return {
    email,
    response,
    offices: offices.map(
      ({
        id,
        city,
        locality,
        region,
        areaServed,
        postalAreas,
        phone,
        mobile,
        inbox,
        templateId,
        timeZone,
        businessHours,
        response,
      }) => ({
        id,
        city,
        locality,
        region,
        areaServed,
        postalAreas,
        phone,
        mobile,
        inbox,
        templateId,
        timeZone,
        businessHours,
        response,
      }),
    ) as [BrowserOffice, ...BrowserOffice[]],
  };
}

type BrowserOffice = Pick<
  SiteConfig['offices'][number],
  | 'id'
  | 'city'
  | 'locality'
  | 'region'
  | 'areaServed'
  | 'postalAreas'
  | 'phone'
  | 'mobile'
  | 'inbox'
  | 'templateId'
  | 'timeZone'
  | 'businessHours'
  | 'response'
>;

export type BrowserSettings = ReturnType<typeof browserSettingsOf>;
