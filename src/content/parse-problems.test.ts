// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parse, YAMLParseError } from 'yaml';
import { jsonProblem, yamlProblem } from './parse-problems';

const settings = (lines: string[]) => lines.join('\n');

/** The problem the YAML parser's error becomes, for a front matter that cannot be read. */
function frontProblem(front: string) {
  try {
    parse(front);
  } catch (error) {
    if (error instanceof YAMLParseError) return yamlProblem(front, error);
    throw error;
  }
  throw new Error('the front matter was read');
}

describe('a JSON file that cannot be read', () => {
  it.each([
    [
      'a comma after the last field',
      ['{', '  "a": 1,', '  "b": 2,', '}'],
      {
        line: 3,
        column: 9,
        words: expect.stringMatching(/^a comma before the closing }.*take out/),
      },
    ],
    [
      'a comma after the last item',
      ['{', '  "a": [1, 2,]', '}'],
      { line: 2, column: 13, words: expect.stringMatching(/^a comma before the closing ]/) },
    ],
    [
      'a comma missing between two fields',
      ['{', '  "a": "x"', '  "b": 2', '}'],
      { line: 2, column: 11, words: expect.stringMatching(/^a comma is missing.*add ","/) },
    ],
    [
      'a text without its closing quote',
      ['{', '  "a": "x,', '  "b": 2', '}'],
      { line: 2, column: 8, words: expect.stringMatching(/no closing quote: end it with "/) },
    ],
    [
      'a field name without quotes',
      ['{', '  a: 1', '}'],
      { line: 2, column: 3, words: 'a field\'s name is in double quotes: write "a"' },
    ],
    [
      'a text without quotes',
      ['{', '  "a": Calgary', '}'],
      {
        line: 2,
        column: 8,
        words: expect.stringMatching(/^"Calgary" is not a value: .*\("Calgary"\)/),
      },
    ],
    [
      'a file that ends too soon',
      ['{', '  "a": {', '    "b": 1', '  }'],
      { line: 4, column: 4, words: 'the file ends before its closing }: add it' },
    ],
  ])('%s: its line, its column and what to type', (_, lines, expected) => {
    const text = settings(lines);
    expect(() => JSON.parse(text)).toThrow();
    expect(jsonProblem(text)).toEqual(expected);
  });
});

describe('a front matter that cannot be read', () => {
  it('an unclosed quote is placed on the line where it opens, not where the file ends', () => {
    const front = ['city: "Calgary', 'order: 1', 'phone: 403-555-0123', 'region: AB'].join('\n');
    // The file's line 2: the front matter starts after "---".
    expect(frontProblem(front)).toEqual({
      line: 2,
      column: 1,
      words: 'a text that starts with " has no closing ": add it at the end of the text',
    });
  });

  it('a field written twice is named', () => {
    expect(frontProblem('city: Calgary\norder: 1\ncity: Banff')).toMatchObject({
      line: 4,
      words: '"city" is written twice: keep one',
    });
  });

  it('a value with ": " in it says to quote it', () => {
    expect(frontProblem('title: Water: what to do')).toMatchObject({
      line: 2,
      column: 8,
      words: expect.stringContaining('put the value in double quotes'),
    });
  });

  it('a tab before a field says to use spaces', () => {
    expect(frontProblem('areaServed:\n\t- Airdrie')).toMatchObject({
      line: 3,
      words: 'starts with a tab: indent with spaces instead',
    });
  });

  it('a line without its colon says to add one', () => {
    expect(frontProblem('city: Calgary\norder\nregion: AB')).toMatchObject({
      line: 3,
      words: expect.stringContaining('add a colon and a space'),
    });
  });
});
