import { z } from 'zod';
import { describe, isoDate, text } from './fields.ts';

/**
 * content/documents/: a document a property manager's vendor file asks for (a certificate of
 * insurance, a WCB or WSIB clearance, a certification), as a PDF the page offers for download
 * with its issuer, number and the day it runs out.
 */
export const documentSchema = z.strictObject({
  title: text({ title: 'What it is', description: '"Certificate of insurance"' }),
  issuer: text({ title: 'Issued by', description: 'The insurer, the board, the body' }),
  number: text({ title: 'Number', description: 'The policy, account or certificate number' }),
  validUntil: isoDate({
    title: 'Valid until',
    description: 'The last day it is valid, YYYY-MM-DD: the page leaves it off after that day',
  }),
  file: describe(z.string().min(1, 'is empty: upload the PDF'), {
    title: 'The PDF',
    widget: 'file',
  }),
  order: describe(z.number().int().optional(), { title: 'Order on the page' }),
});

/**
 * content/papers/: a paper the company asks a homeowner to sign (work authorization, direction to
 * pay, change order, certificate of completion), as a blank PDF anyone can read before signing,
 * with what it allows, what it does not, and when to sign it.
 */
export const paperSchema = z.strictObject({
  title: text({ title: 'The paper', description: '"Work authorization"' }),
  allows: text({ title: 'What it allows', widget: 'text' }),
  doesNot: text({ title: 'What it does not', widget: 'text' }),
  when: text({ title: 'When to sign it', widget: 'text' }),
  file: describe(z.string().min(1, 'is empty: upload the blank PDF'), {
    title: 'The blank PDF',
    widget: 'file',
  }),
  order: describe(z.number().int().optional(), { title: 'Order on the page' }),
});
