import {
  axeViolations,
  expect,
  fakeEmailApi,
  formReady,
  submitButton,
  test,
  visitor,
} from './fixtures';
import { telHref } from '../../src/lib/phone';

/** A visitor from a town with a page of its own: its lines first, and a request to its office. */

// @company: the three-office company's Gatineau is served across a provincial line by Ottawa,
// whose requests go to an inbox of its own.
test(
  "a request from a town's page whose location names no town goes to the office that serves it",
  { tag: '@company' },
  async ({ page, content }) => {
    const { email } = content.siteConfig;
    const api = await fakeEmailApi(page);
    for (const town of content.towns.filter((each) => each.hasPage)) {
      await page.goto(town.path);
      // Its office's line comes first, before the town's own.
      const lines = page.getByRole('region', {
        name: content.pageText.townPage.linesHeading.replace('{{town}}', town.name),
      });
      await expect(lines.getByRole('link').first()).toHaveAttribute(
        'href',
        telHref(town.office.phone),
      );
      await page.getByRole('banner').getByRole('button', { name: 'Get Emergency Help' }).click();
      await formReady(page);
      // Key by key, as a person types: a street and nothing else.
      for (const [label, value] of [
        ['Full Name', visitor.name],
        ['Phone Number', visitor.phone],
        ['Property Location', '12 Main Street'],
        ['Description of Damage', visitor.message],
      ] as const)
        await page.getByLabel(label).pressSequentially(value);
      await page.getByLabel('Type of Emergency').selectOption(visitor.type);
      await submitButton(page).click();
      await expect(page.getByText('Request Sent Successfully!')).toBeVisible();
      const params = api.sent.at(-1)!.template_params as Record<string, string>;
      expect(params.to_email, town.name).toBe(town.office.inbox ?? email.inbox);
      // A dispatcher reads the town in words, beside the street and the office.
      expect(params.message, town.name).toContain(
        `Property Location: 12 Main Street (sent from the ${town.name} page)`,
      );
      expect(params.message, town.name).toContain(
        `Office: ${town.office.city} (sent from the ${town.name} page, ${town.path})`,
      );
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
  },
);

// At 1280 px every town page is axed with the others (pages.spec.ts); on a phone, one stands for
// them all: they share one template.
test(
  'axe finds nothing on a town page on a phone',
  { tag: '@company' },
  async ({ page, content }) => {
    const town = content.towns.find((each) => each.hasPage);
    test.skip(!town, 'the company has no town with a page');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(town!.path);
    expect(await axeViolations(page), town!.path).toEqual([]);
  },
);

test('a town page gives each of its lines as a link to call, and where to find a gas or power utility it does not name @company', async ({
  page,
  content,
}) => {
  const text = content.pageText.townPage;
  for (const town of content.towns.filter((each) => each.hasPage)) {
    await page.goto(town.path);
    const lines = page.getByRole('region', {
      name: text.linesHeading.replace('{{town}}', town.name),
    });
    const own = town.facts.filter(
      (fact) => ['gas', 'power', 'water', '311'].includes(fact.kind) && fact.phone,
    );
    for (const fact of own)
      await expect(lines.locator(`a[href="${telHref(fact.phone!)}"]`).first()).toBeVisible();
    for (const [kind, words] of [
      ['gas', text.noGas],
      ['power', text.noPower],
    ] as const) {
      const where = lines.getByText(words.replace('{{town}}', town.name));
      await expect(where).toHaveCount(town.facts.some((fact) => fact.kind === kind) ? 0 : 1);
    }
  }
});
