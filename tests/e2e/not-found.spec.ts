import { telHref } from '../../src/lib/phone';
import { paths } from '../../src/domain/paths';
import { expect, test, pageText } from './fixtures';

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

test('the 404 page is no dead end: every office’s line, the services and the locations', async ({
  page,
  content,
}) => {
  await page.goto('/no/such/page');
  for (const office of content.siteConfig.offices)
    await expect(
      page.getByRole('main').locator(`a[href="${telHref(office.phone)}"]`),
      office.city,
    ).toBeVisible();
  const way = page.getByRole('navigation', { name: pageText.notFound.navLabel });
  await expect(way.getByRole('link', { name: pageText.notFound.services })).toHaveAttribute(
    'href',
    paths.services,
  );
  await expect(way.getByRole('link', { name: pageText.notFound.locations })).toHaveAttribute(
    'href',
    paths.locations,
  );
  for (const service of content.services)
    await expect(way.getByRole('link', { name: service.title })).toHaveAttribute(
      'href',
      paths.service(service.slug),
    );
  await way.getByRole('link', { name: content.siteConfig.offices[0].city }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.location(content.siteConfig.offices[0].id)}$`));
});
