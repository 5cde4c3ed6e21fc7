import { describe, expect, it } from 'vitest';
import { createReference, REFERENCE_ALPHABET } from './reference';

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
