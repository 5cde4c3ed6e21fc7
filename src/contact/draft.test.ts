// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_KEY, loadDraft, toFields, withTyped } from './draft';
import { emptyFields, maxLengths } from './fields';

const draft = {
  ...emptyFields,
  name: 'Jane Smith',
  phone: '403-555-0188',
  emergencyType: 'water-damage' as const,
  message: 'Water in the basement.',
};

describe('the draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads anything stored as fields: wrong types dropped, lengths bounded', () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ name: 42, emergencyType: 'flood', message: 'x'.repeat(5000), extra: 'y' }),
    );
    expect(loadDraft()).toEqual({ ...emptyFields, message: 'x'.repeat(maxLengths.message) });
    sessionStorage.setItem(DRAFT_KEY, '{not json');
    expect(loadDraft()).toEqual(emptyFields);
    expect(toFields(null)).toEqual(emptyFields);
  });
});

describe('what the form holds when its code arrives', () => {
  it('is what was typed into the page before, over the draft', () => {
    const typed = { name: 'Jane Q. Smith', phone: '', location: '12 Example Road', company: '' };
    expect(withTyped(draft, typed)).toEqual({
      ...draft,
      name: 'Jane Q. Smith',
      location: '12 Example Road',
    });
  });

  it('is the draft when nothing was typed, and never an unknown emergency type', () => {
    expect(withTyped(draft, {})).toEqual(draft);
    expect(withTyped(draft, { emergencyType: 'flood' })).toEqual(draft);
  });
});
