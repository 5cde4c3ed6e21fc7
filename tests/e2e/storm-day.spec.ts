import type { Browser, Page } from '@playwright/test';
import {
  emailStandIn,
  expect,
  fakeEmailApi,
  fillForm,
  formText,
  openContactForm,
  passTime,
  referenceIn,
  REFUSED,
  referenceShown,
  submitButton,
  test,
  visitor,
  holdTime,
  hideAutomation,
} from './fixtures';
import { expectValuesKept, mailtoOf, toast } from './request';
import { telHref } from '../../src/lib/phone';

/**
 * A storm's busiest hour: EmailJS throttled or down, the account refused, answers lost, tabs and
 * visitors at once. Every wait is on the page's clock (`page.clock`), moved by the test.
 */

const sentHeading = (page: Page) => page.getByRole('heading', { name: formText.sent.heading });

test('two answers of 429, then OK: the page sends it by itself, once, with no second press', async ({
  page,
}) => {
  await page.clock.install();
  const api = await fakeEmailApi(page);
  api.next(429, 429);
  await openContactForm(page);
  await fillForm(page);
  await holdTime(page);
  await submitButton(page).click();
  await expect(toast(page)).toContainText('Error Sending Request');
  await expect(page.getByText(formText.retrying.throttled)).toBeVisible();
  await passTime(page, 10_000);
  await expect(sentHeading(page)).toBeVisible();
  await expect(toast(page)).toContainText('Request Sent Successfully!');
  expect(api.sent).toHaveLength(3);
  expect(api.delivered).toHaveLength(1);
  expect(new Set(api.sent.map(referenceIn)).size).toBe(1);
});

test('EmailJS down (503) for 15 seconds: sent once it is back, with back-off, not a try every second', async ({
  page,
}) => {
  await page.clock.install();
  const api = await fakeEmailApi(page, 503);
  await openContactForm(page);
  await fillForm(page);
  await holdTime(page);
  await submitButton(page).click();
  await expect(page.getByText(formText.retrying.down)).toBeVisible();
  await passTime(page, 15_000);
  // Waits of 1-2 s, 2-4 s, 4-8 s, 8-16 s: three to five tries in 15 seconds, not fifteen.
  expect(api.sent.length).toBeGreaterThanOrEqual(3);
  expect(api.sent.length).toBeLessThanOrEqual(5);
  api.answer('ok');
  await passTime(page, 20_000);
  await expect(sentHeading(page)).toBeVisible();
  expect(api.delivered).toHaveLength(1);
});

test('the Retry-After EmailJS asks for is waited', async ({ page }) => {
  await page.clock.install();
  const api = await fakeEmailApi(page);
  api.next({ status: 429, retryAfter: 30 });
  await openContactForm(page);
  await fillForm(page);
  await holdTime(page);
  await submitButton(page).click();
  await expect(page.getByText(formText.retrying.throttled)).toBeVisible();
  await passTime(page, 29_000);
  expect(api.sent).toHaveLength(1);
  await passTime(page, 2_000);
  await expect(sentHeading(page)).toBeVisible();
  expect(api.sent).toHaveLength(2);
});

/** A visitor in a browser of their own, on the landing page, the form filled and a clock installed. */
async function visitorAt(browser: Browser, baseURL: string, name: string) {
  const context = await browser.newContext({ baseURL });
  await hideAutomation(context);
  const page = await context.newPage();
  await page.clock.install();
  await openContactForm(page);
  await fillForm(page, { name });
  return { context, page };
}

test('ten visitors pressing at the same moment against one request a second: all ten arrive, each once', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  let now = 0;
  const api = emailStandIn({ onePerSecond: () => now });
  const names = Array.from({ length: 10 }, (_, i) => `Storm Visitor ${i + 1}`);
  const visitors = await Promise.all(
    names.map(async (name) => {
      const one = await visitorAt(browser, baseURL!, name);
      await api.attach(one.page);
      return one;
    }),
  );
  // The same moment on every page's clock, then every button pressed.
  const moment = new Date(Date.now() + 60_000);
  for (const { page } of visitors) await page.clock.pauseAt(moment);
  await Promise.all(visitors.map(({ page }) => submitButton(page).click()));
  // Time passes for all of them together, half a second at a time.
  for (let step = 0; step < 600 && api.delivered.length < names.length; step++) {
    await Promise.all(visitors.map(({ page }) => page.clock.runFor(500)));
    now += 500;
  }
  const arrived = api.delivered.map((send) => send.template_params.from_name);
  expect(arrived.toSorted()).toEqual(names.toSorted());
  for (const { page } of visitors) await expect(sentHeading(page)).toBeVisible();
  for (const { context } of visitors) await context.close();
});

