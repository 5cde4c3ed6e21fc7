import { formatLocalPhone, telHref } from '../../src/lib/phone';
import { paths } from '../../src/lib/paths';
import { longDate } from '../../src/lib/dates';
import { expect, fakeEmailApi, test, pageText } from './fixtures';

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

test('the building profile is filled in, printed on at most two Letter pages, saved to a file and opened again, and sent only when asked', async ({
  page,
  content,
}) => {
  const { keep, sections } = content.profile;
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') posts.push(request.url());
  });
  await page.goto(paths.managers);
  await page.getByRole('link', { name: content.managers.profile.link }).click();
  await expect(page).toHaveURL(paths.profile);
  await expect(page.locator('[data-island="profile"]')).toHaveAttribute('data-state', 'ready');
  const typed = sections.flatMap((section) =>
    section.fields.map((field, i) => ({ field, value: `${section.heading} ${i} ✓` })),
  );
  const building = 'Harbourview Towers, 88 Sample Quay, ' + content.siteConfig.offices.at(-1)!.city;
  typed[0]!.value = building;
  for (const { field, value } of typed) await page.getByLabel(field, { exact: true }).fill(value);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: keep.save })).toBeHidden();
  for (const office of content.siteConfig.offices)
    await expect(
      page.getByRole('main').getByRole('link', { name: formatLocalPhone(office.phone) }),
    ).toBeVisible();
  const pdf = (await page.pdf({ format: 'Letter' })).toString('latin1');
  const sheets = pdf.match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(sheets.length).toBeGreaterThan(0);
  expect(sheets.length).toBeLessThanOrEqual(2);
  await page.emulateMedia({ media: 'screen' });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: keep.save }).click();
  const saved = await (await download).path();
  expect((await download).suggestedFilename()).toMatch(
    /^building-profile-harbourview-towers.*\.json$/,
  );
  await expect(page.getByRole('status').filter({ hasText: 'building-profile-' })).toBeVisible();
  expect(posts).toEqual([]);

  // A reload starts it blank: the site kept nothing.
  await page.reload();
  await expect(page.locator('[data-island="profile"]')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByLabel(typed[0]!.field, { exact: true })).toHaveValue('');

  const openFile = async (
    files: Parameters<import('@playwright/test').FileChooser['setFiles']>[0],
  ) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: keep.open }).click();
    await (await chooser).setFiles(files);
  };
  await openFile({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"a":1}'),
  });
  await expect(page.getByRole('alert')).toContainText('notes.json');
  await expect(page.getByLabel(typed[0]!.field, { exact: true })).toHaveValue('');
  await openFile({
    name: 'huge.json',
    mimeType: 'application/json',
    buffer: Buffer.alloc(5 * 1024 * 1024, 'a'),
  });
  await expect(page.getByRole('alert')).toContainText('huge.json');

  await openFile(saved);
  for (const { field, value } of typed)
    await expect(page.getByLabel(field, { exact: true })).toHaveValue(value);
  expect(posts).toEqual([]);

  const api = await fakeEmailApi(page);
  await page.getByRole('button', { name: keep.send }).click();
  await expect(
    page.getByRole('status').filter({ hasText: content.requestForms.shared.reference }),
  ).toBeVisible();
  expect(api.sent).toHaveLength(1);
  const params = api.sent[0]!.template_params;
  expect(params.message).toContain(`Office: ${content.siteConfig.offices.at(-1)!.city}`);
  for (const section of sections)
    for (const [i, field] of section.fields.entries())
      expect(params.message, field).toContain(
        `${section.heading}: ${field}: ${section === sections[0] && i === 0 ? building : `${section.heading} ${i} ✓`}`,
      );
});
