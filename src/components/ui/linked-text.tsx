import { cn } from '../../lib/cn';
import { contactLinkParts } from '../../lib/contact-links';

/** Inline text links, as the site's other written links. */
const textLinkClass = 'font-semibold underline underline-offset-4';

/** A text whose every phone number and e-mail address is a link: one tap dials or writes. */
export function LinkedText({ text }: { text: string }) {
  return contactLinkParts(text).map((part, i) =>
    part.href ? (
      <a
        key={i}
        href={part.href}
        className={cn(
          textLinkClass,
          part.href.startsWith('tel:') ? 'whitespace-nowrap' : 'break-words',
        )}
      >
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}
