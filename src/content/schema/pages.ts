import { z } from 'zod';
import { signed, updatedAfterPublished } from './article.ts';
import { emergencyTypeValues } from '../../domain/emergency-types.ts';
import {
  body,
  describe,
  httpsUrl,
  isoDate,
  lines,
  pageHead,
  province,
  text,
  titledText,
  words,
  type FieldMeta,
} from './fields.ts';
import { startsWithHeading } from './legal.ts';
import { sectionsOf, splitParagraphs } from './markdown.ts';

/** content/pages/about.json: the about section's own words; its stats come from the settings' claims. */
export const aboutSchema = z
  .strictObject({
    story: text({
      title: 'Our Story',
      widget: 'text',
      description: 'A blank line between paragraphs',
    }),
    mission: text({ title: 'Our Mission', widget: 'text' }),
    reasons: describe(z.array(z.object(titledText)).min(1, 'needs at least one reason'), {
      title: 'Why Choose',
    }),
  })
  .transform(({ story, ...about }) => ({ ...about, story: splitParagraphs(story) }));

/** content/pages/highlights.json: the landing page's two blocks below the service cards. */
export const highlightsSchema = z.strictObject({
  fireExpertise: describe(
    z.object({
      ...titledText,
      points: lines({ title: 'Points' }, { title: 'Point' }),
    }),
    { title: 'Fire block' },
  ),
  equipment: describe(
    z.object({
      ...titledText,
      items: describe(z.array(z.object(titledText)).min(1, 'needs at least one item'), {
        title: 'Items',
      }),
    }),
    { title: 'Equipment block' },
  ),
});

/** content/pages/safety-steps.json: what to do while the crew is on its way, per kind of emergency. */
export const safetyStepsSchema = z.strictObject({
  title: text({ title: 'Heading', description: 'Over the steps, where they fold away' }),
  chooseLabel: text({ title: 'Label of the emergency type choice' }),
  dangerFirst: text({ title: 'First of all', description: 'Shown before every list' }),
  steps: describe(
    z.object(
      Object.fromEntries(
        emergencyTypeValues.map((type) => [type, lines({ title: type }, { title: 'Step' })]),
      ) as Record<(typeof emergencyTypeValues)[number], ReturnType<typeof lines>>,
    ),
    {
      title: 'Steps',
      description: 'Short sentences, most important first: read on a phone, in a hurry',
    },
  ),
});

const question = z.object({
  question: describe(z.string().trim().regex(/\?$/, 'must be a question, ending with "?"'), {
    title: 'Question',
  }),
  answer: text({ title: 'Answer', widget: 'text', description: 'A blank line between paragraphs' }),
});

/** content/pages/insurance-claims.md: the claims guide, a "## " heading per step. */
export const guideSchema = z
  .strictObject({
    ...pageHead,
    ...signed,
    questions: describe(z.array(question), { title: 'Questions' }),
    disclaimer: text({ title: 'Disclaimer', widget: 'text' }),
    body: body({ title: 'Steps', description: 'A "## " heading per step, then its paragraphs' }),
  })
  .superRefine(startsWithHeading)
  .superRefine(updatedAfterPublished)
  .transform(({ body, questions, ...guide }) => ({
    ...guide,
    steps: sectionsOf(body).sections,
    questions: questions.map(({ question, answer }) => ({
      question,
      answer: splitParagraphs(answer),
    })),
  }));

/** A page that lists others: its heading, lede and search description, and its own words. */
const listPage = <K extends string = never>(title: string, own = {} as Record<K, string>) =>
  describe(
    z.object({
      name: text({ title: 'Heading' }),
      lede: text({ title: 'Lede', widget: 'text' }),
      description: text({ title: 'Search description', widget: 'text' }),
      ...words(title, own).shape,
    }),
    { title },
  );

const heading = text({ title: 'Heading' });

