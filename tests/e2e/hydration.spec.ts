import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** React marks the container it has taken over; the pre-rendered page has no such mark. */
const isHydrated = (page: Page) =>
  page
    .locator('#root')
    .evaluate((root) => Object.keys(root).some((key) => key.startsWith('__reactContainer')));

const contactDialog = (page: Page) => page.getByRole('dialog', { name: 'Get Emergency Help' });
const headerButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Get Emergency Help' });

test.describe('hydration on the first intent', () => {
  test('the loaded page is left to the browser until the visitor moves, then hydrates cleanly', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await page.waitForLoadState('load');
    expect(await isHydrated(page)).toBe(false);
    await page.mouse.move(200, 200);
    await expect.poll(() => isHydrated(page)).toBe(true);
    await headerButton(page).click();
    await expect(contactDialog(page)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a click that is the very first event (as assistive technology sends it) opens the dialog', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForLoadState('load');
    await headerButton(page).dispatchEvent('click');
    await expect(contactDialog(page)).toBeVisible();
    await expect(page.getByLabel('Full Name')).toBeVisible();
  });

  test('a keyboard visitor reaches the button and opens the dialog with Enter', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForLoadState('load');
    // Skip link, the 24/7 line, the inbox, the logo and three section links come first.
    for (let stop = 0; stop < 8; stop++) await page.keyboard.press('Tab');
    await expect(headerButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(contactDialog(page)).toBeVisible();
  });
});

test.describe('hydration on a phone', () => {
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

  test('the first tap on a button opens its dialog', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('load');
    await page.getByRole('button', { name: 'Learn More' }).first().tap();
    await expect(page.getByRole('dialog', { name: 'Water Damage Restoration' })).toBeVisible();
  });
});
