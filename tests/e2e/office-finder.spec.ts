import { telHref } from '../../src/lib/phone';
import { paths } from '../../src/domain/paths';
import { expect, test } from './fixtures';

/** "Which office serves me?" on the locations page: a postal code or a town names the office. */

// @company: the three-office company's offices sit in other provinces, one across a provincial line
// from the city it serves (Gatineau for Ottawa), and route by their own postal areas.
test(
  'a postal code, its first three characters or a town names the office and its line',
  { tag: '@company' },
  async ({ page, content }) => {
    const { offices } = content.siteConfig;
    const text = content.pageText.officeFinder;
    await page.goto(paths.locations);
    const finder = page.getByRole('search', { name: text.title });
    const field = finder.getByLabel(text.label);
    // Typed, as HTML_CodeSniffer asks of a box that is no e-mail, phone or number.
    await expect(field).toHaveAttribute('type', 'text');
    const status = finder.getByRole('status');
    const ask = async (typed: string) => {
      await field.fill(typed);
      await finder.getByRole('button', { name: text.button }).click();
    };

    for (const office of offices) {
      const code = office.postalCode;
      const town = office.areaServed.at(-1)!;
      for (const typed of [code.slice(0, 3).toLowerCase(), code, town]) {
        await ask(typed);
        await expect(status, typed).toContainText(
          text.found.replace('{{city}}', office.city).replace('{{place}}', typed),
        );
        await expect(
          status.getByRole('link', { name: new RegExp(office.city) }).first(),
        ).toHaveAttribute('href', telHref(office.phone));
        await expect(status.getByRole('link', { name: `${office.city} office` })).toHaveAttribute(
          'href',
          paths.location(office.id),
        );
      }
    }
    for (const office of offices.filter((o) => o.postalAreas))
      for (const area of [office.postalAreas!.at(0)!, office.postalAreas!.at(-1)!]) {
        await ask(`${area.toLowerCase()} 1a1`);
        await expect(status, area).toContainText(`${office.city} office serves`);
      }

    await ask('Atlantis');
    await expect(status).toContainText(text.none.replace('{{place}}', 'Atlantis'));
    for (const office of offices)
      await expect(status.locator(`a[href="${telHref(office.phone)}"]`)).toBeVisible();
  },
);

// @company: its Edmonton serves St. Albert, a town with a page and a postal-code area of its own.
test(
  "a town's postal code, or its name, links the town's own page beside its office",
  { tag: '@company' },
  async ({ page, content }) => {
    const text = content.pageText.officeFinder;
    const towns = content.towns.filter((town) => town.hasPage);
    await page.goto(paths.locations);
    const finder = page.getByRole('search', { name: text.title });
    const field = finder.getByLabel(text.label);
    const status = finder.getByRole('status');
    for (const town of towns) {
      const heading = content.pageText.townPage.name.replace('{{town}}', town.name);
      for (const typed of [...(town.postalAreas ?? []).map((area) => `${area} 1A1`), town.name]) {
        // Key by key, as a visitor types it.
        await field.clear();
        await field.pressSequentially(typed);
        await field.press('Enter');
        await expect(status, typed).toContainText(`${town.office.city} office serves`);
        await expect(status.getByRole('link', { name: heading })).toHaveAttribute(
          'href',
          town.path,
        );
      }
    }
    // A place of the same office without a page of its own links none.
    const office = towns[0]?.office;
    const other = office?.areaServed.find(
      (name) => name !== office.city && !towns.some((town) => town.name === name),
    );
    if (other) {
      await field.fill(other);
      await field.press('Enter');
      await expect(status).toContainText(`${office!.city} office serves`);
      const anyTown = content.pageText.townPage.name
        .split('{{town}}')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+');
      await expect(status.getByRole('link', { name: new RegExp(anyTown) })).toHaveCount(0);
    }
  },
);

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the search is not offered, and every office names the towns it serves', async ({
    page,
    content,
  }) => {
    await page.goto(paths.locations);
    await expect(page.getByRole('search')).toHaveCount(0);
    for (const office of content.siteConfig.offices)
      await expect(page.getByRole('main')).toContainText(office.areaServed.join(', '));
  });
});