/** content/pages/property-managers.json: the page for property managers, businesses and trades. */
export const managersSchema = z.strictObject({
  ...pageHead,
  agreement: describe(
    z.object({
      heading,
      intro: text({ title: 'Opening sentence', widget: 'text' }),
      points: lines({ title: 'What it gives' }, { title: 'Point' }),
      howHeading: text({ title: 'Heading over the steps' }),
      how: lines({ title: 'How to set one up' }, { title: 'Step' }),
      termsHeading: text({ title: 'Heading over the terms' }),
      terms: describe(
        z
          .array(
            z.object({
              term: text({ title: 'Term' }),
              text: text({ title: 'What it says', widget: 'text' }),
            }),
          )
          .min(1, 'needs at least one term'),
        {
          title: 'The terms',
          description:
            'What enrolment costs, whether it binds, how long it runs and how it ends, and what is fixed in advance',
        },
      ),
      requestLabel: text({ title: 'Link to the request form, at the top of the page' }),
    }),
    { title: 'Priority-response agreement' },
  ),
  profile: describe(
    z.object({
      heading,
      text: text({ title: 'Text', widget: 'text' }),
      link: text({ title: 'Link' }),
    }),
    { title: 'Building emergency profile' },
  ),
  documents: describe(
    z.object({
      heading,
      text: text({ title: 'Text', widget: 'text' }),
      details: text({
        title: 'Under each document',
        description: '{{issuer}}, {{number}} and {{validUntil}} name its facts',
      }),
    }),
    {
      title: 'Vendor documents',
      description: 'The documents themselves are in the Vendor documents collection',
    },
  ),
  buildings: describe(z.object({ heading }), {
    title: 'Buildings',
    description: 'The kinds of building are listed in the settings’ claims',
  }),
  contractors: describe(
    z.object({
      heading,
      text: text({ title: 'Text', widget: 'text' }),
      link: text({ title: 'Link to the contractors’ page' }),
    }),
    { title: 'Contractors and trades' },
  ),
  callsHeading: text({ title: 'Heading over the offices’ lines' }),
});

const paragraphs = lines({ title: 'Paragraphs' }, { title: 'Paragraph' });

/** content/pages/contractors.json: the page for contractors and trades. */
/** The words under a sourced fact: "Source: {{source}}, checked {{date}}." */
const sourceWords = (title: string) =>
  text({
    title,
    description: '{{source}} names its source (a link), {{date}} the day it was checked',
  });

/**
 * A list of public rules, each a province's or every office's, with the public page that says it
 * and the day it was last read there (aged as the towns' facts are: config/launch-check.ts).
 */
const sourcedRules = (item: string, meta: FieldMeta) =>
  describe(
    z
      .array(
        z.object({
          province: province({
            title: 'Province',
            description:
              'Two letters, where the rule is a province’s; leave empty for every office',
          }).optional(),
          text: text({ title: item, widget: 'text' }),
          source: httpsUrl({ title: 'Source', description: 'The public page that says it' }),
          checked: isoDate({
            title: 'Last checked',
            description:
              'The day you last read the source and found it still true; after 12 months the build and launch-check list it',
          }),
        }),
      )
      .min(1, 'needs at least one'),
    meta,
  );

/** content/pages/check-us.json: the page where anyone can check the company before signing. */
export const checkSchema = z.strictObject({
  ...pageHead,
  heading: text({ title: 'Heading over the registrations' }),
  intro: text({ title: 'Under that heading', widget: 'text' }),
  none: text({
    title: 'While none is listed',
    widget: 'text',
    description: 'Shown until the Registrations collection has an entry',
  }),
  labels: words('The words of each registration', {
    issuer: 'Before who issued it',
    number: 'Before its number',
    limit: 'Before its limit (insurance)',
    where: 'Before where it applies',
    everywhere: 'Where it covers every office',
    lookUp: 'The link to where anyone can check it',
    document: 'The link to its document (PDF)',
    checked: 'The day it was last checked: {{date}}',
  }),
  law: describe(
    z.object({
      heading,
      source: sourceWords('Under each rule'),
      rules: sourcedRules('The rule, in its own words', { title: 'Each rule, with its source' }),
    }),
    { title: 'When the law asks for a registration' },
  ),
  askHeading: text({
    title: 'Over what to ask any contractor',
    description: 'The list is the storm surge’s checks (page headings → Storm surge)',
  }),
  officeHeading: text({
    title: 'Each office page: heading over its registrations',
    description: '{{city}} names the office',
  }),
  officeLink: text({ title: 'Each office page: the link to this page' }),
  termsLink: text({ title: 'The terms of service: the link to this page, after the text' }),
});

