import {
  expect,
  fakeEmailApi,
  fillForm,
  islandScript,
  openContactForm,
  submitButton,
  test,
  visitor,
  formText,
  REFUSED,
} from './fixtures';
import {
  expectEveryOtherWay,
  expectToast,
  expectValuesKept,
  failSends,
  first,
  mailtoOf,
  second,
  siteConfig,
  smsBodyOf,
  storedSends,
  toast,
} from './request';
import { telHref } from '../../src/lib/phone';
import { specStorageKeys } from '../../src/domain/spec-strings';
import { isWellFormed } from '../../src/lib/text';

/** A request that cannot go out: the visitor is told, keeps every word and gets every other way. */

test.describe('when the request cannot go out', () => {
  test('offline: the values stay, text-message and e-mail links carry the request, and nothing counts against the limit', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openContactForm(page);
    await fillForm(page);
    await context.setOffline(true);
    await submitButton(page).click();
    await expectToast(page, 'Error Sending Request', 'Please try again');
    await expectValuesKept(page);
    expect(await storedSends(page)).toBeNull();

    // The visitor's location names the first office: the text message goes to its mobile, and
    // only its: the e-mail and the call come first for it too.
    const [office] = siteConfig.offices;
    const mobile = office.mobile;

    const sms = page.getByRole('link', { name: formText.otherWays.sms });
    if (mobile) {
      const smsHref = (await sms.getAttribute('href'))!;
      expect(smsHref.startsWith(`${telHref(mobile).replace('tel:', 'sms:')}?body=`)).toBe(true);
      const smsBody = decodeURIComponent(smsHref.slice(smsHref.indexOf('body=') + 5));
      for (const part of [visitor.name, visitor.phone, visitor.location, visitor.message])
        expect(smsBody).toContain(part);
    } else {
      await expect(sms).toHaveCount(0);
    }

    const mail = new URL(
      (await page.getByRole('link', { name: formText.otherWays.email }).getAttribute('href'))!,
    );
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe(office.inbox ?? siteConfig.email.inbox);
    expect(mail.searchParams.get('subject')).toBe(`Emergency Contact: ${visitor.typeLabel}`);
    expect(mail.searchParams.get('body')).toContain(visitor.message);

    await page.getByRole('button', { name: formText.otherWays.copy }).click();
    await expect(page.getByText(formText.otherWays.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(visitor.message);
  });
});

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
    await expect(page.getByText(formText.otherWays.shortened)).toBeVisible();
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
    await expect(page.getByRole('link', { name: formText.otherWays.email })).toBeVisible();
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
      const sms = page.getByRole('link', { name: formText.otherWays.sms });
      await expect(sms).toHaveAttribute(
        'href',
        new RegExp(`^sms:\\+1${second.mobile.replace(/\D/g, '').slice(-10)}\\?`),
      );
      expect(await smsBodyOf(page)).toContain(corrected);
    }
    const otherWays = page.getByText(formText.otherWays.lead).locator('..');
    await expect(otherWays.locator('a[href^="tel:"]').first()).toHaveAttribute(
      'href',
      telHref(second.phone),
    );
  });
});

test.describe('when the e-mail code is slow to arrive', () => {
  test('a send whose code did not arrive in 20 seconds failed, and nothing goes out later', async ({
    page,
  }) => {
    await page.clock.install();
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    // Every script chunk besides the island's: the sending code, and the offices' (the send waits 3 s for it).
    await page.route(
      (url) => /\/assets\/.+\.js$/.test(url.pathname) && url.pathname !== islandScript(),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const sends = (await fakeEmailApi(page)).sent;
    await openContactForm(page);
    await fillForm(page);
    await submitButton(page).click();
    await page.clock.runFor(19_000);
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await page.clock.runFor(6_000);
    await expectToast(page, 'Error Sending Request', 'Please try again');
    await expect(page.getByText(formText.unconfirmed.title)).toHaveCount(0);
    await expect(page.getByRole('link', { name: formText.otherWays.email })).toBeVisible();
    await expectValuesKept(page);
    release();
    await submitButton(page).click();
    await expect(page.getByRole('heading', { name: formText.sent.heading })).toBeVisible();
    expect(sends).toHaveLength(1);
  });
});

test.describe('in a headless browser', () => {
  test.use({ realBrowser: false });

  test('the SDK refuses to send (451) and the visitor sees the error toast', async ({ page }) => {
    const sends = (await fakeEmailApi(page)).sent;
    await openContactForm(page);
    await fillForm(page);
    await submitButton(page).click();
    await expectToast(page, 'Error Sending Request', 'Please try again');
    expect(sends).toHaveLength(0);
    await expectValuesKept(page);
  });
});

test.describe('rate limits', () => {
  test('a second send within 60 seconds is refused with the seconds left', async ({ page }) => {
    const now = new Date('2026-11-23T10:00:00Z').getTime();
    await page.clock.setFixedTime(now);
    await page.addInitScript(([key, last]) => localStorage.setItem(key, JSON.stringify([last])), [
      specStorageKeys.rateLimit,
      now - 15_200,
    ] as const);
    const sends = (await fakeEmailApi(page)).sent;
    await openContactForm(page);
    await fillForm(page);
    await submitButton(page).click();
    await expectToast(page, 'Please Wait', 'Please wait 45 seconds before submitting again');
    await expectValuesKept(page);
    expect(sends).toHaveLength(0);
  });

  test('a sixth send within an hour is refused', async ({ page }) => {
    await page.addInitScript((key) => {
      const now = Date.now();
      localStorage.setItem(key, JSON.stringify([50, 40, 30, 20, 10].map((m) => now - m * 60_000)));
    }, specStorageKeys.rateLimit);
    await openContactForm(page);
    await fillForm(page);
    await submitButton(page).click();
    await expectToast(page, 'Please Wait', 'Too many submissions. Please try again in an hour.');
    await expectValuesKept(page);
  });

  test('only one toast is visible at a time', async ({ page }) => {
    const email = await fakeEmailApi(page, REFUSED);
    await openContactForm(page);
    await fillForm(page);
    await submitButton(page).click();
    await expect(toast(page)).toContainText('Error Sending Request');
    email.answer('ok');
    await submitButton(page).click();
    await expect(toast(page)).toContainText('Request Sent Successfully!');
    await expect(toast(page)).toHaveCount(1);
    await page.getByRole('button', { name: formText.sent.another }).click();
    await fillForm(page);
    await submitButton(page).click();
    await expect(toast(page)).toContainText('Please Wait');
    await expect(toast(page)).toHaveCount(1);
    await expect(page.getByRole('dialog').getByRole('alert')).toContainText('Please wait');
  });

  test('a stored value that is not a list of numbers is ignored', async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript(
      (key) => localStorage.setItem(key, '{"not":"a list"}'),
      specStorageKeys.rateLimit,
    );
    await fakeEmailApi(page);
    await openContactForm(page);
    await fillForm(page);
    await submitButton(page).click();
    await expect(toast(page)).toContainText('Request Sent Successfully!');
    expect(JSON.parse((await storedSends(page)) ?? 'null')).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });
});
