import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessKinds } from '../../form-kinds/business';
import { callbackKind } from '../../form-kinds/callback';
import { emptyValues, isBlank, parseKept, toValues, withTyped } from './values';

const empty = emptyValues(callbackKind);
const draft = {
  ...empty,
  name: 'Jane Smith',
  phone: '403-555-0188',
  emergencyType: 'water-damage',
  message: 'Water in the basement.',
};

describe('the kept words', () => {
  it('read anything stored as values: wrong types dropped, a choice not offered dropped, lengths bounded', () => {
    const kept = parseKept(
      callbackKind,
      JSON.stringify({ name: 42, emergencyType: 'flood', message: 'x'.repeat(5000), extra: 'y' }),
    );
    expect(kept).toEqual({ ...empty, message: 'x'.repeat(2000) });
    expect(parseKept(callbackKind, '{not json')).toBeNull();
    expect(parseKept(callbackKind, '1')).toBeNull();
    expect(parseKept(callbackKind, null)).toBeNull();
  });

  it('never bring back the hidden field', () => {
    expect(parseKept(callbackKind, JSON.stringify({ ...draft, company: 'spam' }))).toEqual(draft);
  });
});

describe('what the form holds when its code arrives', () => {
  it('is what was typed into the page before, over the kept words', () => {
    const typed = { name: 'Jane Q. Smith', phone: '', location: '12 Example Road', company: '' };
    expect(withTyped(callbackKind, draft, typed)).toEqual({
      ...draft,
      name: 'Jane Q. Smith',
      location: '12 Example Road',
    });
  });

  it('is the kept words when nothing was typed, and never an unknown emergency type', () => {
    expect(withTyped(callbackKind, draft, {})).toEqual(draft);
    expect(withTyped(callbackKind, draft, { emergencyType: 'flood' })).toEqual(draft);
    expect(withTyped(callbackKind, null, {})).toEqual(empty);
  });
});

describe('toValues', () => {
  it('bounds every field by its length, drops unknown keys and anything not text', () => {
    const values = toValues(businessKinds.assignment, {
      whatHappened: 'x'.repeat(5_000_000),
      insurer: 42,
      script: '<script>',
      website: 'bot',
    });
    expect(values.whatHappened).toHaveLength(2000);
    expect(values.insurer).toBe('');
    expect(values).not.toHaveProperty('script');
    expect(values.website).toBe('bot');
  });

  it('never throws, and always gives every field as text', () => {
    fc.assert(
      fc.property(fc.anything(), (saved) => {
        const values = toValues(businessKinds.partner, saved);
        for (const { name } of businessKinds.partner.fields)
          expect(typeof values[name]).toBe('string');
      }),
    );
  });
});

describe('a blank form', () => {
  it('has no word in a field the visitor sees; the hidden one does not count', () => {
    expect(isBlank(callbackKind, { ...empty, name: '  ', company: 'bot' })).toBe(true);
    expect(isBlank(callbackKind, { ...empty, message: 'W' })).toBe(false);
  });
});
