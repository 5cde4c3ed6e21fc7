import { expect, test } from './fixtures';

test('an unknown path answers 404 with the 404 page and logs the path', async ({
  page,
  consoleErrors,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect.poll(() => consoleErrors.some((e) => e.includes('/no/such/page'))).toBe(true);
  // Chromium reports the 404 document itself; nothing else may be logged.
  expect(
    consoleErrors.filter(
      (e) => !e.includes('/no/such/page') && !e.includes('Failed to load resource'),
    ),
  ).toEqual([]);
  expect(scripts, 'the 404 page logs with its inline script alone').toEqual([]);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Restoring Lives with Care' })).toBeVisible();
});
