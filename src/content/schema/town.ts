import { z } from 'zod';
import { paragraphsOf } from './markdown.ts';
import {
  body,
  choice,
  describe,
  fsa,
  httpsUrl,
  isoDate,
  line,
  province,
  reference,
  text,
} from './fields.ts';
import { FACT_KINDS } from '../../domain/town-pages.ts';

/** One fact of a town: what is true there, the public page that says so and when it was read. */
const factSchema = z.strictObject({
  kind: choice(FACT_KINDS, {
    title: 'Kind',
    description:
      'gas, power, water or 311: a line to call; program: what the city or region pays for or offers; bylaw: a rule; risk: what floods or breaks here; own: your own words',
  }),
  text: text({
    title: 'Fact',
    description:
      'What is true in this town alone, in a sentence or two: who to call and when, what a program pays, what a bylaw asks',
    widget: 'text',
  }),
  phone: line({
    title: 'Phone',
    description: 'The line the fact names, if any (a number, or 311): shown as a link to call',
  }).optional(),
  source: httpsUrl({
    title: 'Source',
    description:
      'The public page of the city, region or utility that says it (for your own words, your own page)',
  }),
  checked: isoDate({
    title: 'Last checked',
    description:
      'The day you last read the source and found the fact still true; after 12 months the build and launch-check list it',
  }),
});

/** One town an office serves: content/towns/<town>.md, its facts in front matter, its own words below. */
export const townSchema = z
  .strictObject({
    name: text({
      title: 'Town',
      description: "As the office's towns served list it: Airdrie, Mississauga",
    }),
    office: reference('offices', {
      title: 'Office',
      description: 'The office that serves it: it must list the town among its towns served',
    }),
    province: province({ title: 'Province', description: 'Two letters: AB, ON, …' }),
    postalAreas: describe(z.array(fsa({ title: 'Area' })).optional(), {
      title: 'Postal-code areas',
      description:
        "The first three characters of the town's postal codes (T4A): the office finder links them to this page. Each must be among its office's areas.",
    }),
    facts: describe(z.array(factSchema), {
      title: 'Local facts',
      description:
        'What is true of this town alone, each with its source: three or more earn the town a page of its own',
    }),
    body: body({
      title: 'Your own words',
      description:
        'Optional: what your crews know of this town (the streets that flood, the jobs you do most). A paragraph per block.',
    }).optional(),
  })
  .transform(({ body, ...town }) => ({
    ...town,
    /** The owner's own paragraphs about the town. */
    words: body ? paragraphsOf(body).paragraphs : [],
  }));

export type TownData = z.output<typeof townSchema>;
export type TownFact = TownData['facts'][number];