/** content/pages/when-insurance-does-not-pay.json: the provinces' disaster programs, sourced. */
export const uninsuredSchema = z.strictObject({
  ...pageHead,
  intro: text({ title: 'Under the title', widget: 'text' }),
  source: sourceWords('Under each fact'),
  programs: describe(
    z
      .array(
        z.object({
          province: province({ title: 'Province', description: 'Two letters: AB, ON' }),
          name: text({
            title: 'The program',
            description: '"Alberta\'s Disaster Recovery Program"',
          }),
          facts: sourcedRules('What is true of it', {
            title: 'Who can apply, what it covers and does not, when it opens, where to check',
          }),
        }),
      )
      .min(1, 'needs at least one program'),
    { title: "Each province's program (an office's province shows its own)" },
  ),
  guideLink: text({ title: 'The claims guide: the link to this page' }),
  townLink: text({
    title: "Each town page: the link to its province's program",
    description: '{{program}} names the program',
  }),
});

/** content/pages/before-you-sign.json: the papers a homeowner signs, blank, and who pays what. */
export const signSchema = z.strictObject({
  ...pageHead,
  intro: text({ title: 'Under the title', widget: 'text' }),
  papersHeading: text({ title: 'Heading over the papers' }),
  none: text({
    title: 'While no paper is listed',
    widget: 'text',
    description: 'Shown until the Papers to sign collection has an entry',
  }),
  labels: words('The words of each paper', {
    allows: 'Before what it allows',
    doesNot: 'Before what it does not',
    when: 'Before when to sign it',
    download: 'The link to its blank PDF: {{paper}} names it, {{size}} its size',
  }),
  pays: describe(z.object({ heading, paragraphs }), {
    title: 'Who pays what',
    description:
      'The deductible, an insurer paying less than the invoice, living expenses, a cheque naming the lender',
  }),
  rules: describe(
    z.object({
      heading,
      source: sourceWords('Under each rule'),
      items: sourcedRules('The rule, in its source’s words', {
        title: 'Each rule, with its source',
      }),
    }),
    { title: 'What the law and the insurers say' },
  ),
  termsLink: text({ title: 'The terms of service: the link to this page, after the text' }),
  claimsLink: text({ title: 'The claims guide: the link to this page' }),
});

/** A titled block of paragraphs on the drying page. */
const block = (title: string) => describe(z.object({ heading, paragraphs }), { title });

