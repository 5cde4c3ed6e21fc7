import type { SiteConfig } from './site-config.ts';
import type { SiteContent } from './types.ts';

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
  'surge',
] as const;

type Office = SiteConfig['offices'][number];
export type BrowserOffice = Pick<Office, (typeof OFFICE_PARTS)[number]> & {
  /** Its towns that have a page: a request sent from one names the town in words. */
  townPages?: ReadonlyArray<{ path: string; name: string }>;
};

const partsOf = (office: Office) =>
  Object.fromEntries(OFFICE_PARTS.map((part) => [part, office[part]])) as BrowserOffice;

/**
 * What every page's form reads of the settings: the inboxes, the promises, and the 24/7 line with
 * the words of the lines. No office is in it, so the script every page loads does not grow as the
 * company opens offices.
 */
export function browserSettingsOf({
  siteConfig,
  pageText,
}: Pick<SiteContent, 'siteConfig' | 'pageText'>) {
  const { email, emergencyPhone, careers } = siteConfig;
  // The caveat to the promises is the pages' to say; no form's code shows it.
  const { onSiteLimits: _limits, ...response } = siteConfig.response;
  const { barLine, barOffices } = pageText.callLinks;
  return {
    email,
    response,
    company: { emergencyPhone, words: { barLine, barOffices } },
    /** The largest document a form attaches, in KB: the owner's EmailJS plan's. */
    attachMaxKb: careers?.resumeMaxKb ?? 0,
  };
}

/**
 * Of each office its lines, what finds it and where its mail goes: fetched by a form when it is
 * first used or sent (src/forms/sending/office-lines.ts), and by the locations page's finder.
 */
export function browserOfficesOf({
  siteConfig,
  towns,
}: Pick<SiteContent, 'siteConfig' | 'towns'>): BrowserOffice[] {
  return siteConfig.offices.map((office) => ({
    ...partsOf(office),
    townPages: towns
      .filter((town) => town.hasPage && town.office.id === office.id)
      .map(({ path, name }) => ({ path, name })),
  }));
}

export type BrowserSettings = ReturnType<typeof browserSettingsOf>;

/**
 * The form's words its code shows: all but the intro and the notices before the code runs, which
 * the page itself carries (contact-dialog.tsx, form-notices.tsx), so the first load is lighter.
 */
export function formWordsOf({ formText }: Pick<SiteContent, 'formText'>) {
  const { intro: _intro, notices: _notices, ...words } = formText;
  return words;
}

export type FormWords = ReturnType<typeof formWordsOf>;
