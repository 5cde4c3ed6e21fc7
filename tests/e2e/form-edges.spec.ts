import type { BrowserContext, Page } from '@playwright/test';
import {
  type EmailAnswer,
  expect,
  fakeEmailApi,
  fillForm,
  formReady,
  islandScript,
  openContactForm,
  submitButton,
  test,
  visitor,
} from './fixtures';
import { formStorage } from '../../src/contact/form-storage';

const DRAFT_KEY = formStorage.draft.key;
const PENDING_KEY = formStorage.waiting.key;
import { telHref } from '../../src/lib/phone';
import { isWellFormed } from '../../src/lib/text';
import { siteContent } from '../fixtures/content';

// The corners of the form found by reading its code as an attacker and an unlucky visitor would.
const { siteConfig } = siteContent;
const [first] = siteConfig.offices;
// The last office, unless the site has only one.
const second = siteConfig.offices.at(-1)!;

const mailtoOf = async (page: Page) =>
  new URL((await page.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href'))!);
const smsBodyOf = async (page: Page) => {
  const href = (await page
    .getByRole('link', { name: 'Send as text message' })
    .getAttribute('href'))!;
  return decodeURIComponent(href.slice(href.indexOf('body=') + 5));
};

const failSends = (page: Page) => fakeEmailApi(page, 500);

async function expectEveryOtherWay(page: Page) {
  const form = page.getByRole('form', { name: 'Emergency call-back request' });
  await expect(form).toBeVisible();
  await expect(page.getByText('The form could not load')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Send by e-mail' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy the request' })).toBeVisible();
  if (first.mobile)
    await expect(page.getByRole('link', { name: 'Send as text message' })).toBeVisible();
  await expect(form.locator(`a[href="${telHref(first.phone)}"]`).first()).toBeVisible();
}

test.describe('a failed send whose description is full of emoji', () => {
  // Long enough that the text message and the e-mail link must be shortened: every cut falls
  // among emoji, each two UTF-16 units, some of them sequences of several characters.
  const description = `Water everywhere 🌊💧 ${'👨‍👩‍👧‍👦🏚️💧🇨🇦 '.repeat(60)}end`;

  test('keeps the form and offers every other way, each carrying whole characters', async ({
    page,
    consoleErrors,
  }) => {
    await failSends(page);
    await openContactForm(page);
    await fillForm(page, { message: description });
    await submitButton(page).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Error Sending Request' }),
    ).toBeVisible();
    await expectEveryOtherWay(page);
    await expect(page.getByLabel('Description of Damage')).toHaveValue(description);
    await expect(page.getByText('The description is shortened to fit')).toBeVisible();
    const body = (await mailtoOf(page)).searchParams.get('body')!;
    expect(body).toContain('[Description shortened to fit]');
    expect(isWellFormed(body)).toBe(true);
    // A cut between the parts of a family or a flag would show strangers or letters.
    expect(body).not.toMatch(/‍…|🇨…/u);
    if (first.mobile) expect(isWellFormed(await smsBodyOf(page))).toBe(true);
    // The provider's 500 is logged by the browser; nothing on the page threw.
    expect(consoleErrors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual(
      [],
    );
  });
});

test.describe('the hand-off follows the form', () => {
  test('after a failed send, the links carry the corrected words and the office of the new place', async ({
    page,
  }) => {
    await failSends(page);
    await openContactForm(page);
    await fillForm(page);
    await submitButton(page).click();
    await expect(page.getByRole('link', { name: 'Send by e-mail' })).toBeVisible();
    expect((await mailtoOf(page)).searchParams.get('body')).toContain(visitor.message);

    const corrected = 'Correction: the water is in the garage, not the basement.';
    await page.getByLabel('Description of Damage').fill(corrected);
    await page.getByLabel('Property Location').fill(`8 Example Street, ${second.city}`);
    await expect
      .poll(async () => (await mailtoOf(page)).searchParams.get('body'))
      .toContain(corrected);
    const mail = await mailtoOf(page);
    expect(mail.searchParams.get('body')).not.toContain(visitor.message);
    expect(mail.searchParams.get('body')).toContain(`Office: ${second.city}`);
    expect(mail.pathname).toBe(second.inbox ?? siteConfig.email.inbox);
    if (second.mobile) {
      const sms = page.getByRole('link', { name: 'Send as text message' });
      await expect(sms).toHaveAttribute(
        'href',
        new RegExp(`^sms:\\+1${second.mobile.replace(/\D/g, '').slice(-10)}\\?`),
      );
      expect(await smsBodyOf(page)).toContain(corrected);
    }
    const otherWays = page
      .getByText('Call us now, or send the same request another way:')
      .locator('..');
    await expect(otherWays.locator('a[href^="tel:"]').first()).toHaveAttribute(
      'href',
      telHref(second.phone),
    );
  });
});