/** content/pages/while-we-dry.json: the page a sticker on the drying equipment leads to, per office. */
export const dryingSchema = z.strictObject({
  ...pageHead,
  nonstop: block('Why the machines run day and night'),
  noise: block('The noise, and keeping the room closed'),
  power: describe(
    z.object({
      heading,
      intro: text({ title: 'Over the list of machines', widget: 'text' }),
      machine: text({ title: 'Column: the machine' }),
      watts: text({ title: 'Column: what it draws (watts)' }),
      perDay: text({ title: 'Column: kilowatt-hours in 24 hours' }),
      cost: text({ title: 'Column: cost in 24 hours (with a rate)' }),
      rate: text({
        title: 'Under the list, with a rate',
        description: '{{price}} is the cents a kilowatt-hour, {{rate}} what the rate is',
      }),
      noRate: text({ title: 'Under the list, without a rate', widget: 'text' }),
      claim: text({ title: 'About the bill', widget: 'text' }),
      source: sourceWords('Under the rate'),
    }),
    { title: 'The power they draw' },
  ),
  machines: describe(
    z
      .array(
        z.object({
          name: text({ title: 'Machine', description: '"Low-grain dehumidifier"' }),
          watts: describe(
            z
              .number({ error: 'must be a number' })
              .int('must be a whole number of watts')
              .min(1, 'must be at least 1 watt')
              .max(5000, 'must be at most 5000 watts: a machine on a household outlet draws less'),
            {
              title: 'Watts',
              description: "From the machine's nameplate or manual: volts × amps",
            },
          ),
        }),
      )
      .min(1, 'needs at least one machine'),
    { title: 'Your drying equipment', description: 'What each machine draws, from your own units' },
  ),
  rates: describe(
    z.array(
      z.object({
        province: province({ title: 'Province', description: 'Two letters: AB, ON' }),
        price: describe(
          z.number({ error: 'must be a number' }).positive('must be above 0').max(100),
          { title: 'Cents a kilowatt-hour' },
        ),
        text: text({
          title: 'What the rate is',
          description: '"the Ontario Energy Board\'s Tier 1 price from November 1"',
        }),
        source: httpsUrl({ title: 'Source', description: 'The public page that gives it' }),
        checked: isoDate({
          title: 'Last checked',
          description:
            'The day you last read the source and found it still true; after 12 months the build and launch-check list it',
        }),
      }),
    ),
    {
      title: "Each province's electricity rate",
      description:
        'Optional: with none, the page tells the reader to use the price on their bill. Rates change: give the source and the day you read it',
    },
  ),
  turnOff: block('May I turn them off?'),
  visits: describe(
    z.object({
      heading,
      intro: text({ title: 'Over what they measure', widget: 'text' }),
      measures: lines({ title: 'What the technician does each day' }, { title: 'Item' }),
      records: text({ title: 'The drying log', widget: 'text' }),
    }),
    { title: 'Why a technician comes every day' },
  ),
  night: describe(
    z.object({
      heading,
      text: text({ title: 'Over the office’s line', widget: 'text' }),
      danger: text({ title: 'When it is dangerous', widget: 'text' }),
    }),
    { title: 'Whom to call at night' },
  ),
  stickers: describe(
    z.object({
      name: text({ title: 'The sheet’s title' }),
      lede: text({ title: 'Under it', widget: 'text' }),
      printButton: text({ title: 'The print button' }),
      heading: text({ title: 'Each sticker: its heading' }),
      text: text({ title: 'Each sticker: before the address' }),
      line: text({ title: 'Each sticker: before the office’s line' }),
    }),
    { title: 'The stickers for the equipment', description: '{{city}} names the office' },
  ),
});

export const tradesSchema = z.strictObject({
  ...pageHead,
  handBack: describe(z.object({ heading, paragraphs }), { title: 'How the hand-back works' }),
  billing: describe(z.object({ heading, paragraphs }), {
    title: 'Who bills whom',
    description: 'When the trade is the client, and when the owner or the insurer is',
  }),
  records: describe(
    z.object({ heading, items: lines({ title: 'What arrives, and when' }, { title: 'Item' }) }),
    {
      title: 'Drying records and photos',
      description: '{{dryingReports}} names how often readings are sent',
    },
  ),
  findings: describe(z.object({ heading, paragraphs }), {
    title: 'Mould or suspected asbestos',
  }),
  callsHeading: text({ title: 'Heading over the offices’ lines' }),
});

/** content/pages/careers.json: the careers page and what every opening's page says around it. */
export const careersPageSchema = z.strictObject({
  ...pageHead,
  none: text({ title: 'When there is no opening', widget: 'text' }),
  general: describe(
    z.object({
      heading,
      text: text({
        title: 'Text',
        widget: 'text',
        description:
          '{{email}} is the careers e-mail; a general note is not a posting, so no posting rule binds it',
      }),
    }),
    { title: 'Send us your name', description: 'Shown always, under the openings' },
  ),
  opening: describe(
    z.object({
      description: text({
        title: 'Search description',
        widget: 'text',
        description:
          '{{title}}, {{city}}, {{pay}} and {{type}} are the opening’s: start with the job, as a job seeker searches',
      }),
      pay: text({ title: 'Before the pay' }),
      type: text({ title: 'Before the employment type' }),
      place: text({ title: 'Before where the work is' }),
      closes: text({ title: 'Before the last day to apply' }),
      posted: text({ title: 'Before the day it was posted' }),
      vacancy: text({ title: 'When it is for an existing vacancy', widget: 'text' }),
      notVacancy: text({ title: 'When it is not', widget: 'text' }),
      noAi: text({ title: 'When AI is not used in hiring', widget: 'text' }),
      ai: text({
        title: 'When it is',
        widget: 'text',
        description: '{{how}} is the opening’s own',
      }),
      decision: text({
        title: 'What an interviewed applicant is promised',
        widget: 'text',
        description: 'Ontario: told within 45 days of the interview whether a decision was made',
      }),
      details: text({ title: 'Heading over the schedule, start and conditions' }),
      hours: text({ title: 'Before the hours a week' }),
      schedule: text({ title: 'Before the schedule' }),
      onCall: text({ title: 'Before the on-call terms' }),
      starts: text({ title: 'Before the start' }),
      positions: text({ title: 'Before how many are hired' }),
      benefits: text({ title: 'Heading over the benefits' }),
      conditions: text({ title: 'Heading over the conditions of hire' }),
      howToApply: text({
        title: 'How to apply, on a printed opening',
        widget: 'text',
        description: '{{url}} is the opening’s address, {{email}} the careers e-mail',
      }),
      work: text({ title: 'Heading over the work' }),
      asks: text({ title: 'Heading over what it asks' }),
      offers: text({ title: 'Heading over what it offers' }),
      noScript: text({
        title: 'With JavaScript off',
        widget: 'text',
        description: '{{email}} and {{opening}} are filled; the office’s line follows',
      }),
      closed: text({
        title: 'On an opening past its last day',
        widget: 'text',
        description: '{{date}} is the day it closed',
      }),
      others: text({ title: 'Link back to every opening' }),
    }),
    { title: 'An opening’s page' },
  ),
});

