import { describe, expect, it } from 'vitest';
import { siteConfig as threeOffices } from '../../tests/fixtures/three-offices.config';
import { siteConfig } from '../site.config';
import type { SiteConfig } from './site-config-types';
import { validateSiteConfig } from './validate-site-config';

/** A known-good config with three offices, changed: the site's own config may list only one. */
function withChange(change: (config: SiteConfig) => void): SiteConfig {
  const copy = structuredClone(threeOffices);
  change(copy);
  return copy;
}

describe('validateSiteConfig', () => {
  it('accepts the site config and the three-office test config', () => {
    expect(validateSiteConfig(siteConfig)).toEqual([]);
    expect(validateSiteConfig(threeOffices)).toEqual([]);
  });

  it('names a phone number that cannot become E.164', () => {
    const problems = validateSiteConfig(withChange((c) => (c.offices[1]!.phone = '555-0147')));
    expect(problems).toEqual([
      expect.stringContaining('offices[1].phone "555-0147" cannot become an E.164'),
    ]);
  });

  it('names an empty inbox address', () => {
    const problems = validateSiteConfig(withChange((c) => (c.email.inbox = ' ')));
    expect(problems).toEqual(['email.inbox is empty: give an e-mail address.']);
  });

  it('refuses a site URL that is not https', () => {
    const problems = validateSiteConfig(withChange((c) => (c.siteUrl = 'http://www.example.com')));
    expect(problems).toEqual(['siteUrl "http://www.example.com" must start with https://.']);
  });

  it('refuses a site URL with a trailing slash', () => {
    const problems = validateSiteConfig(
      withChange((c) => (c.siteUrl = 'https://www.example.com/')),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('no path or trailing slash');
  });

  it("checks an office's optional mobile number and inbox when they are given", () => {
    const good = withChange((c) => {
      c.offices[0].mobile = '403-555-0190';
      c.offices[0].inbox = 'calgary@example.com';
    });
    expect(validateSiteConfig(good)).toEqual([]);
    const bad = withChange((c) => {
      c.offices[1]!.mobile = 'text us';
      c.offices[1]!.inbox = 'toronto-at-example.com';
    });
    expect(validateSiteConfig(bad)).toEqual([
      expect.stringContaining('offices[1].mobile "text us" cannot become an E.164'),
      'offices[1].inbox "toronto-at-example.com" is not an e-mail address.',
    ]);
  });

  it('accepts one office, or three in any order', () => {
    const one = withChange((c) => (c.offices = [c.offices[1]!]));
    expect(validateSiteConfig(one)).toEqual([]);
    const reordered = withChange((c) => c.offices.reverse());
    expect(validateSiteConfig(reordered)).toEqual([]);
  });

  it('names an office list that is empty, an id used twice and an id that is not a slug', () => {
    const empty = withChange((c) => ((c.offices as unknown as unknown[]).length = 0));
    expect(validateSiteConfig(empty)).toEqual(['offices is empty: list at least one office.']);
    const twice = withChange((c) => (c.offices[1]!.id = c.offices[0].id));
    expect(validateSiteConfig(twice)).toEqual([
      `offices[1].id "${threeOffices.offices[0].id}" is used by another office: give each its own.`,
    ]);
    const spaced = withChange((c) => (c.offices[0].id = 'North Office'));
    expect(validateSiteConfig(spaced)).toEqual([
      expect.stringContaining('offices[0].id "North Office" must be a short lower-case slug'),
    ]);
  });

  it('names a region that is no province or territory', () => {
    const problems = validateSiteConfig(withChange((c) => (c.offices[0].region = 'XX')));
    expect(problems).toEqual([
      'offices[0].region "XX" must be a two-letter province or territory code such as AB.',
    ]);
  });

  it('names a short name too long for a home screen', () => {
    const problems = validateSiteConfig(withChange((c) => (c.shortName = 'Restoration Co')));
    expect(problems).toEqual([expect.stringContaining('shortName "Restoration Co" is longer')]);
  });

  it("needs each legal document's date as a real, past YYYY-MM-DD date", () => {
    const today = new Date(Date.UTC(2026, 10, 23));
    const problems = validateSiteConfig(
      withChange((c) => (c.legalUpdated = { privacy: '15 January 2025', terms: '2027-01-01' })),
      today,
    );
    expect(problems).toEqual([
      'legalUpdated.privacy "15 January 2025" is not a date written as YYYY-MM-DD.',
      'legalUpdated.terms 2027-01-01 is in the future.',
    ]);
  });

  it("names an office's service that does not exist, and a service no office provides", () => {
    const unknown = withChange(
      (c) => (c.offices[0].services = ['water-damage', 'mold-remediation']),
    );
    expect(validateSiteConfig(unknown)).toEqual([
      expect.stringContaining('offices[0].services names "water-damage", which is no service'),
    ]);
    const nobody = withChange((c) => {
      for (const office of c.offices) office.services = ['water-damage-restoration'];
    });
    expect(validateSiteConfig(nobody)).toEqual([
      expect.stringContaining('No office provides "fire-damage-restoration"'),
      expect.stringContaining('No office provides "equipment-services"'),
      expect.stringContaining('No office provides "storm-damage-restoration"'),
      expect.stringContaining('No office provides "mold-remediation"'),
    ]);
    const none = withChange((c) => (c.offices[1]!.services = []));
    expect(validateSiteConfig(none)).toEqual([
      expect.stringContaining('offices[1].services is empty'),
    ]);
  });

  it('needs every response promise, and an office text without empty paragraphs', () => {
    const problems = validateSiteConfig(
      withChange((c) => {
        c.response = {
          onSiteMinutes: 0,
          callBackMinutes: 7.5,
          callBackWhen: ' ',
          inquiryHours: 24,
        };
        c.offices[2]!.description = ['A paragraph.', ''];
      }),
    );
    expect(problems).toEqual([
      'offices[2].description[1] is empty.',
      'response.onSiteMinutes 0 is not a whole number from 1 to 1440.',
      'response.callBackMinutes 7.5 is not a whole number from 1 to 1440.',
      'response.callBackWhen is empty.',
    ]);
  });

  it('reports every problem at once', () => {
    const problems = validateSiteConfig(
      withChange((c) => {
        c.emergencyPhone = 'call us';
        c.offices[0].postalCode = '90210';
        c.email.general = 'info-at-example.com';
      }),
    );
    expect(problems).toHaveLength(3);
  });
});
