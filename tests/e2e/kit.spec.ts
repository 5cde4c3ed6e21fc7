import { formatLocalPhone, telHref } from '../../src/lib/phone';
import { paths } from '../../src/domain/paths';
import { expect, test, pageText } from './fixtures';

/** The first-hours kit: what to do, whom to call, what to photograph and keep, a log: on paper. */

test('the kit is in every footer, and gives every office line written out and a Print button', async ({
  page,
  content,
}) => {
  await page.addInitScript(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', '');
  });
  await page.goto(paths.services);
  await page.getByRole('contentinfo').getByRole('link', { name: pageText.footer.kit }).click();
  await expect(page).toHaveURL(paths.kit);
  const main = page.getByRole('main');
  for (const part of [content.kit.steps, content.kit.photos, content.kit.keep])
    await expect(main.getByRole('heading', { name: part.heading })).toBeVisible();
  await expect(main.getByRole('table', { name: content.kit.expenses.heading })).toBeVisible();
  await expect(main.getByRole('columnheader')).toHaveText(content.kit.expenses.columns);
  await expect(main.getByRole('row')).toHaveCount(content.kit.expenses.blankRows + 1);
  for (const office of content.siteConfig.offices)
    await expect(main.locator(`a[href="${telHref(office.phone)}"]`)).toContainText(
      formatLocalPhone(office.phone),
    );
  await main.getByRole('button', { name: content.kit.printButton }).click();
  await expect(page.locator('html')).toHaveAttribute('data-printed', '');
});

// @company: how many pages the kit prints to follows the company's own words and lines.
test(
  'printed, it is the kit alone, its numbers written out, on at most three Letter pages',
  { tag: '@company' },
  async ({ page, content }) => {
    await page.goto(paths.kit);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: content.kit.printButton })).toBeHidden();
    await expect(page.getByRole('link', { name: /Call/ }).filter({ visible: true })).toHaveCount(0);
    for (const office of content.siteConfig.offices)
      await expect(page.getByRole('main').getByText(formatLocalPhone(office.phone))).toBeVisible();
    const pdf = (await page.pdf({ format: 'Letter' })).toString('latin1');
    const sheets = pdf.match(/\/Type\s*\/Page(?!s)/g) ?? [];
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets.length).toBeLessThanOrEqual(3);
  },
);

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the kit offers no Print button that cannot work', async ({ page, content }) => {
    await page.goto(paths.kit);
    await expect(page.getByRole('button', { name: content.kit.printButton })).toBeHidden();
  });
});
