import { z } from 'zod';
import { paragraphsOf, sectionsOf } from './markdown.ts';
import { body, pageHead } from './fields.ts';

/** The first fixed heading a text lacks at its place, or null when it starts with all of them. */
export function missingFixedHeading(
  markdown: string,
  fixed: readonly string[],
): { heading: string; found?: string } | null {
  // The loader's own reading of the text, so a heading counts here exactly as it does on the page.
  const { headings } = paragraphsOf(markdown);
  const at = fixed.findIndex((heading, i) => headings[i] !== heading);
  if (at === -1) return null;
  const found = headings[at];
  return { heading: fixed[at]!, ...(found !== undefined ? { found } : {}) };
}

/**
 * content/legal/privacy.md, terms.md and accessibility.md: a "## " heading per section; the dates
 * are in the settings. `fixed` are the sections the spec names: the text starts with them, word
 * for word and in that order, and may add sections after them.
 */
export function legalSchema(fixed: readonly string[] = []) {
  const rule = fixed.length
    ? ` It must start with these sections, word for word and in this order: ${fixed.map((h) => `"## ${h}"`).join(', ')}. Add anything else under them, or in sections after them.`
    : '';
  return z
    .strictObject({
      ...pageHead,
      body: body({
        title: 'Text',
        description: `A "## " heading per section, then its paragraphs.${rule}`,
      }),
    })
    .superRefine(({ body }, context) => {
      const missing = missingFixedHeading(body, fixed);
      if (missing)
        context.addIssue({
          code: 'custom',
          path: ['body'],
          message: `needs the section "## ${missing.heading}" ${missing.found ? `where "## ${missing.found}" is` : 'after the ones before it'}: the spec fixes the first sections, in this order: ${fixed.join(', ')}`,
        });
    })
    .superRefine(startsWithHeading)
    .transform(({ body, ...text }) => ({ ...text, sections: sectionsOf(body).sections }));
}

/** A text of "## " sections must not start with words no heading names. */
export function startsWithHeading({ body }: { body: string }, context: z.RefinementCtx) {
  if (sectionsOf(body).orphans.length)
    context.addIssue({
      code: 'custom',
      path: ['body'],
      message: 'starts with text before its first "## " heading',
    });
}
