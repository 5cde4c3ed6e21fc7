import { z } from 'zod';
import {
  body,
  choice,
  describe,
  httpsUrl,
  isoDate,
  isoMonth,
  province,
  reference,
  text,
} from './fields.ts';
import { paragraphsOf } from './markdown.ts';

/**
 * content/testimonials/<name>.json: a customer's own words, as published where anyone can read
 * them. Never written by us: each needs the public review it comes from.
 */
export const testimonialSchema = z.strictObject({
  quote: text({ title: "The customer's words", widget: 'text' }),
  name: describe(
    z
      .string()
      .trim()
      .regex(
        /^\p{L}[\p{L}'’-]* \p{Lu}\.$/u,
        'must be a first name and an initial, such as "Maria K."',
      ),
    { title: 'Name', description: 'First name and initial, as "Maria K."' },
  ),
  town: text({ title: 'Town' }),
  service: reference('services', { title: 'Service' }),
  office: reference('offices', { title: 'Office' }),
  month: isoMonth({ title: 'Month of the job', description: 'YYYY-MM' }),
  source: describe(
    z.object({
      name: text({ title: 'Where it was published', description: 'Google, HomeStars, …' }),
      url: httpsUrl({ title: 'Link to the review' }),
    }),
    { title: 'Source', description: 'The public review these words come from' },
  ),
});

/** The kinds of registration: certifications and memberships also stand in the footer. */
export const REGISTRATION_KINDS = [
  'workers-compensation',
  'licence',
  'insurance',
  'certification',
  'membership',
] as const;

/**
 * content/certifications/<name>.json: a registration, licence, insurance policy, certification or
 * membership the company holds, with where anyone can confirm it and the day the owner last did.
 */
export const certificationSchema = z
  .strictObject({
    name: text({
      title: 'Name',
      description: 'WCB-Alberta account, WSIB clearance, IICRC Certified Firm, …',
    }),
    kind: choice(REGISTRATION_KINDS, {
      title: 'Kind',
      description:
        'workers-compensation (WCB, WSIB), licence, insurance, certification or membership: certifications and memberships also stand in every footer',
    }),
    issuer: text({
      title: 'Issued by',
      description: 'The board, the province, the insurer, the body',
    }),
    number: text({
      title: 'Number',
      description: 'The account, licence, policy or certificate number',
    }).optional(),
    province: province({
      title: 'Province',
      description:
        "Where it applies (AB: the Alberta offices' pages show it); leave empty where it covers every office",
    }).optional(),
    limit: text({
      title: 'Limit',
      description: 'For insurance: "$5,000,000 per occurrence"',
    }).optional(),
    verifyUrl: httpsUrl({
      title: 'Where anyone can check it',
      description:
        "The public look-up: WSIB's clearance search, the IICRC's firm search, the BBB profile",
    }).optional(),
    lookUp: text({
      title: 'How to check it there',
      description: 'What to search or ask for: "search our legal name; no log-in needed"',
      widget: 'text',
    }).optional(),
    document: describe(z.string().trim().min(1).optional(), {
      title: 'Its document',
      description:
        'The file name, without .json, of a vendor document that proves it (a certificate of insurance)',
    }),
    checked: isoDate({
      title: 'Last checked',
      description: 'The day you last checked it where anyone can, and found it in force',
    }),
    order: describe(z.number().int(), { title: 'Order' }),
  })
  .refine((entry) => entry.verifyUrl || entry.document, {
    message: 'needs where anyone can check it (verifyUrl), or the document that proves it',
    path: ['verifyUrl'],
  });

const photo = (title: string) =>
  describe(
    z.object({
      image: describe(z.string().min(1, 'is empty: upload a photo'), {
        title: 'Photo',
        widget: 'image',
      }),
      alt: describe(
        z
          .string()
          .trim()
          .min(10, 'is missing: describe what the photo shows, for people who cannot see it'),
        { title: 'Alt text', description: 'What the photo shows, for people who cannot see it' },
      ),
    }),
    { title },
  );

/** content/jobs/<name>.md: the story of a real job, with before and after photos. */
export const jobSchema = z
  .strictObject({
    title: text({ title: 'Title', description: 'What happened, in a line' }),
    date: isoDate({ title: 'When', description: 'The day the crew arrived, YYYY-MM-DD' }),
    town: text({ title: 'Town' }),
    service: reference('services', { title: 'Service' }),
    office: reference('offices', { title: 'Office' }),
    duration: text({ title: 'How long it took', description: '"4 days", "2 weeks"' }),
    before: photo('Before'),
    after: photo('After'),
    body: body({
      title: 'The story',
      description: 'What happened, what the crew did, how it ended',
    }),
  })
  .transform(({ body, ...job }) => ({ ...job, story: paragraphsOf(body).paragraphs }));
