import { paths } from '../../src/lib/paths';
import { specLegalSections } from '../../src/lib/spec-strings';
import { expect, test, pageText } from './fixtures';

// The texts a Canadian company must publish, at their own addresses.

test('the privacy policy names the laws, who handles a request and where, how long it is kept, and whom to ask', async ({
  page,
  site,
}) => {
  await page.goto(paths.privacy);
  const text = page.getByRole('main');
  for (const words of [
    'Personal Information Protection and Electronic Documents Act (PIPEDA)',
    'Personal Information Protection Act (PIPA)',
    'EmailJS',
    site.privacy.mailProvider,
    'in the United States',
    site.privacy.requestRetention,
    site.privacy.jobRetention,
    site.privacy.contact,
    site.email.privacy,
  ])
    await expect(text, words).toContainText(words);
});

test('the accessibility statement is reached from every page’s footer and says how to give feedback and ask for another format', async ({
  page,
  site,
}) => {
  for (const path of ['/', paths.services, paths.location(site.offices[0].id), paths.privacy]) {
    await page.goto(path);
    await expect(
      page
        .getByRole('contentinfo')
        .getByRole('link', { name: pageText.footer.accessibility, exact: true }),
      path,
    ).toHaveAttribute('href', paths.accessibility);
  }
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: pageText.footer.accessibility, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility' })).toBeVisible();
  const text = page.getByRole('main');
  await expect(text).toContainText(`WCAG ${site.accessibility.standard}`);
  await expect(text).toContainText('Known limits');
  await expect(text).toContainText('another format');
  await expect(text).toContainText(site.email.general);
});

test('the terms say who decides when a damaged building may be entered', async ({ page }) => {
  await page.goto(paths.terms);
  await expect(page.getByRole('main')).not.toContainText('emergency services consider it safe');
  await expect(page.getByRole('main')).toContainText('once it has released the property');
});

test.describe('the privacy policy and the terms keep the spec’s sections, word for word and in its order', () => {
  for (const [name, path, fixed] of [
    ['Privacy Policy', paths.privacy, specLegalSections.privacy],
    ['Terms of Service', paths.terms, specLegalSections.terms],
  ] as const) {
    test(`${name}: in its dialog on the landing page and at ${path}`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('button', { name, exact: true }).click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      const inDialog = await dialog.getByRole('heading', { level: 3 }).allTextContents();
      expect(inDialog.slice(0, fixed.length)).toEqual(fixed);

      await page.goto(path);
      const onPage = await page
        .getByRole('main')
        .getByRole('heading', { level: 2 })
        .allTextContents();
      expect(onPage.slice(0, fixed.length)).toEqual(fixed);
    });
  }
});