/** content/pages/insurance-professionals.json: the page for adjusters and brokers. */
export const prosSchema = z.strictObject({
  ...pageHead,
  deliver: describe(
    z.object({ heading, items: lines({ title: 'What, and by when' }, { title: 'Item' }) }),
    { title: 'What is delivered', description: 'Name the times with {{onSite}} and {{scopeDays}}' },
  ),
  billing: describe(
    z.object({ heading, paragraphs: lines({ title: 'Paragraphs' }, { title: 'Paragraph' }) }),
    { title: 'Direct billing and the deductible' },
  ),
  file: describe(z.object({ heading, items: lines({ title: 'Items' }, { title: 'Item' }) }), {
    title: 'How a file is documented',
  }),
  assign: describe(
    z.object({
      text: text({
        title: 'Over the form',
        widget: 'text',
        description: '{{claimsEmail}} names the claims e-mail',
      }),
      requestLabel: text({ title: 'Link to the form, at the top of the page' }),
    }),
    { title: 'Assign a loss' },
  ),
  guideLink: text({ title: 'Link to the homeowners’ claims guide' }),
  callsHeading: text({ title: 'Heading over the offices’ lines' }),
});

/** content/pages/building-profile.json: the printable form a manager fills in and keeps. */
export const profileSchema = z.strictObject({
  ...pageHead,
  printButton: text({ title: 'Print button' }),
  keep: words('Saving, opening and sending it', {
    heading: 'Heading',
    save: 'Button that saves it to a file',
    open: 'Button that opens a saved file',
    saved: 'Once saved: {{file}} names the file',
    opened: 'Once opened: {{file}} names the file',
    notProfile: 'A file that is not a saved profile: {{file}} names it',
    tooLarge: 'A file far too large: {{file}} names it',
    send: 'Button that sends it to the office',
    sendNote: 'Under that button',
    subject: 'What the e-mail calls it',
    sent: 'Once sent: {{time}} is when the office has filed it',
    noScript: 'With JavaScript off',
  }),
  linesHeading: text({ title: 'Heading over the 24/7 lines' }),
  sections: describe(
    z
      .array(z.object({ heading, fields: lines({ title: 'Fields' }, { title: 'Field' }) }))
      .min(1, 'needs at least one section'),
    { title: 'Sections' },
  ),
});

