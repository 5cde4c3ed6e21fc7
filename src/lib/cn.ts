/** Joins class names, skipping falsy ones. Later classes do not override earlier ones: keep variants disjoint. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
