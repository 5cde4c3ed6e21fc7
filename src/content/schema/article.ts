import { z } from 'zod';
import { body, describe, isoDate, reference, text } from './fields.ts';
import { startsWithHeading } from './legal.ts';
import { sectionsOf } from './markdown.ts';

/** What every guide says of itself, the claims guide too: its summary, its dates and who signs it. */
export const signed = {
  summary: describe(
    z
      .string()
      .trim()
      .min(1, 'is empty: write it')
      .max(130, 'is longer than 130 characters: it must fit a search result after the phone'),
    {
      title: 'Summary',
      description: 'One sentence: under the title, in the list of guides and in search results',
    },
  ),
  published: isoDate({ title: 'Published', description: 'YYYY-MM-DD: shown on the guide' }),
  updated: isoDate({
    title: 'Updated',
    description: 'YYYY-MM-DD, when what it says last changed; leave empty until then',
  }).optional(),
  byline: text({
    title: 'Byline',
    description:
      'Who stands behind it: "The {{companyName}} restoration team", a role, or a person who agreed to be named',
  }),
};

export function updatedAfterPublished(
  { published, updated }: { published: string; updated?: string | undefined },
  context: z.RefinementCtx,
) {
  if (updated && updated < published)
    context.addIssue({ code: 'custom', path: ['updated'], message: 'is before it was published' });
}

/**
 * content/guides/<slug>.md: a dated, signed guide, a "## " heading per section. The file name is
 * its address (/guides/<slug>/). Signed by the company's team or a role, or by a person who agreed
 * to be named.
 */
export const articleSchema = z
  .strictObject({
    title: text({ title: 'Title', description: 'The question or the moment it answers' }),
    ...signed,
    services: describe(
      z
        .array(reference('services', { title: 'Service' }))
        .min(1, 'is empty: name the services it concerns'),
      { title: 'Services it concerns', description: 'Their pages link to it, and it to them' },
    ),
    regions: describe(
      z
        .array(reference('offices', { title: 'Office' }))
        .min(1, 'is empty: name the offices whose areas it speaks of'),
      { title: 'Regions it concerns', description: 'The offices whose areas it speaks of' },
    ),
    body: body({ title: 'Text', description: 'A "## " heading per section, then its paragraphs' }),
  })
  .superRefine(startsWithHeading)
  .superRefine(updatedAfterPublished)
  .transform(({ body, ...guide }) => ({ ...guide, sections: sectionsOf(body).sections }));
