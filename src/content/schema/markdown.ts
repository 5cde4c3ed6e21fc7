import { marked, type Token, type Tokens } from 'marked';

/** A "## " heading and the paragraphs under it. */
export interface TextSection {
  heading: string;
  paragraphs: string[];
}

/**
 * The Markdown the content files use: paragraphs, list items (each shown as a paragraph) and
 * "## " headings that start sections. Emphasis and links are kept as their plain words: the pages
 * style every text alike, and a link belongs in a field of its own.
 */
function plain(tokens: readonly Token[] | undefined): string {
  return (tokens ?? [])
    .map((token) => {
      if ('tokens' in token && token.tokens && token.type !== 'codespan')
        return plain(token.tokens);
      if (token.type === 'br') return ' ';
      return 'text' in token ? String(token.text) : '';
    })
    .join('')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

type Block = { heading: string } | { paragraph: string };

function blocksOf(markdown: string): Block[] {
  return marked.lexer(markdown).flatMap((token): Block[] => {
    if (token.type === 'heading') return [{ heading: plain((token as Tokens.Heading).tokens) }];
    if (token.type === 'paragraph')
      return [{ paragraph: plain((token as Tokens.Paragraph).tokens) }];
    if (token.type === 'list')
      return (token as Tokens.List).items.map((item) => ({ paragraph: plain(item.tokens) }));
    if (token.type === 'space') return [];
    return 'text' in token && String(token.text).trim()
      ? [{ paragraph: String(token.text).trim() }]
      : [];
  });
}

/** A text's paragraphs; a heading in it is a mistake the caller reports. */
export function paragraphsOf(markdown: string): { paragraphs: string[]; headings: string[] } {
  const blocks = blocksOf(markdown);
  return {
    paragraphs: blocks.flatMap((block) => ('paragraph' in block ? [block.paragraph] : [])),
    headings: blocks.flatMap((block) => ('heading' in block ? [block.heading] : [])),
  };
}

/** A text of "## " sections; words before the first heading are returned for the caller to report. */
export function sectionsOf(markdown: string): { sections: TextSection[]; orphans: string[] } {
  const sections: TextSection[] = [];
  const orphans: string[] = [];
  for (const block of blocksOf(markdown)) {
    if ('heading' in block) sections.push({ heading: block.heading, paragraphs: [] });
    else if (sections.length === 0) orphans.push(block.paragraph);
    else sections.at(-1)!.paragraphs.push(block.paragraph);
  }
  return { sections, orphans };
}

/** A text box's paragraphs, split at blank lines. */
export const splitParagraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
