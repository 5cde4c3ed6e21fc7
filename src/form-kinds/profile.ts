import type { FormKind, FormWords } from './form-kind.ts';

/** A section of the building profile as the content gives it: a heading and its fields' labels. */
export interface ProfileSection {
  heading: string;
  fields: readonly string[];
}

/** "Harbourview Towers, 88 Quay" → "harbourview-towers-88-quay". */
export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A field's name: its section's and its own words, made a slug. */
export const profileFieldName = (section: string, field: string) =>
  `${slug(section)}-${slug(field)}`;

export const PROFILE_FIELD_MAX = 300;

/** The building profile's name as a kind: its island, its keys, its counted leads' `kind`. */
export const profileKindName = 'profile';

/**
 * The building profile as a kind: its fields are the content's, only the first (the building's
 * name and address) is required, and it goes to the office serving that address. It is the
 * manager's document: the site keeps none of it in the tab unless a send waits for the
 * connection, and it stays on screen once sent, to save or print.
 */
export function profileKind(sections: readonly ProfileSection[]): FormKind {
  const fields = sections.flatMap((section) =>
    section.fields.map((field) => ({
      name: profileFieldName(section.heading, field),
      type: 'text' as const,
      required: false,
      maxLength: PROFILE_FIELD_MAX,
      autoComplete: 'off',
    })),
  );
  const first = fields[0]?.name ?? '';
  return {
    name: profileKindName,
    fields: fields.map((field, i) => (i === 0 ? { ...field, required: true } : field)),
    honeypot: 'website',
    routeBy: first,
    fallbackInbox: 'general',
    from: first,
    subject: { fields: [first], reference: true },
    draft: false,
    answer: 'inquiry',
    checks: 'summary',
    tells: 'notices',
    whenSent: 'keep',
  };
}

/**
 * Each field's label: on the page its own words under its section's heading; in the e-mail and
 * the saved file with the heading before it ("The building: Name and address").
 */
export function profileLabels(sections: readonly ProfileSection[]) {
  const each = (label: (heading: string, field: string) => string) =>
    Object.fromEntries(
      sections.flatMap((section) =>
        section.fields.map((field) => [
          profileFieldName(section.heading, field),
          label(section.heading, field),
        ]),
      ),
    );
  return {
    labels: each((_, field) => field),
    inEmail: each((heading, field) => `${heading}: ${field}`),
  } satisfies Pick<FormWords, 'labels' | 'inEmail'>;
}
