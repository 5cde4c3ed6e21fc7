import { z } from 'zod';
import { emergencyTypeValues } from '../emergency-types.ts';
import { body, describe, lines, text } from './fields.ts';

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

/** One service: content/services/<slug>.md; the file name is its address. */
export const serviceSchema = z.object({
  title: text({ title: 'Title' }),
  order: describe(z.number().int(), { title: 'Order', description: 'Its place in every list' }),
  icon: describe(z.enum(serviceIcons, { error: `must be one of ${serviceIcons.join(', ')}` }), {
    title: 'Icon',
  }),
  landing: describe(z.enum(['card', 'link'], { error: 'must be card or link' }), {
    title: 'On the landing page',
    description: 'card: one of the three cards with its dialog; link: a link below them',
  }),
  safetyType: describe(
    z.enum(emergencyTypeValues, { error: `must be one of ${emergencyTypeValues.join(', ')}` }),
    { title: 'Safety steps', description: 'Which "while you wait" steps its page shows' },
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
  body: body({ title: 'Details', description: 'The opening paragraph of its details' }),
});

export type ServiceEntry = z.infer<typeof serviceSchema>;
