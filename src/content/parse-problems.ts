import { parse as parseJsonc, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { YAMLParseError } from 'yaml';

/** Where a file cannot be read, and what to type there, in an owner's words. */
export interface ParseProblem {
  line: number;
  column: number;
  words: string;
}

/** Line and column (from 1) of an offset in a text. */
function placeOf(text: string, offset: number) {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** The offset of the last character before `offset` that is not white space. */
function lastMarkBefore(text: string, offset: number) {
  let at = offset - 1;
  while (at >= 0 && /\s/.test(text[at]!)) at -= 1;
  return at;
}

const endOf = (text: string, offset: number) => {
  const place = placeOf(text, offset);
  return { ...place, column: place.column + 1 };
};

/** The first mistake in a JSON file that JSON.parse refused, found by a parser that names it. */
export function jsonProblem(text: string): ParseProblem {
  const errors: ParseError[] = [];
  parseJsonc(text, errors, { allowTrailingComma: false, disallowComments: true });
  const first = errors[0];
  if (!first) return { ...placeOf(text, 0), words: 'is not JSON: check its brackets and quotes' };
  const { offset } = first;
  const code = printParseErrorCode(first.error);
  const here = text[offset] ?? '';
  const before = lastMarkBefore(text, offset);
  const previous = text[before] ?? '';
  const closing = here === '}' || here === ']';
  if ((code === 'PropertyNameExpected' || code === 'ValueExpected') && previous === ',' && closing)
    return {
      ...placeOf(text, before),
      words: `a comma before the closing ${here} has nothing after it: take out that ","`,
    };
  if (here === ',' && (previous === ',' || previous === '{' || previous === '['))
    return {
      ...placeOf(text, offset),
      words: 'a comma with nothing before it: take out this ","',
    };
  if (code === 'CommaExpected')
    return {
      ...endOf(text, before),
      words: 'a comma is missing between two fields or two items: add "," at the end of this line',
    };
  if (code === 'UnexpectedEndOfString')
    return {
      ...placeOf(text, offset),
      words: 'a text has no closing quote: end it with " on the same line',
    };
  if (code === 'CloseBraceExpected' || code === 'CloseBracketExpected')
    return {
      ...endOf(text, before),
      words: `the file ends before its closing ${code === 'CloseBraceExpected' ? '}' : ']'}: add it`,
    };
  if (code === 'ColonExpected')
    return {
      ...placeOf(text, offset),
      words: 'a colon is missing after a field\'s name: write "name": value',
    };
  if (code === 'InvalidCommentToken')
    return { ...placeOf(text, offset), words: 'a JSON file holds no comments: take this one out' };
  if (code === 'InvalidEscapeCharacter')
    return {
      ...placeOf(text, offset),
      words: 'a backslash in a text starts a code: write \\\\ for one backslash, \\" for a quote',
    };
  if (code === 'InvalidSymbol') {
    const word = /^[^\s,:{}[\]"]+/.exec(text.slice(offset))?.[0] ?? here;
    const isName = /^\s*:/.test(text.slice(offset + word.length));
    return {
      ...placeOf(text, offset),
      words: isName
        ? `a field's name is in double quotes: write "${word}"`
        : `${JSON.stringify(word)} is not a value: put a text in double quotes ("${word}"), or write a number, true, false or null`,
    };
  }
  if (code === 'EndOfFileExpected')
    return {
      ...placeOf(text, offset),
      words: 'there is more after the file\'s last "}": take it out',
    };
  return {
    ...placeOf(text, offset),
    words: `${here ? `"${here}" is not expected here` : 'the file ends too soon'}: check this line's commas, quotes and brackets`,
  };
}

/** A line of the front matter that opens a quote and never closes it. */
function openQuoteLine(lines: readonly string[]): number | undefined {
  for (const [i, line] of lines.entries()) {
    const value = /^\s*(?:-\s+)?(?:[\w-]+:\s+)?(["'])(.*)$/.exec(line);
    if (!value) continue;
    const [, quote, rest] = value;
    const closed =
      quote === '"' ? /(?:^|[^\\])(?:\\\\)*"/.test(rest!) : rest!.replace(/''/g, '').includes("'");
    if (!closed) return i;
  }
  return undefined;
}

/**
 * The first mistake in a front matter, at its line in the file (the front matter starts on the
 * file's second line), in words. The parser reports an unclosed quote where the file ends: it is
 * placed where the quote opens.
 */
export function yamlProblem(front: string, error: YAMLParseError): ParseProblem {
  const lines = front.split(/\r?\n/);
  const at = (index: number, column: number, words: string) => ({
    line: index + 2,
    column,
    words,
  });
  const [start] = error.linePos ?? [{ line: 1, col: 1 }];
  const index = start.line - 1;
  const line = lines[index] ?? '';
  if (error.code === 'MISSING_CHAR' && /closing ["']quote/.test(error.message)) {
    const opened = openQuoteLine(lines) ?? index;
    const quote = /closing (["'])/.exec(error.message)![1];
    return at(
      opened,
      1,
      `a text that starts with ${quote} has no closing ${quote}: add it at the end of the text`,
    );
  }
  if (error.code === 'DUPLICATE_KEY') {
    const name = /^\s*([^:]+):/.exec(line)?.[1] ?? 'a field';
    return at(index, start.col, `"${name}" is written twice: keep one`);
  }
  if (error.code === 'TAB_AS_INDENT')
    return at(index, start.col, 'starts with a tab: indent with spaces instead');
  if (error.code === 'BLOCK_AS_IMPLICIT_KEY')
    return at(
      index,
      start.col,
      'a value holds ": ", or the next line is indented under it: put the value in double quotes, or line the next field up with the others',
    );
  if (
    error.code === 'MULTILINE_IMPLICIT_KEY' ||
    (error.code === 'MISSING_CHAR' && /Implicit map keys/.test(error.message))
  )
    return at(index, 1, 'is not "name: value": add a colon and a space after the field\'s name');
  if (error.code === 'BAD_INDENT')
    return at(
      index,
      start.col,
      'is not indented like the lines around it, or a bracket before it is not closed: line it up, or close the bracket',
    );
  const reason = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  return at(index, start.col, `${reason}: check this line`);
}
