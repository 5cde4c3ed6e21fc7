import { fillPlaceholders } from '../../lib/fill-placeholders';
import { parseIsoDate } from '../../lib/dates';
import { EMAIL } from '../../lib/text';
import type { FormKind, FormValues } from '../../form-kinds/form-kind';

export type Problem = 'missing' | 'notEmail' | 'notDate' | 'futureDate';

export interface FieldProblem {
  name: string;
  problem: Problem;
}

function problemOf(
  field: FormKind['fields'][number],
  value: string,
  today: string,
): Problem | null {
  // A choice the list does not offer is no choice.
  const chosen = !field.options || field.options.some((option) => option.value === value);
  if (!value || !chosen) return field.required ? 'missing' : null;
  if (field.type === 'email' && !EMAIL.test(value)) return 'notEmail';
  if (field.type === 'date' && !parseIsoDate(value)) return 'notDate';
  if (field.type === 'date' && field.notFuture && value > today) return 'futureDate';
  return null;
}

/**
 * What stops a request from going, field by field, in the form's order: a required field left
 * empty (spaces are empty), an e-mail that is not one, a date that is not one or is later than
 * `today` (YYYY-MM-DD, the sender's own day). A choice the list does not offer is none.
 */
export function checkValues(kind: FormKind, values: FormValues, today: string): FieldProblem[] {
  return kind.fields.flatMap((field) => {
    const problem = problemOf(field, (values[field.name] ?? '').trim(), today);
    return problem ? [{ name: field.name, problem }] : [];
  });
}

/** A problem said in the owner's words, naming the field by its label without its aside. */
export const problemText = (template: string, label: string) =>
  fillPlaceholders(template, { label: label.replace(/\s*\(.*\)$/, '') });