/** content/pages/first-hours-kit.json: the printable kit for the first hours after a loss. */
export const kitSchema = z.strictObject({
  ...pageHead,
  description: text({
    title: 'Search description',
    widget: 'text',
    description: 'Start it with "Call {{emergencyPhone}}, 24/7."',
  }),
  printButton: text({ title: 'Print button' }),
  steps: describe(z.object({ heading, items: lines({ title: 'Steps' }, { title: 'Step' }) }), {
    title: 'What to do, in order',
  }),
  calls: describe(
    z.object({
      heading,
      emergency: text({ title: 'The emergency number line' }),
      offices: text({ title: 'Over the offices’ lines' }),
      blanks: lines(
        {
          title: 'Lines to fill in',
          description: 'After 911 and the offices: the insurer, the claim',
        },
        { title: 'Line' },
      ),
    }),
    { title: 'Whom to call' },
  ),
  photos: describe(
    z.object({ heading, items: lines({ title: 'What to photograph' }, { title: 'Item' }) }),
    { title: 'Photos' },
  ),
  keep: describe(
    z.object({ heading, items: lines({ title: 'What to keep' }, { title: 'Item' }) }),
    { title: 'Do not throw out' },
  ),
  expenses: describe(
    z.object({
      heading,
      note: text({ title: 'Under the heading', widget: 'text' }),
      columns: lines({ title: 'Columns' }, { title: 'Column' }),
      blankRows: describe(z.number().int().min(1).max(30), { title: 'Blank rows' }),
    }),
    { title: 'Expenses log' },
  ),
});

/**
 * content/pages/page-text.json: the words of the pages that are lists or templates. A service's
 * and an office's texts may name that service or office with the placeholders listed.
 */
