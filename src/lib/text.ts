// A surrogate pair, or a surrogate alone (which no encoder or mail server accepts).
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

/** The text with every lone surrogate replaced by U+FFFD, as `String.prototype.toWellFormed`. */
export function wellFormed(text: string): string {
  return text.replace(SURROGATES, (match) => (match.length === 2 ? match : '\uFFFD'));
}

export function isWellFormed(text: string): boolean {
  return wellFormed(text) === text;
}

type Segmenter = { segment: (text: string) => Iterable<{ segment: string }> };
let segmenter: Segmenter | null | undefined;

/**
 * The characters a person sees (grapheme clusters: a flag, a family emoji, a letter and its
 * accent), or code points where the browser cannot tell them apart.
 */
export function graphemes(text: string): string[] {
  segmenter ??= typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('en-CA') : null;
  return segmenter
    ? Array.from(segmenter.segment(text), ({ segment }) => segment)
    : Array.from(text);
}

/**
 * The longest start of the text, in whole characters, that is at most `max` UTF-16 units long
 * (the unit of `maxlength`), well formed.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return wellFormed(text);
  // No character a person sees is this long: what lies beyond it is never kept, so a pasted
  // book is not split into characters to keep its first page.
  const start = wellFormed(text.slice(0, max + 64));
  let cut = '';
  for (const character of graphemes(start)) {
    if (cut.length + character.length > max) break;
    cut += character;
  }
  return cut;
}

/** An e-mail address as it can be answered: something, an @, a domain with a dot. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A text as a regular expression matches it, letter for letter. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
