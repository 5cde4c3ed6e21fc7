import { formatLocalPhone, telHref } from '../../src/lib/phone';
import { paths } from '../../src/lib/paths';
import { expect, test, pageText } from './fixtures';

/** Property managers, businesses and trades: an agreement before the loss, a profile to keep. */

test('the page for property managers asks about an agreement in the form, lists what the settings claim, and calls every office', async ({
  page,
  content,
}) => {
  const { managers } = content;
  // In the header at a small phone's width too, and in every footer.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(paths.locations);
  const inHeader = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: pageText.header.businesses });
  await expect(inHeader).toBeVisible();
  await expect(inHeader).toHaveAttribute('href', paths.managers);
  await page.getByRole('contentinfo').getByRole('link', { name: pageText.footer.managers }).click();
  await expect(page).toHaveURL(paths.managers);
  const main = page.getByRole('main');
  for (const heading of [
    managers.agreement.heading,
    managers.profile.heading,
    managers.contractors.heading,
  ])
    await expect(main.getByRole('heading', { name: heading })).toBeVisible();
  await expect(main.getByRole('link', { name: managers.contractors.link })).toHaveAttribute(
    'href',
    paths.trades,
  );
  const { vendorDocuments = [], buildingTypes = [] } = content.siteConfig.claims;
  await expect(main.getByRole('heading', { name: managers.documents.heading })).toHaveCount(
    vendorDocuments.length > 0 ? 1 : 0,
  );
  for (const item of [...vendorDocuments, ...buildingTypes])
    await expect(main.getByRole('listitem').filter({ hasText: item })).toHaveCount(1);
  for (const office of content.siteConfig.offices)
    await expect(
      main.getByRole('link', { name: formatLocalPhone(office.phone) }).first(),
    ).toHaveAttribute('href', telHref(office.phone));

  // The request leads down to a form of its own (business-requests.spec.ts sends it).
  await page
    .getByRole('region', { name: managers.title })
    .getByRole('link', { name: managers.agreement.requestLabel })
    .click();
  await expect(
    main.getByRole('form', { name: content.requestForms.agreement.subject }),
  ).toBeInViewport();
});

test('the building profile is filled in on screen, printed with what was typed on at most three Letter pages, and sent nowhere', async ({
  page,
  content,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') requests.push(request.url());
  });
  await page.goto(paths.managers);
  await page.getByRole('link', { name: content.managers.profile.link }).click();
  await expect(page).toHaveURL(paths.profile);
  const [first] = content.profile.sections;
  const field = page.getByLabel(first!.fields[0]!);
  await field.fill('Harbourview Towers, 88 Example Quay');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(field).toHaveValue('Harbourview Towers, 88 Example Quay');
  for (const office of content.siteConfig.offices)
    await expect(page.getByRole('main').getByText(formatLocalPhone(office.phone))).toBeVisible();
  const pdf = (await page.pdf({ format: 'Letter' })).toString('latin1');
  const sheets = pdf.match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(sheets.length).toBeGreaterThan(0);
  expect(sheets.length).toBeLessThanOrEqual(3);
  expect(requests).toEqual([]);
});
