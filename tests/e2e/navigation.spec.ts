import { expect, test, pageText } from './fixtures';

// Speculation Rules: the next page is fetched while the visitor points at (or touches) its link.

test('pointing at a link fetches its page, and the visit is served from that fetch', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/insurance-claims/');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Preload.enable');
  const ready = new Promise<string>((resolve) =>
    cdp.on('Preload.prefetchStatusUpdated', (event) => {
      if (event.status === 'Ready') resolve(event.prefetchUrl);
    }),
  );
  const link = page
    .getByRole('banner')
    .getByRole('link', { name: pageText.header.services, exact: true });
  await link.hover();
  expect(await ready).toMatch(/\/services\/$/);
  await link.click();
  await expect(page).toHaveURL(/\/services\/$/);
  const delivery = await page.evaluate(
    () =>
      (
        performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
          deliveryType?: string;
        }
      ).deliveryType,
  );
  expect(delivery).toBe('navigational-prefetch');
  expect(consoleErrors).toEqual([]);
});
