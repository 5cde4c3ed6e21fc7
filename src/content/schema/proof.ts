import { z } from 'zod';
import { body, choice, describe, httpsUrl, isoDate, isoMonth, reference, text } from './fields.ts';
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

/** content/certifications/<name>.json: a certification or membership anyone can check. */
export const certificationSchema = z.strictObject({
  name: text({ title: 'Name', description: 'IICRC Certified Firm, BBB Accredited Business, …' }),
  kind: choice(['certification', 'membership'], { title: 'Kind' }),
  issuer: text({ title: 'Issued by' }),
  number: text({ title: 'Number', description: 'The certificate or membership number' }).optional(),
  verifyUrl: httpsUrl({
    title: 'Where to verify it',
    description:
      'A public page that shows it: the IICRC firm lookup, a WSIB clearance, the BBB profile',
  }),
  order: describe(z.number().int(), { title: 'Order' }),
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
