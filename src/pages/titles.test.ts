// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixtureContent, loadContentOf, siteContent } from '../../tests/fixtures/content';
import type { SiteConfig } from '../content/types';
import { appShortName } from '../seo/web-manifest';
import { routesFor } from './registry';
import { DESCRIPTION_LIMIT, fitDescription, fitTitle, homeTitle, TITLE_LIMIT } from './titles';

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

describe('fitDescription', () => {
  const offices = threeOffices.offices;
  const config = { companyName: 'Côté & O’Brien Restoration', offices };
  const call = 'Call (780) 555-0142, 24/7: water, fire, storm and mold restoration in';

  it('keeps a description that fits as it is', () => {
    const text = `${call} Edmonton. Bluewater.`;
    expect(fitDescription(text, config)).toEqual({ description: text, cut: false });
  });

  it('gives up first the name that closes it, then the places of its longest list, then the name for its short form', () => {
    const towns =
      'Edmonton, St. Albert, Sherwood Park, Leduc, Ottawa, Gatineau, Kanata and Orléans';
    const long = `${call} ${towns}, with direct billing to your insurer. Côté & O’Brien Restoration.`;
    const { description, cut } = fitDescription(long, config);
    expect(cut).toBe(false);
    expect(description).toBe(
      `${call} Edmonton, St. Albert, Sherwood Park, Leduc and more, with direct billing to your insurer.`,
    );
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);

    const named = `${call} Edmonton and Leduc, said Côté & O’Brien Restoration, Côté & O’Brien Restoration and Côté & O’Brien Restoration, always.`;
    expect(fitDescription(named, { ...config, shortName: 'Côté' }).description).toBe(
      `${call} Edmonton and more, said Côté, Côté and Côté, always.`,
    );
  });

  it('cuts the last words only when nothing else can go, between words, and says so', () => {
    const text = `${call} ${'every corner of the region '.repeat(5)}`;
    const { description, cut } = fitDescription(text, config);
    expect(cut).toBe(true);
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(description).toMatch(/ [a-z]+…$/);
    expect(text.startsWith(description.slice(0, -1))).toBe(true);
  });

  it('fits every page of every test company within 160 characters, the phone kept in its first 80, whatever the company’s name', async () => {
    const thirty = await loadContentOf('thirty');
    const name = fc
      .array(fc.constantFrom(...'Côté & O’Brien Flood, Fire-Mould Rébuild É’s'.split('')), {
        minLength: 1,
        maxLength: 40,
      })
      .map((chars) => chars.join('').trim())
      .filter((chosen) => /\p{L}/u.test(chosen));
    // The longest name, always tried: generated ones are mostly short.
    const names = fc.oneof(fc.constant('Côté & O’Brien Flood & Fire Restorations'), name);
    for (const content of [siteContent, fixtureContent, thirty]) {
      const routes = routesFor(content);
      fc.assert(
        fc.property(names, (companyName) => {
          // No short name to fall back on: the worst an owner can leave.
          const own = { ...content.siteConfig, companyName, shortName: undefined };
          for (const route of routes) {
            const written = route.description.replaceAll(
              content.siteConfig.companyName,
              companyName,
            );
            const { description, cut } = fitDescription(written, own);
            expect(description.length, description).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
            // Shortened where something can go (the name's last sentence, a list of places), never
            // cut mid-thought: an owner's long name and no short name leave nothing to warn about.
            expect(cut, description).toBe(false);
            const phone = /\(\d{3}\) \d{3}-\d{4}/.exec(written.slice(0, 80))?.[0];
            if (phone) expect(description.slice(0, 80), description).toContain(phone);
          }
        }),
        { numRuns: 50 },
      );
    }
  });
});
