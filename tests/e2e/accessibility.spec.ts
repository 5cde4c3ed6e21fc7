import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { EMAIL_ROUTE, expect, fillForm, openContactForm, submitButton, test } from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test.describe('axe finds no WCAG 2.2 AA violation', () => {
  test('on the landing page', async ({ page }) => {
    await page.goto('/');
    await expectNoViolations(page);
  });

  test('on the 404 page', async ({ page }) => {
    await page.goto('/missing');
    await expectNoViolations(page);
  });

  test('with the contact dialog open', async ({ page }) => {
    await openContactForm(page);
    await expectNoViolations(page);
  });

  for (const title of [
    'Water Damage Restoration',
    'Fire Damage Restoration',
    'Equipment Services',
  ]) {
    test(`with the ${title} dialog open and its safety steps expanded`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: `Learn More about ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByText('While you wait: what to do now').click();
      await expect(dialog.getByText(/call 911 first/)).toBeVisible();
      await expectNoViolations(page);
    });
  }

  for (const title of ['Privacy Policy', 'Terms of Service']) {
    test(`with the ${title} open`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: title }).click();
      await expect(
        page.getByRole('dialog', { name: title }).getByRole('heading', { level: 3 }).first(),
      ).toBeVisible();
      await expectNoViolations(page);
    });
  }

  test('with the success toast and the "What happens next" panel shown', async ({ page }) => {
    await page.route(EMAIL_ROUTE, (route) => route.fulfill({ status: 200, body: 'OK' }));
    await openContactForm(page);
    await fillForm(page, { type: 'fire-damage' });
    await submitButton(page).click();
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(page.locator('[data-safety-steps="fire-damage"]')).toContainText(
      'fire department',
    );
    await expectNoViolations(page);
  });

  test('with the error toast shown', async ({ page }) => {
    await page.route(EMAIL_ROUTE, (route) => route.fulfill({ status: 500, body: 'x' }));
    await openContactForm(page);
    await fillForm(page);
    await submitButton(page).click();
    await expect(page.locator('[data-toast="destructive"]')).toBeVisible();
    await expectNoViolations(page);
  });
});
