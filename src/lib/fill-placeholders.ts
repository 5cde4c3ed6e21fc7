/** A `{{name}}` in an owner's text. */
export const PLACEHOLDER = /\{\{\s*([A-Za-z][\w.]*)\s*\}\}/g;

/** The text with every known placeholder filled; unknown ones are left for the caller to report. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : whole,
  );
}
