import { z } from 'zod';
import { body, text } from './fields.ts';

/** content/legal/privacy.md and terms.md: a "## " heading per section; the dates are in the settings. */
export const legalSchema = z.object({
  title: text({ title: 'Title' }),
  lede: text({ title: 'Lede', widget: 'text' }),
  description: text({ title: 'Search description', widget: 'text' }),
  body: body({ title: 'Text', description: 'A "## " heading per section, then its paragraphs' }),
});

export type LegalSchemaData = z.infer<typeof legalSchema>;
