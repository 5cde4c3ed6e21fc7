import type { Office } from './schema/office.ts';
import type { SiteConfig } from './site-config.ts';
import { longDate, yearsOfExperience } from '../lib/dates.ts';
import { formatLocalPhone } from '../lib/phone.ts';
import {
  citiesOf,
  everyOne,
  listOf,
  officeWhere,
  postalAddress,
  provincesOf,
} from '../lib/places.ts';
import {
  callBackWithin,
  hoursWords,
  inquiryReplyWithin,
  onSiteWithin,
  stageTimes,
} from './response-times.ts';
import { analyticsProviderNames } from './schema/settings.ts';
import { PLACEHOLDER } from '../lib/fill-placeholders.ts';

/** "the laws of Alberta for work in Alberta and the laws of Ontario for work in Ontario". */
function governingLaw(offices: readonly Office[]): string {
  const provinces = provincesOf(offices);
  if (provinces.length === 1) return `the laws of ${provinces[0]}`;
  return listOf(provinces.map((province) => `the laws of ${province} for work in ${province}`));
}

/**
 * The privacy policy's sentences on counting visits, from the settings: whether the site counts,
 * with whom, what and where (src/analytics/ sends exactly this).
 */
function visitCounting({ analytics }: SiteConfig): string {
  if (!analytics) return 'This website does not use cookies, analytics or advertising trackers.';
  const provider = analyticsProviderNames[analytics.provider];
  return [
    'This website sets no cookies and uses no advertising trackers.',
    `It counts its visits with ${provider}, run for us by ${analytics.processor}.`,
    "For each page you view, it sends the page's address, the address of the page or search that led to it, the page's title and your browser's language and screen size;",
    'when you tap one of our phone or text links, or a form sends, fails or hands off a request, it sends which, with the kind of request (an emergency call-back, a loss assigned, a business request) and the office it concerns.',
    'It sends none of the words you type, stores nothing in your browser and gives you no identifier;',
    "the counting service also receives your connection's address and your browser's type, as any website you visit does; its own privacy policy says what it keeps.",
    'If your browser sends Global Privacy Control or Do Not Track, nothing is counted.',
  ].join(' ');
}

/**
 * What a long text may name with `{{name}}`: the facts the settings and offices hold. A claim left
 * out of the settings has no placeholder, so no text can go on making it.
 */
export function placeholderValues(config: SiteConfig, today = new Date()): Record<string, string> {
  const [home, ...others] = config.offices;
  const { claims } = config;
  return {
    companyName: config.companyName,
    legalName: config.legalName,
    cities: listOf(citiesOf(config.offices)),
    provinces: listOf(provincesOf(config.offices)),
    homeCity: home.city,
    homeAreas: listOf(home.areaServed),
    otherOffices: listOf(others.map(officeWhere)),
    allRegions: everyOne(citiesOf(config.offices).length, 'region'),
    officeAddresses: config.offices.map(postalAddress).join('; '),
    governingLaw: governingLaw(config.offices),
    onSite: onSiteWithin(config.response),
    callBack: callBackWithin(config.response),
    inquiryReply: inquiryReplyWithin(config.response).toLowerCase(),
    foundedYear: String(config.foundedYear),
    years: String(yearsOfExperience(config.foundedYear, today)),
    emergencyPhone: formatLocalPhone(config.emergencyPhone),
    generalEmail: config.email.general,
    privacyEmail: config.email.privacy,
    claimsEmail: config.email.claims,
    onSiteLimits: config.response.onSiteLimits,
    dryingReports: stageTimes(config.response).reports,
    scopeDays: `${config.response.scopeBusinessDays} business day${config.response.scopeBusinessDays === 1 ? '' : 's'}`,
    privacyContact: config.privacy.contact,
    mailProvider: config.privacy.mailProvider,
    visitCounting: visitCounting(config),
    requestRetention: config.privacy.requestRetention,
    jobRetention: config.privacy.jobRetention,
    businessHours: hoursWords(config.response.businessHours),
    accessibilityStandard: `WCAG ${config.accessibility.standard}`,
    accessibilityTested: longDate(config.accessibility.lastTested),
    ...(claims.propertiesRestored ? { propertiesRestored: String(claims.propertiesRestored) } : {}),
    ...(claims.satisfactionPercent ? { satisfaction: `${claims.satisfactionPercent}%` } : {}),
  };
}

/** The names a text uses that are neither site-wide nor among `allowed`. */
export function unknownPlaceholders(
  text: string,
  values: Record<string, string>,
  allowed: readonly string[] = [],
): string[] {
  return [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1]!)
    .filter((name) => !Object.hasOwn(values, name) && !allowed.includes(name));
}
