import { fillPlaceholders } from '../../src/lib/fill-placeholders';
import { longDate } from '../../src/lib/dates';
import { paths } from '../../src/domain/paths';
import { expect, test } from './fixtures';

/**
 * When insurance does not pay: the provinces' disaster programs, each fact with its source and
 * the day it was checked, reached from the claims guide and from each town page of the province.
 */

test('the claims guide leads to the disaster programs of the offices’ provinces, each fact sourced and dated, and each town page to its own province’s @company', async ({
  page,
  content,
}) => {
  const { uninsured, siteConfig } = content;
  await page.goto(paths.insurance);
  await page.getByRole('main').getByRole('link', { name: uninsured.guideLink }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.uninsured}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(uninsured.title);
  const provinces = siteConfig.offices.map((office) => office.region);
  for (const program of uninsured.programs) {
    const section = main.getByRole('region', { name: program.name });
    if (!provinces.includes(program.province)) {
      await expect(section).toHaveCount(0);
      continue;
    }
    for (const fact of program.facts) {
      const item = section.getByRole('listitem').filter({ hasText: fact.text });
      // The source is named by its host (a phone number in the fact is a link of its own).
      const host = new URL(fact.source).hostname.replace(/^www\./, '');
      await expect(item.getByRole('link', { name: host })).toHaveAttribute('href', fact.source);
      await expect(item).toContainText(longDate(fact.checked));
    }
  }

  const towns = content.towns.filter((town) => town.hasPage);
  expect(towns.length).toBeGreaterThan(0);
  for (const town of towns) {
    await page.goto(town.path);
    const program = uninsured.programs.find((each) => each.province === town.province);
    const link = page.getByRole('main').locator(`a[href^="${paths.uninsured}"]`);
    if (!program) {
      await expect(link).toHaveCount(0);
      continue;
    }
    const named = page
      .getByRole('main')
      .getByRole('link', { name: fillPlaceholders(uninsured.townLink, { program: program.name }) });
    await expect(named).toHaveAttribute(
      'href',
      `${paths.uninsured}#program-${program.province.toLowerCase()}`,
    );
    await named.click();
    await expect(page.getByRole('region', { name: program.name })).toBeInViewport();
  }
});
