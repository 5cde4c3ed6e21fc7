import { describe, expect, it } from 'vitest';
import { ontarioRulesBind, postingFindings, type Posting } from './posting-rules';

const lawful: Posting = {
  title: 'Water damage technician',
  summary: 'Extract water and dry homes.',
  pay: { from: 24, to: 32, per: 'hour' },
  existingVacancy: true,
  artificialIntelligence: { used: false },
  asks: ['A class 5 licence'],
  offers: ['Paid training'],
  work: ['You answer calls with a crew of two.'],
};

const fieldsOf = (posting: Posting, labels?: string[]) =>
  postingFindings(posting, labels).map(({ field }) => field);

describe('postingFindings', () => {
  it('finds nothing in a posting that gives its pay, vacancy and AI statements', () => {
    expect(postingFindings(lawful)).toEqual([]);
  });

  it('finds a posting without pay', () => {
    expect(fieldsOf({ ...lawful, pay: undefined })).toEqual(['pay']);
  });

  it('finds a range wider than $50,000, and lets one pass at exactly $50,000', () => {
    const wide = postingFindings({ ...lawful, pay: { from: 60_000, to: 110_001, per: 'year' } });
    expect(wide).toEqual([
      { field: 'pay.to', rule: expect.stringContaining('$50,001 wide') as unknown as string },
    ]);
    expect(fieldsOf({ ...lawful, pay: { from: 60_000, to: 110_000, per: 'year' } })).toEqual([]);
  });

  it('lets a range above $200,000 a year be as wide as it is', () => {
    expect(fieldsOf({ ...lawful, pay: { from: 210_000, to: 300_000, per: 'year' } })).toEqual([]);
  });

  it('finds a posting silent on the vacancy or on AI', () => {
    expect(fieldsOf({ ...lawful, existingVacancy: undefined })).toEqual(['existingVacancy']);
    expect(fieldsOf({ ...lawful, artificialIntelligence: undefined })).toEqual([
      'artificialIntelligence',
    ]);
  });

  it('finds "Canadian experience" anywhere in the posting or the application form', () => {
    expect(
      fieldsOf({ ...lawful, asks: ['A licence', 'Two years of Canadian work experience'] }),
    ).toEqual(['asks[1]']);
    expect(fieldsOf({ ...lawful, work: ['Canadian experience preferred.'] })).toEqual([
      'body, paragraph 1',
    ]);
    expect(fieldsOf(lawful, ['Your Canadian experience'])).toEqual([
      'the application form\'s "Your Canadian experience"',
    ]);
    expect(fieldsOf({ ...lawful, offers: ['Experience across Canada'] })).toEqual([]);
  });
});

describe('ontarioRulesBind', () => {
  it('binds in Ontario from 25 employees, or when the size is not said', () => {
    expect(ontarioRulesBind('ON', 25)).toBe(true);
    expect(ontarioRulesBind('ON', 24)).toBe(false);
    expect(ontarioRulesBind('ON', undefined)).toBe(true);
    expect(ontarioRulesBind('AB', 400)).toBe(false);
  });
});
