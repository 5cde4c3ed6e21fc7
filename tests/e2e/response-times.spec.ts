import type { Page } from '@playwright/test';
import { paths } from '../../src/lib/paths';
import type { SiteContent } from '../../src/content/types';
import { expect, test } from './fixtures';

/** Our times, stage by stage: the same numbers and the same limits on every page that states them. */

type Office = SiteContent['siteConfig']['offices'][number];
const STAGES = ['acknowledge', 'callPolicyholder', 'onSite', 'scope', 'reports'] as const;

/** The numbers an office keeps, read from its file and the settings: its own where it has them. */
const numbersOf = (content: SiteContent, office: Office) => {
  const times = { ...content.siteConfig.response, ...office.response };
  return {
    acknowledge: `${times.acknowledgeMinutes} minute`,
    callPolicyholder: `${times.policyholderCallMinutes} minute`,
    onSite: `${times.onSiteMinutes} minute`,
    scope: `${times.scopeBusinessDays} business day`,
    reports: `${times.dryingReportHours} hour`,
  };
};

async function timesOn(page: Page, content: SiteContent) {
  const section = page.getByRole('region', { name: content.pageText.responseTimes.heading });
  await expect(section).toBeVisible();
  await expect(section).toContainText(content.siteConfig.response.onSiteLimits);
  return section;
}

for (const [who, path] of [
  ['adjusters and brokers', paths.pros],
  ['property managers', paths.managers],
] as const)
  test(`${who} read every stage's time for every office, each office's own where it differs, with the limits`, async ({
    page,
    content,
  }) => {
    await page.goto(path);
    const section = await timesOn(page, content);
    const offices = content.siteConfig.offices;
    const distinct = new Set(offices.map((office) => JSON.stringify(numbersOf(content, office))));
    await expect(section.locator('dl')).toHaveCount(distinct.size);
    for (const office of offices) {
      const list =
        distinct.size === 1
          ? section.locator('dl')
          : section
              .locator('div:has(> h3)')
              .filter({ has: page.getByRole('heading', { name: new RegExp(office.city) }) })
              .locator('dl');
      const numbers = numbersOf(content, office);
      for (const stage of STAGES) {
        const row = list.locator('> div', { hasText: content.pageText.responseTimes[stage] });
        await expect(row, `${office.city}: ${stage}`).toContainText(numbers[stage]);
      }
    }
  });

test('each office page lists its own times, and the terms promise the same with the same limits', async ({
  page,
  content,
}) => {
  for (const office of content.siteConfig.offices) {
    await page.goto(paths.location(office.id));
    const section = await timesOn(page, content);
    const numbers = numbersOf(content, office);
    for (const stage of STAGES)
      await expect(
        section.locator('dl > div', { hasText: content.pageText.responseTimes[stage] }),
      ).toContainText(numbers[stage]);
  }
  await page.goto(paths.terms);
  const terms = page.getByRole('main');
  await expect(terms).toContainText(`${content.siteConfig.response.onSiteMinutes} minutes`);
  await expect(terms).toContainText(content.siteConfig.response.onSiteLimits);
  await expect(terms).not.toContainText(/we aim/i);
});
