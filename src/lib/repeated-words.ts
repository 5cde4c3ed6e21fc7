/** Words English doubles on purpose ("had had", "that that"). */
const MEANT = new Set(['had', 'that']);

// A word, then the same word after spaces or a single line break (two are a new paragraph).
const DOUBLED =
  /(?<![\p{L}\p{N}'’-])(\p{L}[\p{L}'’-]*)(?:[ \t]+|[ \t]*\r?\n[ \t]*)\1(?![\p{L}\p{N}'’-])/giu;

/**
 * Each word a text says twice in a row by mistake, with the words around it: "reply within
 * within 24 hours". A filled placeholder can bring a word its sentence already has.
 */
export function repeatedWords(text: string): string[] {
  return [...text.matchAll(DOUBLED)]
    .filter((match) => !MEANT.has(match[1]!.toLowerCase()))
    .map((match) => {
      const before = /(\S+)[ \t]+$/.exec(text.slice(0, match.index))?.[1];
      const after = /^[ \t]+(\S+)/.exec(text.slice(match.index + match[0].length))?.[1];
      return [before, match[0], after].filter(Boolean).join(' ').replace(/\s+/g, ' ');
    });
}
