import { toE164 } from './phone.ts';

/** A piece of a text: words, or a phone number or e-mail address with the link that reaches it. */
export interface TextPart {
  text: string;
  href?: `tel:${string}` | `mailto:${string}`;
}

// A North American number in any common notation: (403) 555-0123, 403-555-0123, 1-800-555-0199,
// +1 416 555 0123, 403.555.0123. Not inside a longer run of digits or a word.
const PHONE = /(?<![\w+])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-]?)\d{3}[\s.-]?\d{4}(?![\w-])/g;
const EMAIL = /(?<![\w.%+-])[\w.%+-]+@[A-Za-z\d-]+(?:\.[A-Za-z\d-]+)*\.[A-Za-z]{2,}(?![\w-])/g;

/** Splits a text at every phone number (to a `tel:` link in E.164) and e-mail address (`mailto:`). */
export function contactLinkParts(text: string): TextPart[] {
  const found = [
    ...[...text.matchAll(PHONE)].map((match) => {
      const e164 = toE164(match[0]);
      return e164 ? { at: match.index, written: match[0], href: `tel:${e164}` as const } : null;
    }),
    ...[...text.matchAll(EMAIL)].map((match) => ({
      at: match.index,
      written: match[0],
      href: `mailto:${match[0]}` as const,
    })),
  ]
    .filter((link) => link !== null)
    .sort((a, b) => a.at - b.at);
  const parts: TextPart[] = [];
  let from = 0;
  for (const link of found) {
    if (link.at < from) continue;
    if (link.at > from) parts.push({ text: text.slice(from, link.at) });
    parts.push({ text: link.written, href: link.href });
    from = link.at + link.written.length;
  }
  if (from < text.length || parts.length === 0) parts.push({ text: text.slice(from) });
  return parts;
}
