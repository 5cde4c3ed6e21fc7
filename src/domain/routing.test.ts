// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Office } from '../content/types';
import { fallbackRoute, officeFor, routeRequest } from './routing';

const MAIN = 'main@example.com';
// Two offices of the kind the site ships with, whatever the site's own config lists now.
const offices: Office[] = [
  {
    id: 'calgary',
    order: 1,
    city: 'Calgary',
    phone: '403-555-0123',
    streetAddress: '1 Example Trail SE',
    locality: 'Calgary',
    region: 'AB',
    timeZone: 'America/Edmonton',
    postalCode: 'T2C 0A1',
    latitude: 51,
    longitude: -114,
    areaServed: ['Calgary', 'Airdrie', 'Okotoks'],
  },
  {
    id: 'toronto',
    order: 2,
    city: 'Toronto',
    phone: '416-555-0147',
    streetAddress: '2 Example Drive',
    locality: 'Mississauga',
    region: 'ON',
    timeZone: 'America/Toronto',
    postalCode: 'L5T 0A1',
    latitude: 43.6,
    longitude: -79.6,
    areaServed: ['Toronto', 'Mississauga', 'Brampton'],
  },
];
const byProvince = (region: string) => offices.find((office) => office.region === region)!;
const alberta = byProvince('AB');
const ontario = byProvince('ON');

