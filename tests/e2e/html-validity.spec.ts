import { FileSystemConfigLoader, HtmlValidate, type Report } from 'html-validate';
import { expect, test } from './fixtures';

// The rules are in .htmlvalidate.json: the standard, document and a11y presets.
const validator = new HtmlValidate(new FileSystemConfigLoader());

const problemsIn = (report: Report) =>
  report.results.flatMap((result) =>
    result.messages.map(
      (message) =>
        `${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? ''})`,
    ),
  );

for (const page of ['index.html', '404.html']) {
  test(`the built ${page} is valid HTML`, async ({ distDir }) => {
    expect(problemsIn(await validator.validateFile(`${distDir}/${page}`))).toEqual([]);
  });
}

// The built HTML holds every dialog; the live page adds what an open dialog and the form island change.
const dialogs = [
  { opener: 'Get Emergency Help', title: 'Get Emergency Help' },
  { opener: 'Learn More', title: 'Water Damage Restoration' },
  { opener: 'Privacy Policy', title: 'Privacy Policy' },
  { opener: 'Terms of Service', title: 'Terms of Service' },
];
for (const { opener, title } of dialogs) {
  test(`the page with the ${title} dialog open is valid HTML`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: opener }).first().click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await page
      .getByRole('dialog')
      .locator('details')
      .evaluateAll((all) => all.forEach((details) => details.setAttribute('open', '')));
    expect(problemsIn(await validator.validateString(await page.content()))).toEqual([]);
  });
}
