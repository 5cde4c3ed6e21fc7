import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROFILE_FIELD_MAX, profileFieldName, profileKind } from '../../form-kinds/profile';
import { openProfile, profileFile, profileFileName } from './profile-file';

const sections = [
  { heading: 'The building', fields: ['Name and address', 'Year built'] },
  { heading: 'Authority to act', fields: ['Up to what amount without further approval'] },
];
const name = (section: string, field: string) => profileFieldName(section, field);
const values = {
  [name('The building', 'Name and address')]: 'Harbourview Towers, 88 Quay St, Calgary',
  [name('The building', 'Year built')]: '1987',
  [name('Authority to act', 'Up to what amount without further approval')]: '$5,000',
};

describe('the building profile file', () => {
  it('opens again with every value it saved', () => {
    const file = profileFile(values, sections, new Date('2026-11-26T12:00:00Z'));
    expect(openProfile(file, file.length, sections)).toEqual({ ok: true, values });
  });

  it('opens after the page moves or adds fields: values follow their labels', () => {
    const file = profileFile(values, sections, new Date());
    const moved = [
      { heading: 'The building', fields: ['Year built', 'Name and address', 'Elevator company'] },
    ];
    const opened = openProfile(file, file.length, moved);
    expect(opened).toEqual({
      ok: true,
      values: {
        [name('The building', 'Year built')]: '1987',
        [name('The building', 'Name and address')]:
          values[name('The building', 'Name and address')],
        [name('The building', 'Elevator company')]: '',
      },
    });
  });

  it.each([
    ['a text file', 'Shut-offs are in the basement'],
    ['another JSON file', '{"name":"my-app","version":"1.0.0"}'],
    ['a list', '[1,2,3]'],
    ['nothing', ''],
    ['a profile without fields', '{"kind":"building-emergency-profile"}'],
  ])('refuses %s, changing nothing', (_, text) => {
    expect(openProfile(text, text.length, sections)).toEqual({ ok: false, problem: 'notProfile' });
  });

  it('refuses a file far too large before reading it', () => {
    expect(openProfile('{}', 5_000_000, sections)).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('bounds each value, and reads any file without throwing', () => {
    const long = JSON.stringify({
      kind: 'building-emergency-profile',
      fields: {
        'The building: Year built': 'x'.repeat(10_000),
        'The building: Name and address': 42,
      },
    });
    const opened = openProfile(long, long.length, sections);
    expect(opened.ok && opened.values[name('The building', 'Year built')]).toHaveLength(
      PROFILE_FIELD_MAX,
    );
    expect(opened.ok && opened.values[name('The building', 'Name and address')]).toBe('');
    fc.assert(fc.property(fc.string(), (text) => void openProfile(text, text.length, sections)));
  });

  it('is named after the building', () => {
    expect(profileFileName('Harbourview Towers, 88 Quay St')).toBe(
      'building-profile-harbourview-towers-88-quay-st.json',
    );
    expect(profileFileName('')).toBe('building-profile.json');
  });

  it('goes to the office by its first field, the only one required, and keeps no draft', () => {
    const kind = profileKind(sections);
    expect(kind.routeBy).toBe(name('The building', 'Name and address'));
    expect(kind.fields.map((field) => field.required)).toEqual([true, false, false]);
    expect(kind.draft).toBe(false);
  });
});
