import { describe, expect, it } from 'vitest';
import { siteConfig } from '../site.config';
import type { SiteConfig } from './site-config-types';
import { validateSiteConfig } from './validate-site-config';

function withChange(change: (config: SiteConfig) => void): SiteConfig {
  const copy = structuredClone(siteConfig);
  change(copy);
  return copy;
}

describe('validateSiteConfig', () => {
  it('accepts the shipped placeholder config', () => {
    expect(validateSiteConfig(siteConfig)).toEqual([]);
  });

  it('names a phone number that cannot become E.164', () => {
    const problems = validateSiteConfig(withChange((c) => (c.offices[1].phone = '555-0147')));
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
      c.offices[1].mobile = 'text us';
      c.offices[1].inbox = 'toronto-at-example.com';
    });
    expect(validateSiteConfig(bad)).toEqual([
      expect.stringContaining('offices[1].mobile "text us" cannot become an E.164'),
      'offices[1].inbox "toronto-at-example.com" is not an e-mail address.',
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
