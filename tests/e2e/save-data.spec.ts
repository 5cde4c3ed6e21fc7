import { expect, formReady, test } from './fixtures';

/**
 * On a connection that says Save-Data, or a 2G one, the forms' code waits until a form is wanted:
 * the first load is the page and its phones alone. Elsewhere it is fetched once the page has
 * painted, so the form is ready at the first tap.
 */
for (const [said, connection] of [
  ['Save-Data', { saveData: true, effectiveType: '4g' }],
  ['a 2G connection', { saveData: false, effectiveType: '2g' }],
  ['a fast connection', { saveData: false, effectiveType: '4g' }],
] as const)
  test(`with ${said}, the forms’ code is fetched ${connection.saveData || connection.effectiveType === '2g' ? 'only once a form is wanted' : 'once the page has painted'}`, async ({
    page,
  }) => {
    await page.addInitScript((said) => {
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => said });
    }, connection);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/island-entry-/.test(request.url())) fetched.push(request.url());
    });
    await page.goto('/');
    // The page has painted and the loader has done what it does then: the manifest is linked.
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
    const frugal = connection.saveData || connection.effectiveType === '2g';
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(frugal ? 0 : 1);
    if (frugal) expect(fetched).toEqual([]);
    else await expect.poll(() => fetched.length).toBe(1);

    await page.getByRole('banner').getByRole('button', { name: 'Get Emergency Help' }).click();
    await formReady(page);
    expect(fetched.length).toBeGreaterThanOrEqual(1);
  });
