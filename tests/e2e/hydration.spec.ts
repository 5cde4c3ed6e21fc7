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

test.describe('before the code has arrived', () => {
  test('a button pressed while the code is still downloading opens its dialog once it arrives', async ({
    page,
    consoleErrors,
  }) => {
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await headerButton(page).click();
    await expect(contactDialog(page)).toBeHidden();
    release();
    await expect(contactDialog(page)).toBeVisible();
    await expect(page.getByLabel('Full Name')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the code is fetched only after the page has painted', async ({ page }) => {
    const fetched: number[] = [];
    page.on('request', (request) => {
      if (/\/assets\/index-[^/]+\.js$/.test(request.url())) fetched.push(Date.now());
    });
    await page.goto('/');
    await expect.poll(() => fetched.length).toBe(1);
    const painted = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    );
    const requested = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))?.startTime ?? NaN,
    );
    expect(requested).toBeGreaterThan(painted);
  });
});

test('when the code fails to download, the next press fetches it again and opens the dialog', async ({
  page,
}) => {
  let failures = 0;
  await page.route(/\/assets\/index-[^/]+\.js(\?.*)?$/, async (route) => {
    if (failures === 0) {
      failures++;
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  const failed = page.waitForEvent('requestfailed');
  await page.goto('/');
  await failed;
  await headerButton(page).click();
  await expect(contactDialog(page)).toBeVisible();
  expect(failures).toBe(1);
});