// @company: the three-office company's build names a second route; the site's names none.
test.describe('EmailJS refuses the account (412)', { tag: '@company' }, () => {
  test('the same route is never tried again; the second route, where set, once; the office’s line first; every word kept', async ({
    page,
    site,
    fallbackRoute,
  }) => {
    await page.clock.install();
    // The first route refuses; a second, where the build names one, takes it.
    const api = emailStandIn({ byService: { local_outbox: REFUSED } });
    await api.attach(page);
    await openContactForm(page);
    await fillForm(page);
    await holdTime(page);
    await submitButton(page).click();
    if (fallbackRoute) {
      await expect(sentHeading(page)).toBeVisible();
      expect(api.sent.map((send) => send.service_id)).toEqual(['local_outbox', 'local_fallback']);
      expect(api.sent[1]!.template_params.message).toContain(
        'Sent by the second e-mail route: the first refused it (EmailJS answered 412)',
      );
      expect(referenceIn(api.sent[1]!)).toBe(referenceIn(api.sent[0]!));
      expect(await referenceShown(page.getByRole('dialog'))).toBe(referenceIn(api.sent[0]!));
      return;
    }
    await expect(toast(page)).toContainText('Error Sending Request');
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByRole('alert').filter({ hasText: formText.refused.title }),
    ).toBeVisible();
    await expect(dialog).not.toContainText(formText.retrying.title);
    await expect(
      dialog.locator(`a[href="${telHref(site.offices[0].phone)}"]`).first(),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: formText.otherWays.email })).toBeVisible();
    await passTime(page, 120_000);
    expect(api.sent).toHaveLength(1);
    await expectValuesKept(page);
    // Typed after the failure, key by key: the hand-off carries it.
    await page.getByLabel('Description of Damage').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Water rising.');
    await expect(page.getByLabel('Description of Damage')).toHaveValue(
      `${visitor.message} Water rising.`,
    );
    expect((await mailtoOf(page)).searchParams.get('body')).toContain('Water rising.');
  });

  test('the second route refusing too: each route tried once, and the visitor told that sending again will not help', async ({
    page,
    fallbackRoute,
  }) => {
    test.skip(!fallbackRoute, 'the build names no second route');
    await page.clock.install();
    const api = emailStandIn({ byService: { local_outbox: REFUSED, local_fallback: REFUSED } });
    await api.attach(page);
    await openContactForm(page);
    await fillForm(page);
    await holdTime(page);
    await submitButton(page).click();
    await expect(page.getByText(formText.refused.title)).toBeVisible();
    await passTime(page, 60_000);
    expect(api.sent.map((send) => send.service_id)).toEqual(['local_outbox', 'local_fallback']);
  });
});

test('two tabs sending the same words while EmailJS takes three seconds: one e-mail, one reference', async ({
  context,
  page,
}) => {
  const api = await fakeEmailApi(page);
  api.hold();
  await hideAutomation(context);
  const second = await context.newPage();
  await api.attach(second);
  await openContactForm(page);
  await fillForm(page);
  await openContactForm(second);
  await fillForm(second);
  await submitButton(page).click();
  await expect.poll(() => api.sent.length).toBe(1);
  await submitButton(second).click();
  await expect(second.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  expect(api.sent).toHaveLength(1);
  api.release();
  await expect(sentHeading(page)).toBeVisible();
  await expect(sentHeading(second)).toBeVisible();
  expect(api.sent).toHaveLength(1);
  const reference = referenceIn(api.sent[0]!);
  expect(await referenceShown(page.getByRole('dialog'))).toBe(reference);
  expect(await referenceShown(second.getByRole('dialog'))).toBe(reference);
});
