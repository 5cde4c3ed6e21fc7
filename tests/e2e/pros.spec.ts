import { paths } from '../../src/domain/paths';
import { expect, test } from './fixtures';

/** Adjusters and brokers: what a file receives and when, and how to assign a loss. */

test('adjusters and brokers read what is delivered by when, and assign a loss by the form or the claims e-mail', async ({
  page,
  content,
}) => {
  const { pros, siteConfig } = content;
  await page.goto(paths.insurance);
  await page.getByRole('link', { name: content.pageText.insurancePage.prosLink }).click();
  await expect(page).toHaveURL(paths.pros);
  const main = page.getByRole('main');
  // The times come from the settings.
  await expect(main).toContainText(`within ${siteConfig.response.scopeBusinessDays} business day`);
  await expect(main).toContainText(`${siteConfig.response.onSiteMinutes} minutes`);
  await expect(main.getByRole('link', { name: siteConfig.email.claims })).toHaveAttribute(
    'href',
    `mailto:${siteConfig.email.claims}`,
  );
  await expect(main.getByRole('link', { name: pros.guideLink })).toHaveAttribute(
    'href',
    paths.insurance,
  );

  // "Assign a loss" leads down to a form of its own (business-requests.spec.ts sends it).
  await page.getByRole('link', { name: pros.assign.requestLabel }).first().click();
  await expect(page).toHaveURL(new RegExp(`${paths.pros}#assign$`));
  await expect(
    main.getByRole('form', { name: content.requestForms.assignment.subject }),
  ).toBeInViewport();
});
