import { fillPlaceholders } from '../../src/lib/fill-placeholders';
import { longDate } from '../../src/lib/dates';
import { formatLocalPhone, telHref } from '../../src/lib/phone';
import { paths } from '../../src/domain/paths';
import { axeViolations, expect, qrCodeText, sheetOf, sitemapPaths, test } from './fixtures';

/**
 * Every customer asked, the same way, to review the office that served them: a page of the
 * office's own with one button to its review form, and a sheet of cards whose QR code leads there.
 */

test('each office with a review link has a review page: one request, its button first, its line below, out of search', async ({
  page,
  content,
  distDir,
}) => {
  const { offices, siteUrl } = content.siteConfig;
  const reviewed = offices.filter((office) => office.reviewUrl);
  expect(reviewed.length).toBeGreaterThan(0);
  for (const office of reviewed) {
    const text = (words: string) => fillPlaceholders(words, { city: office.city });
    await page.goto(paths.review(office.id));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      text(content.pageText.reviewPage.name),
    );
    await expect(main).toContainText(text(content.pageText.reviewPage.lede));

    // Nothing to rate, choose or fill in: the first thing to press past the trail is the button.
    await expect(
      main.locator('input, select, textarea, [role="radio"], [role="slider"]'),
    ).toHaveCount(0);
    const pressable = main.locator('a[href], button').filter({ visible: true });
    const crumbs = await main
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link')
      .count();
    const button = pressable.nth(crumbs);
    await expect(button).toHaveAccessibleName(text(content.pageText.reviewPage.button));
    await expect(button).toHaveAttribute('href', office.reviewUrl!);

    // Below it, never in its place, the office's line; and the page says how it asks.
    const line = main.locator(`a[href="${telHref(office.phone)}"]`);
    await expect(line).toContainText(formatLocalPhone(office.phone));
    const below = await button.evaluate(
      (a, tel) =>
        !!(
          a.compareDocumentPosition(document.querySelector(`main a[href="${tel}"]`)!) &
          Node.DOCUMENT_POSITION_FOLLOWING
        ),
      telHref(office.phone),
    );
    expect(below).toBe(true);
    await expect(main).toContainText(content.pageText.reviewPage.fairness);

    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(sitemapPaths(distDir, siteUrl)).not.toContain(paths.review(office.id));
    expect(sitemapPaths(distDir, siteUrl)).not.toContain(paths.reviewCards(office.id));
  }
  for (const office of offices.filter((each) => !each.reviewUrl)) {
    const response = await page.goto(paths.review(office.id));
    expect(response?.status(), `${office.city} has no review link, and no review page`).toBe(404);
  }
});

test.describe('the sheet of review cards', () => {
  test.use({ deviceScaleFactor: 3 });

  test('has the office’s name and line, and a QR code a phone reads as its review page on the site’s domain', async ({
    page,
    content,
  }) => {
    const { offices, siteUrl, companyName } = content.siteConfig;
    for (const office of offices.filter((each) => each.reviewUrl)) {
      await page.goto(paths.reviewCards(office.id));
      const sheet = fillPlaceholders(content.pageText.reviewPage.cardsName, { city: office.city });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sheet);
      const cards = sheetOf(page);
      expect(await cards.count()).toBeGreaterThan(1);
      await expect(cards.first()).toContainText(companyName);
      await expect(cards.first()).toContainText(formatLocalPhone(office.phone));
      const code = cards.first().getByRole('img', { name: /QR/ });
      expect(await qrCodeText(code)).toBe(`${siteUrl}${paths.review(office.id)}`);
    }
  });
});

test('printed, the sheet is the cards alone on one Letter page, and axe finds nothing on it', async ({
  page,
  content,
}) => {
  const office = content.siteConfig.offices.find((each) => each.reviewUrl)!;
  await page.goto(paths.reviewCards(office.id));
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(sheetOf(page).first()).toBeVisible();
  const pdf = (await page.pdf({ format: 'Letter' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page(?!s)/g) ?? []).toHaveLength(1);
});

test('an office page shows its rating and count as read that day, with the link to every review, and no rating in its structured data @three', async ({
  page,
  content,
}) => {
  const words = content.pageText.officePage.reviews;
  for (const office of content.siteConfig.offices) {
    await page.goto(paths.location(office.id));
    const main = page.getByRole('main');
    const heading = fillPlaceholders(words.heading, { city: office.city });
    const section = main.getByRole('region', { name: heading });
    const graph = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(graph.join('')).not.toMatch(/aggregateRating|"Review"/);
    const { reviews } = office;
    if (!reviews) {
      await expect(section).toHaveCount(0);
      continue;
    }
    await expect(section).toContainText(String(reviews.count));
    await expect(section).toContainText(String(reviews.rating));
    await expect(section).toContainText(reviews.site);
    await expect(section).toContainText(longDate(reviews.read));
    const link = section.getByRole('link', {
      name: fillPlaceholders(words.link, { city: office.city, site: reviews.site }),
    });
    await expect(link).toHaveAttribute('href', reviews.url);
  }
  expect(content.siteConfig.offices.some((office) => office.reviews)).toBe(true);
});
