import { describe, expect, it } from 'vitest';
import {
  asksCanadianExperience,
  ontarioRulesBind,
  postingFindings,
  yearly,
  type Posting,
} from './posting-rules';

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
      {
        field: 'pay.to',
        rule: expect.stringContaining('$50,001 a year wide') as unknown as string,
      },
    ]);
    expect(fieldsOf({ ...lawful, pay: { from: 60_000, to: 110_000, per: 'year' } })).toEqual([]);
  });

  it('measures an hourly range by its yearly equivalent, at the hours the opening states', () => {
    expect(yearly(25, 'hour')).toBe(52_000);
    // $20 to $60 an hour is $83,200 a year wide at 2,080 hours.
    expect(postingFindings({ ...lawful, pay: { from: 20, to: 60, per: 'hour' } })).toEqual([
      {
        field: 'pay.to',
        rule: expect.stringContaining('$83,200 a year wide') as unknown as string,
      },
    ]);
    // $24.04 an hour is exactly $50,000 a year wide at 2,080 hours: allowed.
    expect(fieldsOf({ ...lawful, pay: { from: 20, to: 20 + 50_000 / 2080, per: 'hour' } })).toEqual(
      [],
    );
    // At 30 hours a week the same $20 to $50 range is $46,800 wide: allowed; at 40 it is not.
    expect(
      fieldsOf({ ...lawful, pay: { from: 20, to: 50, per: 'hour' }, hoursPerWeek: 30 }),
    ).toEqual([]);
    expect(fieldsOf({ ...lawful, pay: { from: 20, to: 50, per: 'hour' } })).toEqual(['pay.to']);
  });

  it("frees a posting whose pay or range's top is above $200,000 a year, as the regulation says", () => {
    expect(fieldsOf({ ...lawful, pay: { from: 210_000, to: 300_000, per: 'year' } })).toEqual([]);
    // Keyed on the top, not the bottom: $160,000 to $230,000 is lawful.
    expect(fieldsOf({ ...lawful, pay: { from: 160_000, to: 230_000, per: 'year' } })).toEqual([]);
    expect(fieldsOf({ ...lawful, pay: { from: 150_000, to: 200_001, per: 'year' } })).toEqual([]);
    expect(fieldsOf({ ...lawful, pay: { from: 149_999, to: 200_000, per: 'year' } })).toEqual([
      'pay.to',
    ]);
    // An hourly top above $200,000 a year ($100 an hour at 40 hours is $208,000).
    expect(fieldsOf({ ...lawful, pay: { from: 40, to: 100, per: 'hour' } })).toEqual([]);
    // Such a posting may leave its pay out, when it says so.
    expect(fieldsOf({ ...lawful, pay: undefined, payAboveLimit: true })).toEqual([]);
    expect(
      fieldsOf({ ...lawful, pay: { from: 90_000, per: 'year' }, payAboveLimit: true }),
    ).toEqual(['payAboveLimit']);
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
    expect(
      fieldsOf({ ...lawful, more: [['conditions[0]', 'Experience in Canada required']] }),
    ).toEqual(['conditions[0]']);
    expect(fieldsOf({ ...lawful, offers: ['Experience across Canada'] })).toEqual([]);
  });

  it.each([
    '2 years of Canadian restoration experience',
    'Canadian construction experience',
    'Canadian-experience an asset',
    'Canadian‑experience an asset',
    'Experience in Canada required',
    'Experience gained in Canada preferred',
    'Must have worked in Canada',
    'Must have worked 2 years within Canada',
    'Canadian work history',
    'Expérience canadienne requise',
    'EXPÉRIENCE CANADIENNE REQUISE',
    'Expérience de travail au Canada',
    'Avoir travaillé au Canada',
  ])('finds a requirement of experience in Canada: "%s"', (text) => {
    expect(asksCanadianExperience(text)).toBe(true);
  });

  it.each([
    'Experience across Canada',
    'Legally entitled to work in Canada',
    'First aid from the Canadian Red Cross',
    'A class 5 Alberta driver’s licence',
    'Two years of restoration experience, anywhere',
    'Permis de conduire de classe G',
  ])('lets a lawful line pass: "%s"', (text) => {
    expect(asksCanadianExperience(text)).toBe(false);
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
