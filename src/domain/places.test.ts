import { describe, expect, it } from 'vitest';
import type { Office } from '../content/types';
import {
  byProvince,
  citiesOf,
  everyOne,
  isProvinceCode,
  listOf,
  officeWhere,
  provincesOf,
  standInFor,
} from './places';

const office = (city: string, region: string, locality = city): Office => ({
  id: city.toLowerCase(),
  order: 1,
  city,
  timeZone: 'America/Toronto',
  phone: '403-555-0123',
  streetAddress: '1 Example Street',
  locality,
  region,
  postalCode: 'T2C 0A1',
  latitude: 51,
  longitude: -114,
  areaServed: [city],
});

describe('lists of places', () => {
  it('reads well for one, two, three and more', () => {
    expect(listOf(['Calgary'])).toBe('Calgary');
    expect(listOf(['Calgary', 'Toronto'])).toBe('Calgary and Toronto');
    expect(listOf(['Calgary', 'Edmonton', 'Toronto'])).toBe('Calgary, Edmonton and Toronto');
    expect(listOf(['A', 'B', 'C', 'D'], '&')).toBe('A, B, C & D');
    expect(listOf([])).toBe('');
  });

  it('groups offices by province, in the order each province first comes', () => {
    const groups = byProvince([
      office('Calgary', 'AB'),
      office('Toronto', 'ON'),
      office('Edmonton', 'AB'),
      office('Yellowknife', 'NT'),
    ]);
    expect(groups.map(({ name, offices }) => [name, offices.map((o) => o.city)])).toEqual([
      ['Alberta', ['Calgary', 'Edmonton']],
      ['Ontario', ['Toronto']],
      ['Northwest Territories', ['Yellowknife']],
    ]);
  });

  it('names each city and province once, in the order of the offices', () => {
    const offices = [
      office('Calgary', 'AB'),
      office('Edmonton', 'AB'),
      office('Yellowknife', 'NT'),
    ];
    expect(citiesOf(offices)).toEqual(['Calgary', 'Edmonton', 'Yellowknife']);
    expect(provincesOf(offices)).toEqual(['Alberta', 'the Northwest Territories']);
    expect(isProvinceCode('ON')).toBe(true);
    expect(isProvinceCode('ZZ')).toBe(false);
    expect(isProvinceCode('toString')).toBe(false);
  });

  it('counts offices and describes where they are', () => {
    expect(everyOne(1, 'region')).toBe('the region');
    expect(everyOne(2, 'region')).toBe('both regions');
    expect(everyOne(3, 'region')).toBe('all three regions');
    expect(everyOne(12, 'region')).toBe('all 12 regions');
    expect(officeWhere(office('Toronto', 'ON', 'Mississauga'))).toBe(
      'a Toronto-area office in Mississauga',
    );
    expect(officeWhere(office('Edmonton', 'AB'))).toBe('an office in Edmonton');
    expect(officeWhere(office('Ottawa', 'QC', 'Gatineau'))).toBe(
      'an Ottawa-area office in Gatineau',
    );
  });
});

describe('the stand-in height of a section listing the offices', () => {
  it('is none up to five offices, then the class for the next count up, the largest beyond it', () => {
    expect(standInFor(5)).toBe('');
    expect(standInFor(6)).toBe('stand-in-10');
    expect(standInFor(30)).toBe('stand-in-30');
    expect(standInFor(31)).toBe('stand-in-40');
    expect(standInFor(151)).toBe('stand-in-200');
    expect(standInFor(500)).toBe('stand-in-200');
  });
});
