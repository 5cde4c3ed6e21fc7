// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fixtureContent, siteContent } from '../../tests/fixtures/content';
import type { SiteConfig } from '../content/types';
import { appShortName } from '../seo/web-manifest';
import { fitTitle, homeTitle, TITLE_LIMIT } from './titles';

const threeOffices = fixtureContent.siteConfig;
const siteConfig = siteContent.siteConfig;
const named = (companyName: string, offices = threeOffices.offices): SiteConfig => ({
  ...threeOffices,
  companyName,
  offices,
});

describe('the home page title', () => {
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
      for (const office of config.offices) expect(title).toContain(office.city);
    }
    expect(homeTitle(named('Bluewater', [threeOffices.offices[0]])).title).toBe(
      'Bluewater | 24/7 Restoration in Edmonton',
    );
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
});

describe('fitTitle', () => {
  it('takes the first candidate that fits, else the shortest with a warning', () => {
    expect(fitTitle(['A'.repeat(61), 'B'.repeat(60), 'C'])).toEqual({
      title: 'B'.repeat(60),
      warning: null,
    });
    expect(fitTitle(['A'.repeat(70), 'B'.repeat(65)])).toEqual({
      title: 'B'.repeat(65),
      warning: expect.stringContaining('65 characters'),
    });
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
