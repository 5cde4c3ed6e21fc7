import { z } from 'zod';
import { DAY_SETS } from '../../domain/business-hours.ts';
import {
  choice,
  describe,
  email,
  httpsUrl,
  isoDate,
  lines,
  localDateTime,
  phone,
  templateId,
  text,
  wholeNumber,
} from './fields.ts';

const clock = (meta: { title: string; description?: string }) =>
  describe(
    z
      .string()
      .regex(
        /^(?:[01]\d|2[0-3]):[0-5]\d$/,
        'must be a time on the 24-hour clock, such as 08:00 or 18:30',
      ),
    meta,
  );

/** When call-back requests are answered, on each office's own clock. */
export const businessHoursSchema = describe(
  z
    .strictObject({
      days: choice(
        Object.keys(DAY_SETS) as [keyof typeof DAY_SETS, ...Array<keyof typeof DAY_SETS>],
        {
          title: 'Days',
        },
      ),
      opens: clock({ title: 'Opens', description: '24-hour clock, local time: 08:00' }),
      closes: clock({ title: 'Closes', description: '24-hour clock, local time: 18:00' }),
    })
    .refine(({ opens, closes }) => opens < closes, {
      message: 'closes before it opens',
      path: ['closes'],
    }),
  {
    title: 'Business hours',
    description:
      "When call-back requests are answered within the minutes above, on each office's own clock; the 24/7 lines answer at any hour",
  },
);

/** The most a phone's home screen shows under an icon before it cuts the name. */
export const SHORT_NAME_LIMIT = 12;

const siteUrl = describe(
  httpsUrl({
    title: 'Site address',
    description: 'The public address of the site, https, no path or trailing slash',
  }).refine((value) => {
    try {
      return new URL(value).pathname === '/' && !value.endsWith('/');
    } catch {
      return true;
    }
  }, "must be the site's origin with no path or trailing slash"),
  { title: 'Site address', description: 'https://www.your-domain.ca, no trailing slash' },
);

const year = (meta: { title: string; description?: string }) =>
  describe(
    z.number({ error: 'must be a year' }).int('must be a whole year').min(1900).max(2200),
    meta,
  );

export const noticeLevels = ['info', 'warning', 'urgent'] as const;

/**
 * Surge mode: while the crews are stretched (a storm, a regional flood), the promises of one office
 * or of all stand aside for the honest wait, on every page, dialog, receipt and structured data of
 * that office, and it ends by itself at its end. `office` is checked against the offices by the
 * build (src/content/load-content.ts).
 */
export const surgeSchema = describe(
  z
    .object({
      office: text({
        title: 'Office',
        description:
          'The office whose crews are stretched, by its file name ("calgary"), or "all" for every office',
      }),
      start: localDateTime({
        title: 'Starts',
        description:
          'YYYY-MM-DDTHH:mm on the office’s own clock: from then on its pages say the wait below',
      }),
      end: localDateTime({
        title: 'Ends',
        description:
          'YYYY-MM-DDTHH:mm on the office’s own clock: the usual promises come back by themselves then, on every page',
      }),
      onSiteHours: wholeNumber(
        {
          title: 'Crew on site within (hours)',
          description:
            'The honest wait for a crew now: the pages say "under N hours" where they say "under 60 minutes"',
        },
        72,
      ),
      callBackHours: wholeNumber(
        {
          title: 'Call-back within (hours)',
          description:
            'How soon a call-back request is answered now, counted in business hours: the receipt counts it',
        },
        48,
      ),
      servedFirst: lines(
        {
          title: 'Served first',
          description:
            'In order: whose call a crew goes to first ("Water in living spaces", "Homes without heat")',
        },
        { title: 'Who' },
      ),
    })
    .refine((surge) => surge.start < surge.end, {
      message: 'ends before it starts',
      path: ['end'],
    }),
  {
    title: 'Surge',
    description:
      'When a storm stretches the crews: the wait the pages say instead of the usual promises, until its end. Leave empty for none.',
  },
);

/** A dated notice shown above every page's header while it is in force. */
export const noticeSchema = describe(
  z
    .object({
      text: text({
        title: 'Text',
        description: 'One or two sentences: what is different and what to do',
      }),
      level: choice(noticeLevels, {
        title: 'Level',
        description: 'info (blue), warning (amber) or urgent (red)',
      }),
      start: isoDate({ title: 'Shown from', description: 'YYYY-MM-DD, the first day' }),
      end: isoDate({ title: 'Shown until', description: 'YYYY-MM-DD, the last day' }),
    })
    .refine((notice) => notice.start <= notice.end, {
      message: 'ends before it starts',
      path: ['end'],
    }),
  {
    title: 'Notice',
    description: 'A storm, a holiday number, a moved office. Leave empty for none.',
  },
);

/**
 * The example company's claims, each of which an owner changes or confirms before going live
 * (src/config/example-company.ts knows the example's own).
 */
export const exampleClaims = [
  'propertiesRestored',
  'satisfactionPercent',
  'foundedYear',
  'credentials',
  'aboutStory',
  'aboutMission',
  'aboutReasons',
  'dryingMachines',
] as const;

