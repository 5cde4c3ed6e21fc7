import { describe, expect, it } from 'vitest';
import { businessKinds } from '../../form-kinds/business';
import { callbackKind } from '../../form-kinds/callback';
import type { FormValues } from '../../form-kinds/form-kind';
import {
  attemptFor,
  createReference,
  parseAttempt,
  REFERENCE_ALPHABET,
  requestKey,
  type Attempt,
} from './reference';

const referenceFor = (values: FormValues, last: Attempt | null, create: () => string) =>
  attemptFor(requestKey(callbackKind, values), last, 1_000, create);

describe('createReference', () => {
  it('is six characters from an alphabet without 0, O, 1 or I', () => {
    for (let i = 0; i < 200; i++) expect(createReference()).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(REFERENCE_ALPHABET).not.toMatch(/[01OI]/);
  });

  it('maps random bytes onto the alphabet', () => {
    expect(createReference((array) => array.fill(0))).toBe('AAAAAA');
    expect(createReference((array) => array.fill(31))).toBe('999999');
    expect(createReference((array) => array.fill(32))).toBe('AAAAAA');
  });
});

describe('one request, one reference', () => {
  const fields: FormValues = {
    name: 'Jane Smith',
    phone: '403-555-0188',
    email: '',
    location: '12 Example Road, T2P 1J9',
    emergencyType: 'water-damage',
    message: 'Water in the basement.',
    company: '',
  };
  // Each call makes a reference no other call made. Not random: a random one held "555" or "403"
  // now and then (one run in about forty), which the test below took for the visitor's phone.
  let made = 0;
  const create = () => `REF-${(++made).toString(36)}`;

  it('gives a new request a new reference', () => {
    expect(referenceFor(fields, null, () => 'FRESH1').reference).toBe('FRESH1');
  });

  it('keeps no word of the request in what it stores', () => {
    const stored = JSON.stringify(referenceFor(fields, null, create));
    for (const word of ['Jane', 'Smith', '403', '555', 'Example', 'T2P', 'water', 'basement'])
      expect(stored.toLowerCase()).not.toContain(word.toLowerCase());
  });

  it('keeps the reference when the same words are sent again, spaces aside', () => {
    const first = referenceFor(fields, null, create);
    const again = referenceFor({ ...fields, name: ' Jane  Smith ', company: 'x' }, first, create);
    expect(again).toEqual(first);
  });

  it('gives a changed request a new reference', () => {
    const first = referenceFor(fields, null, create);
    for (const change of [
      { message: 'Water in the basement and the garage.' },
      { phone: '403-555-0199' },
      { emergencyType: 'mold' },
    ] as FormValues[]) {
      expect(referenceFor({ ...fields, ...change }, first, create).reference).not.toBe(
        first.reference,
      );
    }
  });

  it('is a kind’s own: the same words in another form are another request', () => {
    const same = Object.fromEntries(businessKinds.agreement.fields.map(({ name }) => [name, 'x']));
    expect(requestKey(businessKinds.agreement, same)).not.toBe(
      requestKey(businessKinds.equipment, same),
    );
  });

  it('gives the same words a new reference once an attempt of them went', () => {
    const attempt = referenceFor(fields, null, create);
    expect(referenceFor(fields, attempt, () => 'SECOND').reference).toBe(attempt.reference);
    expect(referenceFor(fields, { ...attempt, sentAt: 2_000 }, () => 'SECOND').reference).toBe(
      'SECOND',
    );
  });

  it('reads a stored attempt back, and nothing else', () => {
    const attempt = referenceFor(fields, null, create);
    expect(parseAttempt(JSON.stringify(attempt))).toEqual(attempt);
    for (const text of [null, '', '{', '[]', '{"key":1,"reference":"A"}', '"ABC"'])
      expect(parseAttempt(text)).toBeNull();
  });
});
