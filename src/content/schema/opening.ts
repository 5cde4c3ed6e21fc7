import { z } from 'zod';
import { body, choice, describe, isoDate, lines, reference, text, wholeNumber } from './fields.ts';
import { paragraphsOf } from './markdown.ts';

/** How an opening is held, as a posting says it and as Google for Jobs reads it. */
export const employmentTypes = {
  'full-time': { label: 'Full-time', schemaOrg: 'FULL_TIME' },
  'part-time': { label: 'Part-time', schemaOrg: 'PART_TIME' },
  contract: { label: 'Contract', schemaOrg: 'CONTRACTOR' },
  temporary: { label: 'Temporary', schemaOrg: 'TEMPORARY' },
  seasonal: { label: 'Seasonal', schemaOrg: 'TEMPORARY' },
} as const;

export type EmploymentType = keyof typeof employmentTypes;

/** What a posting pays per: the units Ontario's rules and Google for Jobs both know. */
export const payUnits = {
  hour: { label: 'an hour', schemaOrg: 'HOUR' },
  year: { label: 'a year', schemaOrg: 'YEAR' },
} as const;

export type PayUnit = keyof typeof payUnits;

const dollars = (title: string, description: string) =>
  describe(
    z
      .number({ error: 'must be a number of dollars, such as 28 or 62000' })
      .positive('must be more than 0'),
    { title, description },
  );

/**
 * content/openings/<slug>.md: one job the company is hiring for, its file name its address
 * (/careers/<slug>/). Not content/jobs/, which holds finished jobs with their photos. The law's
 * rules for a posting (src/domain/posting-rules.ts) are checked when the content is loaded, where
 * the office's province and the company's size are known.
 */
export const openingSchema = z
  .strictObject({
    title: text({
      title: 'Job title',
      description: 'As a technician would search for it: "Water damage restoration technician"',
    }),
    office: reference('offices', {
      title: 'Office',
      description: 'Where the work is based: its province decides which posting rules apply',
    }),
    employmentType: choice(Object.keys(employmentTypes) as [EmploymentType, ...EmploymentType[]], {
      title: 'Employment type',
      description: 'full-time, part-time, contract, temporary or seasonal',
    }),
    summary: describe(
      z
        .string()
        .trim()
        .min(1, 'is empty: write it')
        .max(160, 'is longer than 160 characters: it must fit a search result'),
      {
        title: 'Summary',
        description: 'One sentence: on the careers page and in search results',
      },
    ),
    pay: describe(
      z
        .strictObject({
          from: dollars('From (dollars)', 'The pay, or the bottom of its range: 26'),
          to: dollars(
            'To (dollars)',
            'The top of the range; leave empty for one amount',
          ).optional(),
          per: choice(Object.keys(payUnits) as [PayUnit, ...PayUnit[]], {
            title: 'Per',
            description: 'hour or year',
          }),
        })
        .optional(),
      {
        title: 'Pay',
        description:
          'The expected pay or its range, in Canadian dollars. Ontario requires it, in a range no wider than $50,000, for an employer of 25 or more (not above $200,000 a year)',
      },
    ),
    hoursPerWeek: wholeNumber(
      {
        title: 'Hours a week',
        description:
          'The usual hours: an hourly pay range is measured on its yearly equivalent at these hours (40 when empty)',
      },
      80,
    ).optional(),
    payAboveLimit: describe(z.boolean().optional(), {
      title: 'Pay above $200,000 a year, not given',
      description:
        "Yes only when the pay, or the range's top, is above $200,000 a year and you leave the pay out, as Ontario allows",
    }),
    employeesWhenPosted: wholeNumber(
      {
        title: 'Employees on the day it was posted',
        description:
          "Everyone the company employed that day, every office together: Ontario's rules bind from 25. Empty: the settings' number today",
      },
      1_000_000,
    ).optional(),
    positions: wholeNumber(
      { title: 'How many hired', description: 'The number of people this opening hires: 2' },
      1000,
    ).optional(),
    starts: text({
      title: 'Start',
      description:
        'When the job starts, as a person says it: "As soon as possible", "March 2, 2027"',
    }).optional(),
    schedule: text({
      title: 'Schedule',
      widget: 'text',
      description: 'The shifts and hours: "Monday to Friday, 7:30 to 4:00, 40 hours a week"',
    }).optional(),
    onCall: text({
      title: 'On call',
      widget: 'text',
      description:
        'How often, and what it pays: "One week in four; $2 an hour on standby, time and a half when called out"',
    }).optional(),
    benefits: lines(
      {
        title: 'Benefits',
        description: 'Health and dental, retirement savings, paid days: each as the plan says it',
      },
      { title: 'Benefit' },
      0,
    ).optional(),
    conditions: lines(
      {
        title: 'Conditions of hire',
        description:
          'What an offer depends on, and what each means: "A driver\'s abstract with no more than 4 demerit points"; "A criminal record check"',
      },
      { title: 'Condition' },
      0,
    ).optional(),
    existingVacancy: describe(z.boolean().optional(), {
      title: 'For an existing vacancy',
      description:
        'Yes if someone will be hired for a job open now; no if you are gathering applicants for later. Ontario requires the statement',
    }),
    artificialIntelligence: describe(
      z
        .strictObject({
          used: describe(z.boolean(), {
            title: 'Used',
            description: 'Whether AI screens, assesses or selects applicants',
          }),
          how: text({
            title: 'How',
            widget: 'text',
            description: 'What it does, said plainly; required when it is used',
          }).optional(),
        })
        .refine(({ used, how }) => !used || how, {
          message: 'says AI is used: say how in "how"',
          path: ['how'],
        })
        .optional(),
      {
        title: 'Artificial intelligence in hiring',
        description:
          'Whether artificial intelligence is used to screen, assess or select applicants. Ontario requires the statement',
      },
    ),
    posted: isoDate({ title: 'Posted', description: 'YYYY-MM-DD: the day it went up' }),
    closes: isoDate({
      title: 'Closes',
      description:
        'YYYY-MM-DD, the last day to apply: after it the opening leaves the careers page, the sitemap and Google for Jobs at the next build',
    }),
    asks: lines(
      {
        title: 'What it asks',
        description:
          'Certifications, licence class, what the work needs of a body: "IICRC WRT, or willing to earn it in your first six months"',
      },
      { title: 'Requirement' },
    ),
    offers: lines(
      { title: 'What it offers', description: 'Hours, overtime, training, benefits, gear' },
      { title: 'Offer' },
    ),
    body: body({
      title: 'The work',
      description: 'What a day is like, who they work with, where they go: plain paragraphs',
    }),
  })
  .refine(({ pay }) => !pay?.to || pay.to >= pay.from, {
    message: 'is less than the pay it goes from',
    path: ['pay', 'to'],
  })
  .refine(({ posted, closes }) => closes >= posted, {
    message: 'is before the day it was posted',
    path: ['closes'],
  })
  .transform(({ body, ...opening }) => ({ ...opening, work: paragraphsOf(body).paragraphs }));

export type OpeningFile = z.output<typeof openingSchema>;

const dollarText = (amount: number) =>
  `$${amount.toLocaleString('en-CA', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 })}`;

/** "$24 to $32 an hour", "$62,000 a year": an opening's pay as its page says it. */
export const payText = ({ from, to, per }: { from: number; to?: number; per: PayUnit }) =>
  `${dollarText(from)}${to !== undefined && to !== from ? ` to ${dollarText(to)}` : ''} ${payUnits[per].label}`;
