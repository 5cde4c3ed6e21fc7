import { z } from 'zod';
import { parseIsoDate } from '../../lib/dates.ts';
import { toE164 } from '../../lib/phone.ts';
import { isProvinceCode, listOf } from '../../domain/places.ts';

/**
 * The field kinds the content schemas share. Each carries the editor's label and hint as Zod
 * metadata, which the editor's config is generated from (src/content/cms-config.ts), and a message
 * an owner can act on.
 */
export type FieldMeta = {
  title: string;
  description?: string;
  /** How the editor shows a string: one line (default), a text box, or Markdown. */
  widget?: 'text' | 'markdown' | 'image' | 'file' | 'datetime' | 'datetime-local';
  /** The collection whose entry the field names by its file name (see `reference`). */
  relation?: 'services' | 'offices';
};

export const describe = <T extends z.ZodType>(schema: T, meta: FieldMeta): T => schema.meta(meta);

/** One of a fixed list of words, offered in the editor as a choice. */
export const choice = <const T extends readonly [string, ...string[]]>(
  values: T,
  meta: FieldMeta,
) => describe(z.enum(values, { error: `must be ${listOf(values, 'or')}` }), meta);

export const text = (meta: FieldMeta) =>
  describe(
    z.string().trim().min(1, 'is empty: write it, or remove the field if it is optional'),
    meta,
  );

/** A group of short texts, each named by the label the editor shows for it. */
export const words = <K extends string>(title: string, labels: Record<K, string>) => {
  const shape = {} as Record<K, ReturnType<typeof text>>;
  for (const key in labels) shape[key] = text({ title: labels[key], widget: 'text' });
  return describe(z.strictObject(shape), { title });
};

export const phone = (meta: FieldMeta) =>
  describe(
    z
      .string()
      .refine(
        (value) => toE164(value) !== null,
        'cannot become an E.164 number: give a 10-digit North American number such as 403-555-0123',
      ),
    meta,
  );

/** A line to call: a 10-digit North American number, or 311, the city's own. */
export const line = (meta: FieldMeta) =>
  describe(
    z
      .string()
      .refine(
        (value) => value.trim() === '311' || toE164(value) !== null,
        'is not a line to call: give a 10-digit North American number such as 403-555-0123, or 311',
      ),
    meta,
  );

export const email = (meta: FieldMeta) =>
  describe(z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'is not an e-mail address'), meta);

export const slug = (meta: FieldMeta) =>
  describe(
    z
      .string()
      .regex(
        /^[a-z][a-z0-9-]*$/,
        'must be a short lower-case slug such as "calgary" (letters, digits, hyphens)',
      ),
    meta,
  );

/**
 * The file name of another collection's entry: a job's service. The editor offers a choice of
 * them, and the loader refuses a name that is no entry of that collection.
 */
/** An EmailJS template's ID, as its dashboard shows it. */
export const templateId = (meta: FieldMeta) =>
  describe(
    z
      .string()
      .regex(
        /^[A-Za-z0-9_-]+$/,
        'is not an EmailJS template ID: copy it from Email Templates, such as "template_ab12cd3"',
      ),
    meta,
  );

export const reference = (collection: 'services' | 'offices', meta: FieldMeta) =>
  describe(slug(meta), { ...meta, relation: collection });

export const isoDate = (meta: FieldMeta) =>
  describe(
    z
      .string()
      .refine((value) => parseIsoDate(value) !== null, 'is not a date written as YYYY-MM-DD'),
    { widget: 'datetime', ...meta },
  );

/** A day and a time on an office's own clock, as YYYY-MM-DDTHH:mm: when a surge starts or ends. */
export const localDateTime = (meta: FieldMeta) =>
  describe(
    z
      .string()
      .refine(
        (value) =>
          /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/.test(value) &&
          parseIsoDate(value.slice(0, 10)) !== null,
        'is not a day and time written as YYYY-MM-DDTHH:mm (24-hour clock, the office’s own time)',
      ),
    { widget: 'datetime-local', ...meta },
  );

/** A month as YYYY-MM: when a testimonial's job was done. */
export const isoMonth = (meta: FieldMeta) =>
  describe(
    z
      .string()
      .refine(
        (value) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value),
        'is not a month written as YYYY-MM',
      ),
    meta,
  );

export const httpsUrl = (meta: FieldMeta) =>
  describe(
    z.string().refine((value) => {
      try {
        return new URL(value).protocol === 'https:';
      } catch {
        return false;
      }
    }, 'is not an https:// address'),
    meta,
  );

export const province = (meta: FieldMeta) =>
  describe(
    z.string().refine(isProvinceCode, 'must be a two-letter province or territory code such as AB'),
    meta,
  );

/**
 * A forward sortation area: the first three characters of a postal code ("T2C"), which Canada
 * Post gives a part of a city or a town. Written in any case; kept in capitals.
 */
export const fsa = (meta: FieldMeta) =>
  describe(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(
        /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]$/,
        'is not a postal-code area: give its first three characters, such as T2C or M5V',
      ),
    meta,
  );

export const postalCode = (meta: FieldMeta) =>
  describe(z.string().regex(/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i, 'is not a Canadian postal code'), meta);

export const wholeNumber = (meta: FieldMeta, most: number) =>
  describe(
    z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, `must be a whole number from 1 to ${most}`)
      .max(most, `must be a whole number from 1 to ${most}`),
    meta,
  );

/** A page's own head: its title (the h1), the lede under it and its search description. */
export const pageHead = {
  title: text({ title: 'Title' }),
  lede: text({ title: 'Lede', widget: 'text' }),
  description: text({ title: 'Search description', widget: 'text' }),
};

/** A block's title and the text under it. */
export const titledText = {
  title: text({ title: 'Title' }),
  text: text({ title: 'Text', widget: 'text' }),
};

/** A list of one-line texts. */
export const lines = (meta: FieldMeta, item: FieldMeta, least = 1) =>
  describe(z.array(text(item)).min(least, `needs at least ${least}`), meta);

/** The Markdown body of a `.md` file. */
export const body = (meta: FieldMeta) =>
  describe(z.string().trim().min(1, 'is empty: write the text'), { widget: 'markdown', ...meta });