/**
 * The claims the site makes about the company. A text that names one uses its placeholder, so a
 * claim that is removed here cannot stay in any text: the build stops at the placeholder.
 */
export const claimsSchema = describe(
  z.object({
    propertiesRestored: describe(z.number().int().min(1).optional(), {
      title: 'Properties restored',
      description: 'Shown as "500+"; leave empty to make no such claim',
    }),
    satisfactionPercent: describe(z.number().int().min(1).max(100).optional(), {
      title: 'Customer satisfaction, %',
      description: 'From your own surveys; leave empty to make no such claim',
    }),
    licensed: describe(z.boolean(), { title: 'Licensed' }),
    insured: describe(z.boolean(), { title: 'Insured (liability insurance)' }),
    bonded: describe(z.boolean(), { title: 'Bonded (a surety bond)' }),
    credentials: describe(z.array(text({ title: 'Credential' })), {
      title: 'Certifications held by the company and its crews',
      description: 'Listed in the about section, e.g. "IICRC Certified Firm"',
    }),
    confirmed: describe(z.array(z.enum(exampleClaims)).optional(), {
      title: "The example's claims that are also yours",
      description:
        'Each claim the example site makes (its numbers, founding year, certifications, about story) stays on "npm run launch-check"\'s list until you change it or name it here as true of your company',
    }),
    buildingTypes: describe(z.array(text({ title: 'Kind of building' })).optional(), {
      title: 'Buildings the company works in',
      description:
        'Listed for property managers, e.g. "Condominium towers and the units in them"; leave empty to make no such claim',
    }),
  }),
  { title: 'Claims' },
);

export const analyticsProviders = ['plausible', 'umami'] as const;

/** Each provider as the privacy policy names it. */
export const analyticsProviderNames = {
  plausible: 'Plausible Analytics',
  umami: 'Umami',
} as const satisfies Record<(typeof analyticsProviders)[number], string>;

/** A provider's own address: https, or this machine's for a test; no path. */
const providerOrigin = describe(
  z.string().refine((value) => {
    try {
      const url = new URL(value);
      const local = url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname);
      return (url.protocol === 'https:' || local) && url.origin === value;
    } catch {
      return false;
    }
  }, "must be the provider's address with https:// and no path, e.g. https://plausible.io"),
  {
    title: 'Address',
    description:
      'https://plausible.io, https://cloud.umami.is or your own server; no trailing slash',
  },
);

/**
 * Counting visits and leads without a cookie (src/analytics/): off unless a provider is named.
 * The privacy policy names it from here, and the site's policy lets the pages send to it.
 */
export const analyticsSchema = describe(
  z.object({
    provider: choice(analyticsProviders, { title: 'Provider', description: 'plausible or umami' }),
    origin: providerOrigin,
    site: text({
      title: 'Site name at the provider',
      description:
        "Plausible: the site's domain as added there (www.your-domain.ca). Umami: the website ID",
    }),
    processor: text({
      title: 'Who counts, and where',
      description:
        'Named in the privacy policy: "Plausible Insights OÜ, on servers in the European Union"',
    }),
  }),
  {
    title: 'Visit counting',
    description:
      'Counts pages, calls and requests by office, with no cookie (README, "See your leads"). Leave empty to count nothing.',
  },
);

/** Hiring: what the application form attaches, and how long an application is kept. */
export const careersSchema = describe(
  z.object({
    resumeMaxKb: wholeNumber(
      {
        title: 'Largest résumé attached (KB)',
        description:
          'What your EmailJS plan lets one e-mail attach (the free plan takes only tens of KB: check yours). A larger file is refused in words, with the careers e-mail to send it to',
      },
      10 * 1024,
    ),
    applicationRetention: text({
      title: 'Applications kept for',
      description: 'Named in the privacy policy: "two years from the day it came"',
    }),
  }),
  {
    title: 'Careers',
    description: 'Needed once the site has an opening (content/openings/)',
  },
);