test.describe('routing by the municipality', () => {
  // A street named after a town one office serves, in the city of another: "25 Airdrie Rd, Toronto".
  const town = first.areaServed.find((place) => place !== first.city) ?? first.city;
  const location = `25 ${town} Rd, ${second.city}`;

  test(`"${location}" goes to ${second.city}`, async ({ page }) => {
    const sends = (await fakeEmailApi(page)).sent;
    await openContactForm(page);
    await fillForm(page, { location });
    await submitButton(page).click();
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    const { message, to_email } = sends[0]!.template_params;
    expect(message!.split('\n')).toContain(`Office: ${second.city}`);
    expect(to_email).toBe(second.inbox ?? siteConfig.email.inbox);
  });
});

test.describe('a request waiting for the connection', () => {
  /** Sends offline, closes the dialog; the returned function brings the connection back. */
  async function sendOfflineThenClose(page: Page, context: BrowserContext, answer: EmailAnswer) {
    const email = await fakeEmailApi(page);
    await openContactForm(page);
    await fillForm(page);
    email.answer('offline');
    await context.setOffline(true);
    await submitButton(page).click();
    await expect(page.getByText('Your request will go out by itself')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await expect(page.getByRole('dialog')).toBeHidden();
    return {
      email,
      online: async () => {
        email.answer(answer);
        await context.setOffline(false);
      },
    };
  }

  async function expectShownAndWaiting(page: Page, title: string) {
    const dialog = page.getByRole('dialog', { name: 'Get Emergency Help' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(title)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Send by e-mail' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send it now' })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue(visitor.name);
    await expect(page.getByLabel('Description of Damage')).toHaveValue(visitor.message);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), PENDING_KEY)).not.toBeNull();
  }

  test('that fails when it goes out by itself opens the dialog on the failure, and waits again', async ({
    page,
    context,
  }) => {
    const { online } = await sendOfflineThenClose(page, context, 500);
    await online();
    await expectShownAndWaiting(page, 'Your request below has not been sent.');
  });

  test('that gets no answer when it goes out by itself opens the dialog on it, unconfirmed', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    const { email, online } = await sendOfflineThenClose(page, context, 'never');
    await online();
    await expect.poll(() => email.sent.length).toBe(1);
    await page.clock.runFor(21_000);
    await expectShownAndWaiting(page, 'Your request below was not confirmed.');
    await expect(
      page.getByText('We could not confirm that your request reached us.'),
    ).toBeVisible();
    expect(email.sent).toHaveLength(1);
  });
});

test.describe('one draft across pages', () => {
  test('typed on one page, kept on the next while its form code is late, merged with what is typed there', async ({
    page,
  }) => {
    await openContactForm(page);
    await page.getByLabel('Full Name').fill(visitor.name);
    await page.getByLabel('Phone Number').fill(visitor.phone);
    await page.getByLabel('Property Location').fill(visitor.location);
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY))
      .toContain(visitor.phone);

    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route(`**${islandScript()}*`, async (route) => {
      await held;
      await route.continue();
    });
    const service = siteContent.services[0]!;
    await page.goto(`/services/${service.slug}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Get Emergency Help' }).click();
    // Before the form's code: the kept words are already in the fields.
    await expect(page.getByLabel('Full Name')).toHaveValue(visitor.name);
    await expect(page.getByLabel('Phone Number')).toHaveValue(visitor.phone);
    await page.getByLabel('Description of Damage').pressSequentially('W');
    release();
    await formReady(page);
    await expect(page.getByLabel('Full Name')).toHaveValue(visitor.name);
    await expect(page.getByLabel('Phone Number')).toHaveValue(visitor.phone);
    await expect(page.getByLabel('Property Location')).toHaveValue(visitor.location);
    await expect(page.getByLabel('Description of Damage')).toHaveValue('W');
  });
});
