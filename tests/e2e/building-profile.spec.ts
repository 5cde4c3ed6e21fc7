import { formatLocalPhone } from '../../src/lib/phone';
import { paths } from '../../src/domain/paths';
import { expect, fakeEmailApi, formReady, test } from './fixtures';

// The building emergency profile a property manager keeps: the same code on every company's build,
// so it runs on the site's build alone (the managers' page is also checked on the fixture's).

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
  await formReady(page, 'profile');
  const typed = sections.flatMap((section) =>
    section.fields.map((field, i) => ({ field, value: `${section.heading} ${i} ✓` })),
  );
  const building = 'Harbourview Towers, 88 Sample Quay, ' + content.siteConfig.offices.at(-1)!.city;
  typed[0]!.value = building;
  const box = (field: string) => page.getByRole('textbox', { name: field, exact: true });
  for (const { field, value } of typed) await box(field).fill(value);

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
  await formReady(page, 'profile');
  await expect(box(typed[0]!.field)).toHaveValue('');

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
  await expect(box(typed[0]!.field)).toHaveValue('');
  await openFile({
    name: 'huge.json',
    mimeType: 'application/json',
    buffer: Buffer.alloc(5 * 1024 * 1024, 'a'),
  });
  await expect(page.getByRole('alert')).toContainText('huge.json');

  await openFile(saved);
  for (const { field, value } of typed) await expect(box(field)).toHaveValue(value);
  expect(posts).toEqual([]);

  const api = await fakeEmailApi(page);
  await page.getByRole('button', { name: keep.send }).click();
  await expect(
    page.getByRole('region', { name: content.requestForms.shared.reference }),
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
