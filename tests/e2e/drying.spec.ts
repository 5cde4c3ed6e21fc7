import { fillPlaceholders } from '../../src/lib/fill-placeholders';
import { formatLocalPhone, telHref } from '../../src/lib/phone';
import { paths } from '../../src/domain/paths';
import { axeViolations, expect, qrCodeText, sheetOf, sitemapPaths, test } from './fixtures';

/**
 * While we dry: the page a sticker on the drying equipment leads to, one an office, with the
 * office's 24/7 line first and what each machine draws; and the sheet of stickers to print.
 */

test('each office’s drying page gives its 24/7 line first, what each machine draws in a day, and is out of search @company', async ({
  page,
  content,
  distDir,
}) => {
  const { drying, siteConfig } = content;
  for (const office of siteConfig.offices) {
    const city = (words: string) => fillPlaceholders(words, { city: office.city });
    await page.goto(paths.drying(office.id));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(city(drying.title));
    // The office's line is the first link past the trail: the reason to open the page at night.
    const night = main.getByRole('region', { name: drying.night.heading });
    await expect(night.locator(`a[href="${telHref(office.phone)}"]`)).toContainText(
      formatLocalPhone(office.phone),
    );
    const crumbs = await main
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link')
      .count();
    await expect(main.getByRole('link').nth(crumbs)).toHaveAttribute('href', telHref(office.phone));

    const power = main.getByRole('region', { name: drying.power.heading });
    for (const machine of drying.machines) {
      const row = power.getByRole('row', { name: new RegExp(`^${machine.name}`) });
      const kwh = ((machine.watts * 24) / 1000).toLocaleString('en-CA', {
        maximumFractionDigits: 1,
      });
      await expect(row).toContainText(`${machine.watts.toLocaleString('en-CA')} W`);
      await expect(row).toContainText(`${kwh} kWh`);
    }
    const rate = drying.rates.find((each) => each.province === office.region);
    if (rate) {
      const host = new URL(rate.source).hostname.replace(/^www\./, '');
      await expect(power.getByRole('link', { name: host })).toHaveAttribute('href', rate.source);
    } else await expect(power).toContainText(drying.power.noRate);
    for (const heading of [drying.nonstop, drying.turnOff, drying.noise, drying.visits])
      await expect(main.getByRole('region', { name: heading.heading })).toBeVisible();

    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(sitemapPaths(distDir, siteConfig.siteUrl)).not.toContain(paths.drying(office.id));
  }
});

test.describe('the sheet of drying stickers', () => {
  test.use({ deviceScaleFactor: 3 });

  test('carries the office’s line, and a QR code a phone reads as the office’s drying page @company', async ({
    page,
    content,
  }) => {
    const { offices, siteUrl, companyName } = content.siteConfig;
    for (const office of offices) {
      await page.goto(paths.dryingStickers(office.id));
      const sheet = fillPlaceholders(content.drying.stickers.name, { city: office.city });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sheet);
      const stickers = sheetOf(page);
      expect(await stickers.count()).toBeGreaterThan(1);
      await expect(stickers.first()).toContainText(companyName);
      await expect(stickers.first()).toContainText(formatLocalPhone(office.phone));
      const code = stickers.first().getByRole('img', { name: /QR/ });
      expect(await qrCodeText(code)).toBe(`${siteUrl}${paths.drying(office.id)}`);
    }
  });
});

test('printed, the stickers are one Letter page alone, and axe finds nothing on the page or the sheet', async ({
  page,
  content,
}) => {
  const office = content.siteConfig.offices[0]!;
  await page.goto(paths.drying(office.id));
  expect(await axeViolations(page)).toEqual([]);
  // On a phone, as a sticker's reader opens it: the table of machines stays readable.
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(paths.dryingStickers(office.id));
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(sheetOf(page).first()).toBeVisible();
  const pdf = (await page.pdf({ format: 'Letter' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page(?!s)/g) ?? []).toHaveLength(1);
});
