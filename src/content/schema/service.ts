import { z } from 'zod';
import { emergencyTypeValues } from '../../domain/emergency-types.ts';
import { body, choice, describe, lines, text } from './fields.ts';
import { paragraphsOf, splitParagraphs } from './markdown.ts';

export const serviceIcons = ['water', 'fire', 'equipment', 'storm', 'mold'] as const;

const question = z.object({
  question: describe(z.string().trim().regex(/\?$/, 'must be a question, ending with "?"'), {
    title: 'Question',
  }),
  answer: describe(
    z
      .string()
      .trim()
      .refine(
        (value) => value.split(/\s+/).length > 20,
        'is too short: answer in more than 20 words',
      ),
    { title: 'Answer', widget: 'text', description: 'A blank line between paragraphs' },
  ),
});

/**
 * One service: content/services/<slug>.md; the file name is its address. Read, it becomes what its
 * card, dialog and page show: the details grouped, each answer in paragraphs.
 */
export const serviceSchema = z
  .strictObject({
    title: text({ title: 'Title' }),
    order: describe(z.number().int(), { title: 'Order', description: 'Its place in every list' }),
    icon: choice(serviceIcons, { title: 'Icon' }),
    landing: choice(['card', 'link'], {
      title: 'On the landing page',
      description: 'card: one of the three cards with its dialog; link: a link below them',
    }),
    safetyType: choice(emergencyTypeValues, {
      title: 'Safety steps',
      description: 'Which "while you wait" steps its page shows',
    }),
    summary: describe(
      z
        .string()
        .trim()
        .min(1, 'is empty: write it')
        .max(80, 'is longer than 80 characters: it must fit a search result after the phone'),
      {
        title: 'Summary',
        description:
          'One short line for search results, after the cities and the phone (80 characters at most)',
      },
    ),
    card: describe(
      z.object({
        description: text({ title: 'Card text', widget: 'text' }),
        features: describe(
          z.tuple(
            [
              text({ title: 'Bullet' }),
              text({ title: 'Bullet' }),
              text({ title: 'Bullet' }),
              text({ title: 'Bullet' }),
            ],
            { error: 'needs exactly four bullets' },
          ),
          { title: 'Four bullets' },
        ),
      }),
      { title: 'Card' },
    ),
    process: lines({ title: 'Our process' }, { title: 'Step' }),
    benefits: lines({ title: 'Benefits' }, { title: 'Benefit' }),
    equipment: lines({ title: 'Equipment used' }, { title: 'Equipment' }),
    timeline: text({ title: 'Timeline', widget: 'text' }),
    coverage: lines(
      {
        title: 'What it covers',
        description: 'The areas of the offices that provide it are added after these',
      },
      { title: 'Item' },
    ),
    faq: describe(
      z.array(question).min(5, 'needs 5 to 8 questions').max(8, 'needs 5 to 8 questions'),
      { title: 'Questions people ask' },
    ),
    request: describe(
      z.object({
        label: text({ title: 'Button', description: '"Request Equipment"' }),
        emergencyType: choice(emergencyTypeValues, { title: 'Type of Emergency chosen' }),
        text: text({
          title: 'Description started with',
          widget: 'text',
          description: 'The visitor can change it',
        }),
      }),
      {
        title: 'Main action',
        description:
          'For a service that is not an emergency (a rental): its page asks for it instead of "Get Emergency Help"',
      },
    ).optional(),
    waitSteps: describe(
      z.object({
        title: text({ title: 'Heading', description: '"Before the equipment arrives"' }),
        steps: lines({ title: 'Steps' }, { title: 'Step' }),
      }),
      {
        title: 'Own "while you wait"',
        description: 'Its page shows these instead of the safety steps of its type',
      },
    ).optional(),
    body: body({ title: 'Details', description: 'The opening paragraph of its details' }),
  })
  .transform(({ body, process, benefits, equipment, timeline, coverage, faq, ...service }) => ({
    ...service,
    details: {
      description: paragraphsOf(body).paragraphs.join(' '),
      process,
      benefits,
      equipment,
      timeline,
      /** What the service covers; the loader ends it with the areas of the offices that provide it. */
      coverage,
    },
    faq: faq.map(({ question, answer }) => ({ question, answer: splitParagraphs(answer) })),
  }));

export type ServiceIcon = (typeof serviceIcons)[number];
