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
