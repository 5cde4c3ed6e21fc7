import AxeBuilder from '@axe-core/playwright';
import { formatLocalPhone, telHref } from '../../src/lib/phone';
import { expect, test } from './fixtures';

// A company of two offices, of three and of thirty (the projects' builds): on a phone the lines
// stay one tap away and leave the page usable, whatever the count.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('the call bar is one row, at most 72 px tall, and "Get Emergency Help" takes a tap', async ({
  page,
  site,
}) => {
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Emergency call' });
  const box = (await bar.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(72);
  const links = await bar.getByRole('link').all();
  const tops = await Promise.all(links.map(async (link) => (await link.boundingBox())!.y));
  expect(new Set(tops).size, 'one row').toBe(1);
  expect(links).toHaveLength(site.offices.length <= 2 ? site.offices.length : 2);

  const help = page.getByRole('main').getByRole('button', { name: 'Get Emergency Help' }).first();
  await help.tap();
  const dialog = page.getByRole('dialog', { name: 'Get Emergency Help' });
  await expect(dialog).toBeVisible();
});

test('the emergency dialog shows a line to call and the form’s first field within two screens', async ({
  page,
  site,
}) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Get Emergency Help' }).first().tap();
  const dialog = page.getByRole('dialog', { name: 'Get Emergency Help' });
  const line = dialog.getByRole('link', {
    name: formatLocalPhone(site.offices.length <= 2 ? site.offices[0].phone : site.emergencyPhone),
  });
  await expect(line.first()).toBeInViewport();
  const lineHref = await line.first().getAttribute('href');
  expect(
    [site.emergencyPhone, ...site.offices.map((office) => office.phone)].map(telHref),
  ).toContain(lineHref);
  const form = dialog.getByRole('form', { name: 'Emergency call-back request' });
  const first = form.getByRole('textbox').first();
  await expect(first).toBeAttached();
  // Its distance from the top of the dialog's scroll, in screens of this phone.
  const screens = await first.evaluate((field) => {
    let scroller: Element | null = field.parentElement;
    while (scroller && scroller.scrollHeight <= scroller.clientHeight)
      scroller = scroller.parentElement;
    const top = scroller ? scroller.getBoundingClientRect().top : 0;
    return (field.getBoundingClientRect().bottom - top + (scroller?.scrollTop ?? 0)) / innerHeight;
  });
  expect(screens).toBeLessThanOrEqual(2);
});

test('axe finds nothing in the emergency dialog, on the landing page and an office’s page', async ({
  page,
  site,
}) => {
  for (const path of ['/', `/locations/${site.offices.at(-1)!.id}/`]) {
    await page.goto(path);
    await page.getByRole('banner').getByRole('button', { name: 'Get Emergency Help' }).tap();
    await expect(page.getByRole('dialog', { name: 'Get Emergency Help' })).toBeVisible();
    expect(
      (await new AxeBuilder({ page }).include('dialog[open]').withTags(WCAG).analyze()).violations,
      path,
    ).toEqual([]);
  }
});
