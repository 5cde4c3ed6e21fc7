import { cutText } from '../../lib/text';
import { typedField, type FormKind, type FormValues } from '../../form-kinds/form-kind';

/** The honeypot's bound: a bot's filler, never a person's words. */
export const HONEYPOT_MAX = 100;

/** Every field empty, the honeypot too. */
export const emptyValues = (kind: FormKind): FormValues =>
  Object.fromEntries([...kind.fields.map(({ name }) => [name, '']), [kind.honeypot, '']]);

/**
 * Any stored or typed value made into a kind's values: unknown keys dropped, anything not text
 * empty, a list's value only one of its choices, lengths bounded by whole characters.
 */
export function toValues(kind: FormKind, saved: unknown): FormValues {
  const record =
    typeof saved === 'object' && saved !== null ? (saved as Record<string, unknown>) : {};
  const text = (name: string, max: number) =>
    typeof record[name] === 'string' ? cutText(record[name], max) : '';
  return Object.fromEntries([
    ...kind.fields.map((field) => {
      const value = text(field.name, field.maxLength);
      const allowed = !field.options || field.options.some((option) => option.value === value);
      return [field.name, allowed ? value : ''];
    }),
    [kind.honeypot, text(kind.honeypot, HONEYPOT_MAX)],
  ]);
}

/** The stored words of a kind, read back: none for a value that is not a saved one. */
export function parseKept(kind: FormKind, stored: string | null): FormValues | null {
  try {
    const saved: unknown = JSON.parse(stored ?? 'null');
    return typeof saved === 'object' && saved !== null && !Array.isArray(saved)
      ? { ...toValues(kind, saved), [kind.honeypot]: '' }
      : null;
  } catch {
    return null;
  }
}

/**
 * What the form holds when its code takes over: the kept words, with whatever the visitor typed
 * into the pre-rendered fields meanwhile laid over them (what they typed is newer).
 */
export function withTyped(
  kind: FormKind,
  kept: FormValues | null,
  typed: Record<string, unknown>,
): FormValues {
  const merged = { ...emptyValues(kind), ...kept };
  for (const [name, value] of Object.entries(toValues(kind, typed)))
    if (value !== '') merged[name] = value;
  return merged;
}

/** No field the visitor sees holds a word: they have cleared the form. */
export const isBlank = (kind: FormKind, values: FormValues) =>
  kind.fields.filter(typedField).every(({ name }) => !values[name]?.trim());