describe('routeRequest', () => {
  it('routes a postal code by its first letter to the office of that province', () => {
    expect(routeRequest('100 City Centre Dr, L5B 2C9', offices, MAIN)).toEqual({
      office: ontario,
      line: `Office: ${ontario.city} (postal code L5B)`,
      inbox: MAIN,
      templateId: null,
    });
    expect(routeRequest('t2p1j9', offices, MAIN).office).toBe(alberta);
    expect(routeRequest('M5V 3L9', offices, MAIN).office).toBe(ontario);
  });

  it('names the town when the location gives one with its postal code', () => {
    const town = ontario.areaServed.find((place) => place !== ontario.city)!;
    expect(routeRequest(`1 Main St, ${town} ON L5B 2C9`, offices, MAIN).line).toBe(
      `Office: ${ontario.city} (${town})`,
    );
  });

  it('routes every city and town an office serves, in any case, to that office', () => {
    for (const office of offices) {
      for (const place of [office.city, office.locality, ...office.areaServed]) {
        const route = routeRequest(`12 Example Road, ${place.toUpperCase()}`, offices, MAIN);
        expect(route.office, place).toBe(office);
        expect(route.line, place).toBe(
          place === office.city ? `Office: ${office.city}` : `Office: ${office.city} (${place})`,
        );
      }
    }
  });

  it('matches whole words only, and sends unknown places to the main inbox, marked', () => {
    const unknown = {
      office: null,
      line: 'Office: unknown location, sent to the main inbox',
      inbox: MAIN,
      templateId: null,
    };
    expect(routeRequest('45 Lakeview Cres, Kelowna V1Y 1A1', offices, MAIN)).toEqual(unknown);
    expect(routeRequest(`${alberta.city}ville Road`, offices, MAIN)).toEqual(unknown);
    expect(routeRequest('', offices, MAIN)).toEqual(unknown);
  });

  it("goes to the office's own inbox, through its own template, when the config gives them", () => {
    const withInbox: Office[] = offices.map((office) =>
      office === alberta
        ? { ...office, inbox: 'calgary-office@example.com', templateId: 'template_calgary' }
        : office,
    );
    expect(routeRequest('T2P 1J9', withInbox, MAIN)).toMatchObject({
      inbox: 'calgary-office@example.com',
      templateId: 'template_calgary',
    });
    expect(routeRequest('L5B 2C9', withInbox, MAIN)).toMatchObject({
      inbox: MAIN,
      templateId: null,
    });
    // An office without an inbox of its own, and no office at all, take the kind's own template.
    for (const where of ['L5B 2C9', 'Kelowna'])
      expect(routeRequest(where, withInbox, 'claims@x.ca', 'template_claims')).toMatchObject({
        inbox: 'claims@x.ca',
        templateId: 'template_claims',
      });
  });

  it("names the inbox production reaches: a kind's own inbox only through its own template, otherwise the main template's", () => {
    const email = { inbox: 'requests@x.ca', general: 'info@x.ca', claims: 'claims@x.ca' };
    const main = { inbox: 'requests@x.ca', templateId: null };
    expect(fallbackRoute('inbox', email)).toEqual(main);
    expect(fallbackRoute('claims', email)).toEqual(main);
    expect(fallbackRoute('general', email)).toEqual(main);
    const templates = { ...email, claimsTemplateId: 'template_claims' };
    expect(fallbackRoute('claims', templates)).toEqual({
      inbox: 'claims@x.ca',
      templateId: 'template_claims',
    });
    expect(fallbackRoute('general', templates)).toEqual(main);
  });

  // Real addresses: city halls, a hospital, an airport, and streets named after the other
  // office's towns.
  it.each([
    ['800 Macleod Trail SE, Calgary, AB T2P 2M5', alberta, 'Calgary'],
    ['400 Main St SE, Airdrie, AB T4B 3C3', alberta, 'Airdrie'],
    ['111 Elizabeth St, Okotoks AB', alberta, 'Okotoks'],
    ['1403 29 St NW, Calgary', alberta, 'Calgary'],
    ['100 Queen St W, Toronto, ON M5H 2N2', ontario, 'Toronto'],
    ['300 City Centre Dr, Mississauga, ON L5B 3C1', ontario, 'Mississauga'],
    ['2 Wellington St W, Brampton', ontario, 'Brampton'],
    ['25 Airdrie Rd, Toronto', ontario, 'Toronto'],
    ['25 Airdrie Road, East York, Toronto, ON M4G 1M1', ontario, 'Toronto'],
    ['12 Toronto Crescent NW, Calgary', alberta, 'Calgary'],
    ['Unit 5, 40 Calgary Ave, Brampton', ontario, 'Brampton'],
    ['88 Mississauga Rd, Okotoks', alberta, 'Okotoks'],
  ])('routes "%s" by its municipality', (location, office, place) => {
    expect(routeRequest(location, offices, MAIN)).toMatchObject({
      office,
      line: place === office.city ? `Office: ${office.city}` : `Office: ${office.city} (${place})`,
    });
  });

  it('counts no street as a town, even with no town after it', () => {
    expect(routeRequest('25 Airdrie Rd', offices, MAIN).office).toBeNull();
    expect(routeRequest('3 rue Toronto', offices, MAIN).office).toBeNull();
    expect(routeRequest('7 Brampton Street North', offices, MAIN).office).toBeNull();
  });

  it('prefers, among offices of one province, the one serving the named town', () => {
    const second: Office = {
      ...ontario,
      city: 'Ottawa',
      locality: 'Ottawa',
      areaServed: ['Kanata'],
    };
    const both = [...offices, second];
    expect(routeRequest('5 March Rd, Kanata ON K2K 1X7', both, MAIN).office).toBe(second);
    expect(routeRequest('K2K 1X7', both, MAIN).office).toBe(ontario);
  });

  it('routes by the postal-code area an office lists before the province and the town named', () => {
    const second: Office = {
      ...ontario,
      id: 'ottawa',
      city: 'Ottawa',
      locality: 'Ottawa',
      areaServed: ['Kanata'],
      postalAreas: ['K2K', 'K1A'],
    };
    const both = [...offices, second];
    for (const written of ['K2K 1X7', 'k2k1x7', 'k2k 1x7', '5 March Rd, Toronto ON K2K 1X7'])
      expect(routeRequest(written, both, MAIN), written).toMatchObject({
        office: second,
        line: 'Office: Ottawa (postal code K2K)',
      });
    // An area no office lists goes to its province's office, or the one serving the town named.
    expect(routeRequest('M5V 3L9', both, MAIN).office).toBe(ontario);
    // A request names a whole postal code; a visitor searching may type its area alone.
    expect(routeRequest('Unit K2K', both, MAIN).office).toBeNull();
    for (const typed of ['K2K', 'k2k', ' k2k ', 'K1A 0A6'])
      expect(officeFor(typed, both, { areaAlone: true })?.office, typed).toBe(second);
    expect(officeFor('t2c', both, { areaAlone: true })?.office).toBe(alberta);
    expect(officeFor('Kanata', both, { areaAlone: true })?.office).toBe(second);
    expect(officeFor('Nowhere', both, { areaAlone: true })).toBeNull();
  });
});