export const settingsSchema = z.strictObject({
  companyName: text({ title: 'Company name' }),
  shortName: describe(
    z
      .string()
      .trim()
      .min(1, `is empty: give a name of ${SHORT_NAME_LIMIT} characters at most, or leave it out`)
      .max(
        SHORT_NAME_LIMIT,
        `is longer than ${SHORT_NAME_LIMIT} characters: a phone's home screen cuts it`,
      )
      .optional(),
    {
      title: 'Short name',
      description: `The name on a phone's home screen, ${SHORT_NAME_LIMIT} characters at most; without it, the name's first word`,
    },
  ),
  legalName: text({ title: 'Legal name' }),
  tagline: text({
    title: 'Tagline',
    description: 'One sentence under the logo, in the web app manifest and on the share image',
  }),
  siteUrl,
  emergencyPhone: phone({ title: '24/7 line', description: 'The number in the top bar' }),
  email: describe(
    z.object({
      general: email({ title: 'General e-mail', description: 'Top bar and General Inquiries' }),
      inbox: email({ title: 'Request inbox', description: 'Where call-back requests go' }),
      noReply: email({
        title: 'No-reply address',
        description: 'The reply-to of a request whose visitor left no e-mail',
      }),
      privacy: email({ title: 'Privacy contact', description: 'Named in the privacy policy' }),
      claims: email({
        title: 'Claims e-mail',
        description: 'Where adjusters and brokers assign a loss; named on their page',
      }),
      generalTemplateId: templateId({
        title: 'EmailJS template for the general e-mail',
        description:
          "Business requests (agreements, equipment, trade partners, building profiles) go to the general e-mail through this template, whose To email is that address; without it, to the request inbox. See the README's EmailJS set-up.",
      }).optional(),
      claimsTemplateId: templateId({
        title: 'EmailJS template for the claims e-mail',
        description:
          "Loss assignments go to the claims e-mail through this template, whose To email is that address; without it, to the request inbox. See the README's EmailJS set-up.",
      }).optional(),
      careers: email({
        title: 'Careers e-mail',
        description:
          'Where job applications go, and the address a résumé too large for the form is sent to; without it, the general e-mail',
      }).optional(),
      careersTemplateId: templateId({
        title: 'EmailJS template for the careers e-mail',
        description:
          'Applications go to the careers e-mail through this template, whose To email is that address and which attaches the résumé; without it, to the request inbox. See docs/emailjs.md.',
      }).optional(),
    }),
    { title: 'E-mail addresses' },
  ),
  response: describe(
    z.object({
      onSiteMinutes: wholeNumber(
        { title: 'Crew on site within (minutes)', description: 'Any hour: "under 60 minutes"' },
        24 * 60,
      ),
      callBackMinutes: wholeNumber({ title: 'Call back within (minutes)' }, 24 * 60),
      callBackWhen: text({
        title: 'Call back when',
        description: 'The words after the minutes: "during business hours"',
      }),
      inquiryHours: wholeNumber({ title: 'E-mail answered within (hours)' }, 24 * 14),
      scopeBusinessDays: wholeNumber(
        {
          title: 'Scope and estimate sent within (business days)',
          description: 'After the first visit, to the adjuster: "within 3 business days"',
        },
        30,
      ),
      acknowledgeMinutes: wholeNumber(
        {
          title: 'Assignment acknowledged within (minutes)',
          description: 'Any hour: an adjuster, broker or manager who sends a loss hears back',
        },
        24 * 60,
      ),
      policyholderCallMinutes: wholeNumber(
        {
          title: 'Policyholder called within (minutes)',
          description: 'Any hour, from the assignment',
        },
        24 * 60,
      ),
      dryingReportHours: wholeNumber(
        {
          title: 'Drying reports every (hours)',
          description: 'The moisture readings sent to the adjuster while the structure dries',
        },
        24 * 7,
      ),
      onSiteLimits: text({
        title: 'When a crew can take longer',
        widget: 'text',
        description:
          'Said wherever the times are promised, and in the terms: "Arrival can take longer in severe weather, …"',
      }),
      businessHours: businessHoursSchema,
    }),
    { title: 'Promises' },
  ),
  foundedYear: year({ title: 'Founded in', description: 'The years of experience count from it' }),
  copyrightYear: year({ title: 'Copyright year' }),
  legalUpdated: describe(
    z.object({
      privacy: isoDate({ title: 'Privacy policy last updated' }),
      terms: isoDate({ title: 'Terms last updated' }),
    }),
    { title: 'Legal texts' },
  ),
  claims: claimsSchema,
  privacy: describe(
    z.object({
      contact: text({
        title: 'Privacy contact',
        description: 'Who answers privacy questions: "our Privacy Officer, Jane Doe"',
      }),
      mailProvider: text({
        title: 'E-mail provider',
        description: 'Where the company\'s e-mail is hosted: "Google Workspace (Google LLC)"',
      }),
      requestRetention: text({
        title: 'Requests kept for',
        description: 'A request that does not become a job is deleted within: "12 months"',
      }),
      jobRetention: text({
        title: 'Job files kept for',
        description: 'After the work ends: "seven years"',
      }),
    }),
    { title: 'Privacy', description: 'Named in the privacy policy. Have a lawyer read it.' },
  ),
  accessibility: describe(
    z.object({
      standard: text({ title: 'Standard met', description: '"2.2, level AA"' }),
      lastTested: isoDate({ title: 'Last tested', description: 'YYYY-MM-DD' }),
    }),
    { title: 'Accessibility statement' },
  ),
  employees: describe(z.number().int('must be a whole number').min(1).optional(), {
    title: 'Employees',
    description:
      "How many people the company employs, every office together. From 25, Ontario's posting rules bind every opening in Ontario, and the build refuses one that breaks them",
  }),
  careers: careersSchema.optional(),
  notice: noticeSchema.optional(),
  surge: surgeSchema.optional(),
  analytics: analyticsSchema.optional(),
});

export type Settings = z.infer<typeof settingsSchema>;
export type Notice = z.infer<typeof noticeSchema>;
export type SurgeSettings = z.infer<typeof surgeSchema>;
export type AnalyticsSettings = z.infer<typeof analyticsSchema>;
export type NoticeLevel = (typeof noticeLevels)[number];