export const pageTextSchema = z.strictObject({
  homeDescription: text({ title: 'Landing page: search description', widget: 'text' }),
  header: words('Every page: header', {
    emergency: 'Before the 24/7 line',
    services: 'Link to the services',
    locations: 'Link to the offices',
    about: 'Link to About',
    contact: 'Link to Contact',
    businesses: 'Link to the property managers’ page',
    careers: 'Link to the careers page, in the top bar (seen on a phone too)',
  }),
  footer: words('Every page: footer', {
    emergency: 'Before the 24/7 line',
    certified: 'Heading over the certifications',
    services: 'Heading over the services',
    locations: 'Heading over the offices',
    help: 'Heading over the other pages',
    managers: 'Link to the property managers’ page',
    pros: 'Link to the adjusters’ page',
    trades: 'Link to the contractors’ page',
    insurance: 'Link to the claims guide',
    check: 'Link to the check-us page (the registrations)',
    kit: 'Link to the first-hours kit',
    guides: 'Link to the guides',
    careers: 'Link to the careers page',
    privacy: 'Link to the privacy policy',
    terms: 'Link to the terms of service',
    accessibility: 'Link to the accessibility statement',
  }),
  landing: describe(
    z.object({
      servicesLede: text({ title: 'Under "Our Expert Services"', widget: 'text' }),
      contactLede: text({ title: 'Under "Get Emergency Help Now"', widget: 'text' }),
      heroBadge: text({ title: 'Above "Restoring Lives with Care"' }),
      heroLede: text({ title: 'Under "Restoring Lives with Care"', widget: 'text' }),
      businesses: text({
        title: 'Over the links to the business pages, under the offices',
      }),
    }),
    { title: 'Landing page' },
  ),
  callLinks: words('Every page: the box of 24/7 lines', {
    danger: 'First, in bold',
    lead: 'Before the lines',
    barLine:
      "On a phone's call bar, with more than two offices: the name of the company's 24/7 line, before its number (an office's page shows its own line)",
    barOffices:
      "On a phone's call bar, with more than two offices: the button that opens every office's line by province with the finder (and that list's title); the emergency dialog's fold of the other lines",
  }),
  services: listPage('Services page', {
    insuranceQuestion: 'Before the link to the claims guide',
    insuranceLink: 'Link to the claims guide',
  }),
  locations: listPage('Locations page', { serving: 'Before an office’s towns' }),
  officeFinder: describe(
    z.object({
      title: text({ title: 'Heading' }),
      label: text({ title: 'Label of the field' }),
      hint: text({ title: 'Hint under the field', widget: 'text' }),
      button: text({ title: 'Button' }),
      found: text({
        title: 'When an office serves the place',
        widget: 'text',
        description:
          '{{city}} names the office, {{place}} what the visitor typed; its line follows',
      }),
      none: text({
        title: 'When no office does',
        widget: 'text',
        description: '{{place}} is what the visitor typed; the offices and their lines follow',
      }),
    }),
    { title: 'Locations page: which office serves me' },
  ),
  servicePage: describe(
    z.object({
      description: text({
        title: 'Search description',
        widget: 'text',
        description: '{{service}}, {{serviceCities}}, {{summary}} name the service',
      }),
      questionsHeading: text({ title: 'Heading over the questions' }),
      officesHeading: text({ title: 'Heading over the offices' }),
      insuranceHeading: text({ title: 'Heading of the insurance box' }),
      insuranceText: text({ title: 'Text of the insurance box', widget: 'text' }),
      insuranceLink: text({ title: 'Link to the claims guide' }),
      otherServicesHeading: text({ title: 'Heading over the other services' }),
      guidesHeading: text({ title: 'Heading over the guides that concern it' }),
    }),
    { title: 'Each service page' },
  ),
  responseTimes: words('Adjusters’, managers’ and office pages: our times, stage by stage', {
    heading: 'Heading',
    acknowledge: 'An assignment acknowledged',
    callPolicyholder: 'The policyholder called',
    onSite: 'A crew on site',
    scope: 'The written scope and estimate',
    reports: 'The drying reports',
  }),
  officePage: describe(
    z.object({
      name: text({ title: 'Heading', description: '{{city}} names the office' }),
      lede: text({
        title: 'Lede',
        widget: 'text',
        description:
          '{{city}}, {{locality}}, {{officeWhere}}, {{areaServed}}, {{otherTowns}}, {{officePhone}} name the office',
      }),
      description: text({ title: 'Search description', widget: 'text' }),
      servicesHeading: text({ title: 'Heading over its services' }),
      mapLink: text({ title: 'Link that opens the address in a map' }),
      crewsHeading: text({ title: 'Heading over its own text' }),
      townsHeading: text({ title: 'Heading over its towns' }),
      testimonialsHeading: text({ title: 'Heading over its customers’ words' }),
      jobsHeading: text({ title: 'Heading over its jobs' }),
      reviews: words('Its reviews (where its file gives them)', {
        heading: 'Heading',
        rating: '{{rating}} out of 5, {{count}} reviews, {{site}}, read on {{date}}',
        link: 'The link to all of them: {{site}} names the site',
        fairness: 'How the company asks for them',
      }),
      card: words('Its card', {
        line: 'Over its 24/7 line',
        text: 'Over its text-message number',
        address: 'Over its address',
        hours: 'Over its hours',
        open: 'Its hours',
        email: 'Over the e-mail address',
      }),
    }),
    { title: 'Each office page' },
  ),
  townPage: describe(
    z.object({
      name: text({ title: 'Heading', description: '{{town}} names the town' }),
      lede: text({
        title: 'Lede',
        widget: 'text',
        description:
          '{{town}}, {{province}} name the town; {{city}}, {{locality}}, {{officePhone}} its office',
      }),
      description: text({
        title: 'Search description',
        widget: 'text',
        description: 'Starts with the line to call, as every page’s does',
      }),
      linesHeading: text({ title: 'Heading over the lines to call first' }),
      ourLine: text({ title: 'Over our own line, the first of them' }),
      helpHeading: text({ title: 'Heading over the programs and bylaws' }),
      noGas: text({
        title: 'Under its lines, when no gas utility is named',
        widget: 'text',
        description: 'Where the reader finds the one that serves the town',
      }),
      noPower: text({
        title: 'Under its lines, when no power utility is named',
        widget: 'text',
        description: 'Where the reader finds the one that serves the town',
      }),
      knowHeading: text({ title: 'Heading over the other facts' }),
      wordsHeading: text({ title: 'Heading over your own words about the town' }),
      source: sourceWords('Under each fact'),
      servicesHeading: text({ title: 'Heading over the services' }),
      testimonialsHeading: text({ title: 'Heading over the customers’ words from the town' }),
      jobsHeading: text({ title: 'Heading over the jobs in the town' }),
      officeLink: text({ title: 'Link to the office’s page' }),
      townsLink: text({
        title: 'On the office’s page, over the links to its towns’ pages',
        description: '{{city}} names the office',
      }),
    }),
    { title: 'Each town page' },
  ),
  reviewPage: words('Each office’s review page and its cards ({{city}} names the office)', {
    name: 'Heading',
    lede: 'The request, the same to every customer',
    prompt: 'What a review might say, under the button',
    button: 'The button to the review form',
    buttonNote: 'Under the button',
    putRight: 'Before the office’s line, for anything still to put right',
    fairness: 'How the company asks: the same way, nothing in return, no staff reviews',
    description: 'Its description, for a link shared in a message',
    cardsName: 'Heading of the sheet of cards',
    cardsLede: 'What to do with the sheet',
    printButton: 'Print button',
    cardHeading: 'Heading of each card',
    cardText: 'Before the review page’s address, on each card',
    cardLine: 'Before the office’s line, on each card',
  }),
  savedCopy: words('A page opened with no network, from the copy saved on the device', {
    saved: 'Over a saved page ({{date}}: when it was saved)',
    missing: 'Over the page shown for a page never saved',
  }),
  surge: describe(
    z.object({
      noticeText: text({
        title: 'Storm notice, on every page of an office in surge',
        widget: 'text',
        description:
          '{{city}} names the office, {{wait}} the surge’s wait ("under 6 hours"), {{until}} its end. Never the usual promise: the surge suspends it',
      }),
      noticeLink: text({ title: 'The notice’s link to the office page, where the rest stands' }),
      heading: text({ title: 'Office page: heading over the surge', description: '{{city}}' }),
      text: text({
        title: 'Office page: under that heading',
        widget: 'text',
        description: '{{until}}, {{wait}} and {{callBackNow}} (the surge’s call-back)',
      }),
      servedFirstHeading: text({ title: 'Over the order in which calls are served' }),
      checksHeading: text({ title: 'Over what to check before signing with anyone at the door' }),
      checksIntro: text({ title: 'Under that heading', widget: 'text' }),
      source: sourceWords('Under each check'),
      checks: sourcedRules('What to check', {
        title: 'What to check before signing, each with its source',
      }),
    }),
    { title: 'Storm surge (the settings’ surge): its notice and the office page’s words' },
  ),
  guides: listPage('Guides page'),
  guidePage: describe(
    z.object({
      description: text({
        title: 'Search description',
        widget: 'text',
        description: '{{summary}} is the guide’s summary',
      }),
      published: text({ title: 'Label of the date published' }),
      updated: text({ title: 'Label of the date updated' }),
      servicesHeading: text({ title: 'Heading over the services it concerns' }),
      feedLink: text({ title: 'Link to the feed of new guides' }),
    }),
    { title: 'Each guide' },
  ),
  proof: words('Customers’ words and real jobs, on any page', {
    testimonialsHeading: 'Heading over customers’ words',
    readOn: 'Before the name of the site a review is on',
    jobsHeading: 'Heading over real jobs',
    took: 'Before how long a job took',
    before: 'Under the photo before',
    after: 'Under the photo after',
  }),
  notFound: words('The page for an address that does not exist (404)', {
    linesHeading: 'Heading over the offices’ lines',
    navLabel: 'Name of its links, for screen readers',
    services: 'Link to the services',
    locations: 'Link to the offices',
  }),
  insurancePage: describe(
    z.object({
      questionsHeading: text({ title: 'Heading over the questions' }),
      prosLink: text({ title: 'Link to the page for adjusters and brokers' }),
    }),
    { title: 'Claims guide' },
  ),
});

/** The placeholders a template field may use besides the site-wide ones. */
export const localPlaceholders = {
  'officeFinder.found': ['city', 'place'],
  'officeFinder.none': ['place'],
  'guidePage.description': ['summary'],
  'servicePage.description': ['service', 'serviceCities', 'summary'],
  officePage: ['city', 'locality', 'officeWhere', 'areaServed', 'otherTowns', 'officePhone'],
  'officePage.reviews': ['city', 'rating', 'count', 'site', 'date'],
  reviewPage: ['city', 'locality', 'officeWhere', 'areaServed', 'otherTowns', 'officePhone'],
  townPage: ['town', 'province', 'city', 'locality', 'officePhone', 'source', 'date'],
  surge: ['city', 'wait', 'until', 'callBackNow', 'source', 'date'],
  savedCopy: ['date'],
} as const;
