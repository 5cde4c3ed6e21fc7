import { fillPlaceholders } from '../../src/lib/fill-placeholders';
import { longDate } from '../../src/lib/dates';
import { paths } from '../../src/domain/paths';
import { expect, test } from './fixtures';

/**
 * Anyone can check the company before signing: every registration it lists, with where to
 * confirm it and the day the owner last did, reached from the footer, the terms and each office.
 */

test('the check-us page gives each registration its look-up, its document and the day it was checked, and every page links to it @company', async ({
  page,
  content,
}) => {
  const { certifications, check } = content;
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: content.pageText.footer.check })
    .click();
  await expect(page).toHaveURL(new RegExp(`${paths.check}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(check.title);
  for (const item of certifications) {
    const card = main.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: item.name, exact: true }),
    });
    await expect(card).toContainText(item.issuer);
    if (item.number) await expect(card).toContainText(item.number);
    if (item.verifyUrl)
      await expect(
        card.getByRole('link', { name: `${check.labels.lookUp}: ${item.name}` }),
      ).toHaveAttribute('href', item.verifyUrl);
    if (item.document)
      await expect(
        card.getByRole('link', { name: `${check.labels.document}: ${item.document.title}` }),
      ).toHaveAttribute('href', item.document.path);
    await expect(card).toContainText(
      fillPlaceholders(check.labels.checked, { date: longDate(item.checked) }),
    );
  }
  expect(certifications.length).toBeGreaterThan(0);

  await page.goto(paths.terms);
  await page.getByRole('main').getByRole('link', { name: check.termsLink }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.check}$`));

  for (const office of content.siteConfig.offices) {
    await page.goto(paths.location(office.id));
    const section = page.getByRole('region', {
      name: fillPlaceholders(check.officeHeading, { city: office.city }),
    });
    await expect(section.getByRole('link', { name: check.officeLink })).toHaveAttribute(
      'href',
      paths.check,
    );
    // Its own province's registrations and every office's; another province's stay off it.
    for (const item of certifications) {
      const heading = section.getByRole('heading', { name: item.name, exact: true });
      await expect(heading).toHaveCount(!item.province || item.province === office.region ? 1 : 0);
    }
  }
});
