import { describe, expect, it } from 'vitest';
import { agedFacts, doorwayPairs, dueDay, sharedShare, wordsWithout } from './town-pages';

describe('a town page’s own words', () => {
  it('lose every place’s name, longer names first, in any case', () => {
    expect(wordsWithout('North York floods; YORK Region pays.', ['York', 'North York'])).toEqual([
      'floods',
      'region',
      'pays',
    ]);
  });

  it('are shared in full by a copy with the names swapped, and hardly at all by another text', () => {
    const a = wordsWithout(
      'Airdrie water breaks after hours: call the City of Airdrie at 403-948-8800.',
      ['Airdrie', 'Cochrane'],
    );
    const b = wordsWithout(
      'Cochrane water breaks after hours: call the City of Cochrane at 403-948-8800.',
      ['Airdrie', 'Cochrane'],
    );
    const c = wordsWithout('Halton pays $1,000 to a basement flooded from the sewer.', []);
    expect(sharedShare(a, b)).toBe(1);
    expect(sharedShare(a, c)).toBe(0);
  });
});

describe('the doorway check', () => {
  const names = ['Airdrie', 'Cochrane', 'Okotoks'];
  const airdrie = {
    file: 'content/towns/airdrie.md',
    text: 'Pumping water off a lot in Airdrie takes a permit. The hose must end within 1 metre of a catch basin.',
  };
  it('names both files of a page that reads as another’s with the towns swapped, and its share', () => {
    const cochrane = {
      file: 'content/towns/cochrane.md',
      text: airdrie.text.replace('Airdrie', 'Cochrane'),
    };
    const okotoks = {
      file: 'content/towns/okotoks.md',
      text: 'Okotoks draws water from wells by the Sheep River.',
    };
    expect(doorwayPairs([airdrie, cochrane, okotoks], names)).toEqual([
      { a: airdrie.file, b: cochrane.file, share: 1 },
    ]);
  });
});

describe('a fact’s age', () => {
  it('falls due 12 months after its check, on that day', () => {
    expect(dueDay('2025-11-29')).toBe('2026-11-29');
    const facts = [
      { field: 'a', checked: '2025-11-29' },
      { field: 'b', checked: '2025-11-30' },
    ];
    expect(agedFacts(facts, '2026-11-29').map((fact) => fact.field)).toEqual(['a']);
  });
});
