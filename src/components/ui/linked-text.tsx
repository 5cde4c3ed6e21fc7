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

/** Paragraphs of linked text, a <p> each. */
export function LinkedParagraphs(props: { paragraphs: readonly string[]; className?: string }) {
  return props.paragraphs.map((paragraph) => (
    <p key={paragraph} className={props.className}>
      <LinkedText text={paragraph} />
    </p>
  ));
}

/** A list of linked texts: numbered when `ordered`. */
export function LinkedList(props: {
  items: readonly string[];
  ordered?: boolean;
  className?: string;
}) {
  const List = props.ordered ? 'ol' : 'ul';
  return (
    <List className={props.className}>
      {props.items.map((item) => (
        <li key={item}>
          <LinkedText text={item} />
        </li>
      ))}
    </List>
  );
}
