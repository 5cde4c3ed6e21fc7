import { describe, expect, test } from 'vitest';
import type { SiteContent } from '../../src/content/types';
import { paths } from '../../src/domain/paths';
import { builtSites, named, pageDocument, textOf, type BuiltSite } from './sites';

/**
 * Our times, stage by stage: the same numbers and the same limits on every page that states them,
 * as the example's build (one set of times) and the three-office company's (an office with its
 * own) write them.
 */

type Office = SiteContent['siteConfig']['offices'][number];
const STAGES = ['acknowledge', 'callPolicyholder', 'onSite', 'scope', 'reports'] as const;

/** The numbers an office keeps, read from its file and the settings: its own where it has them. */
const numbersOf = (content: SiteContent, office: Office) => {
  const times = { ...content.siteConfig.response, ...office.response };
  return {
    acknowledge: `${times.acknowledgeMinutes} minute`,
    callPolicyholder: `${times.policyholderCallMinutes} minute`,
    // A surge in force holds the office's crews: its pages say its wait (src/content/surge.ts).
    onSite: office.surge ? `${office.surge.onSiteHours} hour` : `${times.onSiteMinutes} minute`,
    scope: `${times.scopeBusinessDays} business day`,
    reports: `${times.dryingReportHours} hour`,
  };
};

/** The section of a page that lists the times, with the limits under which they hold. */
function timesOn(built: BuiltSite, path: string) {
  const { content } = built;
  const [section] = named(
    pageDocument(built, path),
    'section',
    content.pageText.responseTimes.heading,
  );
  expect(section, path).toBeDefined();
  expect(textOf(section), path).toContain(content.siteConfig.response.onSiteLimits);
  return section!;
}

/** The row of a list of times that names a stage. */
const rowOf = (list: Element, built: BuiltSite, stage: (typeof STAGES)[number]) =>
  [...list.querySelectorAll(':scope > div')].find((row) =>
    textOf(row).includes(built.content.pageText.responseTimes[stage]),
  );

describe.each(await builtSites('site', 'three'))('the $name build', (built) => {
  const { content } = built;
  for (const [who, path] of [
    ['adjusters and brokers', paths.pros],
    ['property managers', paths.managers],
  ] as const)
    test(`${who} read every stage's time for every office, each office's own where it differs, with the limits`, () => {
      const section = timesOn(built, path);
      const offices = content.siteConfig.offices;
      const distinct = new Set(offices.map((office) => JSON.stringify(numbersOf(content, office))));
      expect(section.querySelectorAll('dl')).toHaveLength(distinct.size);
      for (const office of offices) {
        const list =
          distinct.size === 1
            ? section.querySelector('dl')
            : [...section.querySelectorAll('div:has(> h3)')]
                .find((group) => new RegExp(office.city).test(textOf(group.querySelector('h3'))))
                ?.querySelector('dl');
        expect(list, office.city).toBeTruthy();
        const numbers = numbersOf(content, office);
        for (const stage of STAGES)
          expect(textOf(rowOf(list!, built, stage)), `${office.city}: ${stage}`).toContain(
            numbers[stage],
          );
      }
    });

  test('each office page lists its own times, and the terms promise the same with the same limits', () => {
    for (const office of content.siteConfig.offices) {
      const section = timesOn(built, paths.location(office.id));
      const numbers = numbersOf(content, office);
      for (const stage of STAGES) {
        const row = [...section.querySelectorAll('dl > div')].find((each) =>
          textOf(each).includes(content.pageText.responseTimes[stage]),
        );
        expect(textOf(row), `${office.city}: ${stage}`).toContain(numbers[stage]);
      }
    }
    const terms = textOf(pageDocument(built, paths.terms).querySelector('main'));
    expect(terms).toContain(`${content.siteConfig.response.onSiteMinutes} minutes`);
    expect(terms).toContain(content.siteConfig.response.onSiteLimits);
    expect(terms).not.toMatch(/we aim/i);
  });
});
