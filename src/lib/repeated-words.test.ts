import { describe, expect, it } from 'vitest';
import { repeatedWords } from './repeated-words';

describe('repeatedWords', () => {
  it('finds a word said twice in a row, with the words around it', () => {
    expect(repeatedWords('We reply within within 24 hours, and we use it.')).toEqual([
      'reply within within 24',
    ]);
    expect(repeatedWords('On site in in under 60 minutes')).toEqual(['site in in under']);
    expect(repeatedWords('The The crew')).toEqual(['The The crew']);
    expect(repeatedWords('a crew on the\nthe way')).toEqual(['on the the way']);
  });

  it('leaves words apart, words meant twice, numbers and parts of words alone', () => {
    for (const text of [
      'We reply within 24 hours.',
      'The crew that that job needed had had training.',
      'Call 403 403 or wait, wait.',
      'Suite 10, 10 Main Street',
      'in-in the box, in. In the box',
      "O'Brien Brien",
      'the theatre',
      '## Water\n\nWater keeps spreading',
    ])
      expect(repeatedWords(text), text).toEqual([]);
  });
});
