const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date a YYYY-MM-DD string names, at UTC midnight, or null when it names none. */
export function parseIsoDate(text: string): Date | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** A date as YYYY-MM-DD in the local time zone: the day it is where the code runs. */
export const localIsoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** "2025-01-15" → "January 15, 2025"; the text unchanged when it is not such a date. */
export function longDate(text: string): string {
  const date = parseIsoDate(text);
  return date ? date.toLocaleDateString('en-CA', { dateStyle: 'long', timeZone: 'UTC' }) : text;
}
/**
 * The years of experience the site claims: whole years since the founding, rounded down to a
 * multiple of five from ten years on ("15+" from the 15th to the 19th year), so the claim stays
 * true between builds.
 */
export function yearsOfExperience(foundedYear: number, today: Date): number {
  const years = Math.max(1, today.getFullYear() - foundedYear);
  return years >= 10 ? years - (years % 5) : years;
}
