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

// Every built page is valid HTML (tests/files/pages.test.ts); the live page adds what an open
// dialog and the form island change.
// The contact dialog last: opening it runs the form's code, which the others' pages have not.
const dialogs = [
  { opener: 'Learn More', title: 'Water Damage Restoration' },
  { opener: 'Privacy Policy', title: 'Privacy Policy' },
  { opener: 'Terms of Service', title: 'Terms of Service' },
  { opener: 'Get Emergency Help', title: 'Get Emergency Help' },
];
test(`the page with each dialog open (${dialogs.map(({ title }) => title).join(', ')}) is valid HTML`, async ({
  page,
}) => {
  await page.goto('/');
  for (const { opener, title } of dialogs) {
    await page.getByRole('button', { name: opener }).first().click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await dialog
      .locator('details')
      .evaluateAll((all) => all.forEach((details) => details.setAttribute('open', '')));
    expect(problemsIn(await validator.validateString(await page.content())), title).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
