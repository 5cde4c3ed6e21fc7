import { formatLocalPhone, telHref } from '../../src/lib/phone';
import { paths } from '../../src/domain/paths';
import { longDate } from '../../src/lib/dates';
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
  const { buildingTypes = [] } = content.siteConfig.claims;
  for (const item of buildingTypes)
    await expect(main.getByRole('listitem').filter({ hasText: item })).toHaveCount(1);
  // Each vendor document still valid is offered as its PDF, with its issuer, number and date.
  const current = content.documents.filter((document) => document.current);
  await expect(main.getByRole('heading', { name: managers.documents.heading })).toHaveCount(
    current.length > 0 ? 1 : 0,
  );
  for (const document of current) {
    const item = main.getByRole('listitem').filter({ hasText: document.title });
    await expect(item).toContainText(document.issuer);
    await expect(item).toContainText(document.number);
    await expect(item).toContainText(longDate(document.validUntil));
    const href = await item.getByRole('link').getAttribute('href');
    const answer = await page.request.get(href!);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
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
