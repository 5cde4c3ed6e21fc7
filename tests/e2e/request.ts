import type { Page } from '@playwright/test';
import { expect, fakeEmailApi, REFUSED, submitButton, visitor, formText } from './fixtures';
import { telHref } from '../../src/lib/phone';
import { specStorageKeys } from '../../src/domain/spec-strings';
import { siteContent } from '../fixtures/content';

/** What the request stories share: the toast, the words kept, the other ways to send. */
export const { siteConfig } = siteContent;
export const [first] = siteConfig.offices;
/** The last office, unless the site has only one. */
export const second = siteConfig.offices.at(-1)!;

/** The toast on screen: a status or an alert with its dismiss button. */
export const toast = (page: Page) =>
  page
    .getByRole('status')
    .or(page.getByRole('alert'))
    .filter({ has: page.getByRole('button', { name: 'Dismiss notification' }) });

export async function expectToast(page: Page, title: string, description: string | RegExp) {
  await expect(toast(page)).toHaveCount(1);
  await expect(toast(page)).toContainText(title);
  await expect(toast(page)).toContainText(description);
}

export async function expectValuesKept(page: Page) {
  await expect(page.getByLabel('Full Name')).toHaveValue(visitor.name);
  await expect(page.getByLabel('Description of Damage')).toHaveValue(visitor.message);
  await expect(submitButton(page)).toBeEnabled();
}

/** The spec's rate-limit record, under the key the spec names. */
export const storedSends = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), specStorageKeys.rateLimit);

export const mailtoOf = async (page: Page) =>
  new URL((await page.getByRole('link', { name: formText.otherWays.email }).getAttribute('href'))!);

export const smsBodyOf = async (page: Page) => {
  const href = (await page
    .getByRole('link', { name: formText.otherWays.sms })
    .getAttribute('href'))!;
  return decodeURIComponent(href.slice(href.indexOf('body=') + 5));
};

/** EmailJS refuses the account (a lapsed Gmail grant, 412): a send that cannot pass, so no retry. */
export const failSends = (page: Page) => fakeEmailApi(page, REFUSED);

export async function expectEveryOtherWay(page: Page) {
  const form = page.getByRole('form', { name: 'Emergency call-back request' });
  await expect(form).toBeVisible();
  await expect(page.getByText(formText.notices.failedTitle)).toBeHidden();
  await expect(page.getByRole('link', { name: formText.otherWays.email })).toBeVisible();
  await expect(page.getByRole('button', { name: formText.otherWays.copy })).toBeVisible();
  if (first.mobile)
    await expect(page.getByRole('link', { name: formText.otherWays.sms })).toBeVisible();
  await expect(form.locator(`a[href="${telHref(first.phone)}"]`).first()).toBeVisible();
}

/**
 * The browser says it has no connection while the page is still served, as a phone that lost
 * its signal after the page loaded: a reload brings the page, and the connection, back.
 */
export const loseConnection = (page: Page) =>
  page.evaluate(() =>
    Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false, configurable: true }),
  );
