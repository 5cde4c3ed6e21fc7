import { describe, expect, it } from 'vitest';
import { siteConfig as threeOffices } from '../../tests/fixtures/three-offices.config';
import type { SiteConfig } from '../config/site-config-types';
import { siteConfig } from '../site.config';
import { homeDescription, homeTitle, shareImageAlt, structuredData, TITLE_LIMIT } from './head';
import { appShortName } from './web-manifest';

const named = (companyName: string, offices = threeOffices.offices): SiteConfig => ({
  ...threeOffices,
  companyName,
  offices,
});

describe('the head', () => {
  it('names the company and every city within 60 characters, for one, two or three offices', () => {
    for (const config of [
      siteConfig,
      threeOffices,
      named('Bluewater', [threeOffices.offices[0]]),
      named('Bluewater Property Rescue', [threeOffices.offices[0], threeOffices.offices[2]!]),
    ]) {
      const { title, warning } = homeTitle(config);
      expect(title.length, title).toBeLessThanOrEqual(TITLE_LIMIT);
      expect(warning).toBeNull();
      for (const office of config.offices) {
        expect(title).toContain(office.city);
        expect(homeDescription(config)).toContain(office.city);
        expect(shareImageAlt(config)).toContain(office.city);
      }
    }
    expect(homeTitle(named('Bluewater', [threeOffices.offices[0]])).title).toBe(
      'Bluewater | 24/7 Restoration in Edmonton',
    );
    expect(homeDescription(threeOffices)).toContain('in Edmonton, Ottawa and Halifax.');
  });

  it('drops the cities, with a warning, when they cannot fit', () => {
    const long = named('Bluewater Property Rescue and Restoration Services');
    expect(homeTitle(long)).toEqual({
      title: 'Bluewater Property Rescue and Restoration Services',
      warning: expect.stringContaining('names no city'),
    });
    const tooLong = named('B'.repeat(61));
    expect(homeTitle(tooLong).warning).toContain('61 characters');
  });

  it('gives each office its own structured data node', () => {
    const graph = (structuredData(threeOffices) as { '@graph': Array<{ '@id': string }> })[
      '@graph'
    ];
    expect(graph.map((node) => node['@id'])).toEqual([
      'https://rescue.bluewater.test/#organization',
      'https://rescue.bluewater.test/#edmonton',
      'https://rescue.bluewater.test/#ottawa',
      'https://rescue.bluewater.test/#halifax',
    ]);
  });
});

describe('the web app manifest', () => {
  it('names the app on the home screen in 12 characters or fewer', () => {
    expect(appShortName({ companyName: 'Bluewater Property Rescue', shortName: 'Bluewater' })).toBe(
      'Bluewater',
    );
    expect(appShortName({ companyName: 'Northline Restoration' })).toBe('Northline');
    expect(appShortName({ companyName: 'Aqua Dry' })).toBe('Aqua Dry');
    expect(appShortName({ companyName: 'Restorationworks Canada' })).toBe('Restorationw');
  });
});
