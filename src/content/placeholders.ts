import type { Office } from './schema/office.ts';
import type { SiteConfig } from './site-config.ts';
import { addressOf } from '../domain/routing.ts';
import { longDate, yearsOfExperience } from '../lib/dates.ts';
import { formatLocalPhone } from '../lib/phone.ts';
import {
  citiesOf,
  everyOne,
  listOf,
  officeWhere,
  postalAddress,
  provincesOf,
} from '../domain/places.ts';
import { hoursWords, inquiryReplyWithin, stageTimes } from './response-times.ts';
import { promiseMark } from './surge.ts';
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
/**
 * The privacy policy's sentences on job applications, from the settings: what the form collects,
 * where it goes and how long it is kept; one sentence when the site takes none.
 */
function applications({ careers, email, offices }: SiteConfig): string {
  if (!careers) return 'This website does not take job applications.';
  const provinces = new Set(offices.map((office) => office.region));
  return [
    'When you apply for a job, we collect what the application form asks: the opening and office you apply for, your name, e-mail address and phone number, when you can start, your certifications and licence, your experience in your own words and the résumé you attach, if you attach one.',
    `It goes by e-mail through EmailJS, a service in the United States, to ${addressOf('careers', email)}, and is used only to consider you for work with us.`,
    `We keep an application for ${careers.applicationRetention}, then delete it; ask us and we delete it sooner.`,
    ...(provinces.has('ON')
      ? [
          "If we interview you for work in Ontario, we keep for three years a copy of what we told you about our decision and the day we told you, as Ontario's Employment Standards Act asks of an employer; that record keeps your name and e-mail address, and nothing else of your application.",
        ]
      : []),
    "Each job posting and the questions of its application form are kept for three years after the posting comes down, as Ontario's Employment Standards Act asks; that record holds nothing about any applicant.",
    provinces.has('AB')
      ? "For work in Alberta, Alberta's Personal Information Protection Act governs what we collect about you as a potential employee."
      : '',
    'Federal privacy law (PIPEDA) covers applicants only for federally regulated work, which ours is not.',
  ]
    .filter(Boolean)
    .join(' ');
}

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
    // Written when the page is (src/content/surge.ts): a surge may suspend them on its pages.
    onSite: promiseMark('onSite'),
    callBack: promiseMark('callBack'),
    inquiryReply: inquiryReplyWithin(config.response).toLowerCase(),
    foundedYear: String(config.foundedYear),
    years: String(yearsOfExperience(config.foundedYear, today)),
    emergencyPhone: formatLocalPhone(config.emergencyPhone),
    generalEmail: config.email.general,
    privacyEmail: config.email.privacy,
    claimsEmail: config.email.claims,
    careersEmail: addressOf('careers', config.email),
    onSiteLimits: config.response.onSiteLimits,
    dryingReports: stageTimes(config.response).reports,
    scopeDays: `${config.response.scopeBusinessDays} business day${config.response.scopeBusinessDays === 1 ? '' : 's'}`,
    privacyContact: config.privacy.contact,
    mailProvider: config.privacy.mailProvider,
    visitCounting: visitCounting(config),
    applications: applications(config),
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

export type SitePlaceholder = keyof ReturnType<typeof placeholderValues>;

/** What each site-wide placeholder becomes, as the content reference lists them. */
export const placeholderMeanings: Record<SitePlaceholder, string> = {
  companyName: 'the company name (`companyName` in the settings)',
  legalName: 'the legal name (`legalName`)',
  cities: 'the offices\' cities, as a list: "Calgary and Toronto"',
  provinces: 'the offices\' provinces, as a list: "Alberta and Ontario"',
  homeCity: "the first office's city (the office with `order` 1)",
  homeAreas: "the first office's towns served, as a list",
  otherOffices: 'the other offices, as a list: "a Toronto-area office in Mississauga"',
  allRegions: 'the regions served, counted: "both regions", "all three regions"',
  officeAddresses: "every office's postal address, separated by semicolons",
  governingLaw: 'the laws the terms follow: "the laws of Alberta for work in Alberta and …"',
  onSite: 'the on-site promise: "under 60 minutes"',
  callBack: 'the call-back promise: "within 15 minutes during business hours"',
  inquiryReply: 'the e-mail promise: "within 24 hours"',
  foundedYear: 'the year the company was founded',
  years: 'the years of experience, counted from `foundedYear` on the day of the build',
  emergencyPhone: 'the 24/7 line, written as it is dialled: "1-888-555-0100"',
  generalEmail: 'the general e-mail',
  privacyEmail: 'the privacy e-mail',
  claimsEmail: 'the claims e-mail',
  careersEmail: 'the careers e-mail (the general e-mail when the settings name none)',
  onSiteLimits: 'when a crew can take longer (`response.onSiteLimits`)',
  dryingReports: 'how often drying reports are sent: "every 24 hours while the structure dries"',
  scopeDays: 'the days to a scope: "3 business days"',
  privacyContact: 'the privacy contact (`privacy.contact`)',
  mailProvider: "where the company's e-mail is hosted (`privacy.mailProvider`)",
  visitCounting: "the privacy policy's sentences on counting visits, from the analytics settings",
  applications:
    "the privacy policy's sentences on job applications, from the careers settings: what is collected, where it goes, how long it is kept",
  requestRetention: 'how long a request is kept (`privacy.requestRetention`)',
  jobRetention: 'how long a job file is kept (`privacy.jobRetention`)',
  businessHours: 'the business hours: "8 a.m. to 6 p.m., Monday to Friday, local time"',
  accessibilityStandard: 'the standard met: "WCAG 2.2, level AA"',
  accessibilityTested: 'the day the site was last tested for accessibility, written out',
  propertiesRestored: 'the properties restored, only while the settings claim a number',
  satisfaction: 'the customer satisfaction with its "%", only while the settings claim it',
};
