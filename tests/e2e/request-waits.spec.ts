import type { BrowserContext, Page } from '@playwright/test';
import {
  type EmailAnswer,
  expect,
  fakeEmailApi,
  fillForm,
  formReady,
  openContactForm,
  submitButton,
  test,
  visitor,
  formText,
  passTime,
  referenceIn,
  REFUSED,
  holdTime,
} from './fixtures';
import { expectValuesKept, loseConnection, storedSends, toast } from './request';

/** A request sent with no connection waits for one, and goes once, or when the visitor says. */

test.describe('a request that failed offline', () => {
  /**
   * Fills the form and sends it with the connection gone. Sends are recorded while online (and
   * held, if asked); while offline they fail, as on a phone (a route handler would otherwise
   * still answer).
   */
  async function sendOffline(page: Page, context: BrowserContext, { hold = false } = {}) {
    const email = await fakeEmailApi(page);
    if (hold) email.hold();
    const network = {
      bodies: email.sent,
      release: () => email.release(),
      setOnline: async (online: boolean) => {
        email.answer(online ? 'ok' : 'offline');
        await context.setOffline(!online);
      },
    };
    await openContactForm(page);
    await fillForm(page);
    await network.setOnline(false);
    await submitButton(page).click();
    return network;
  }

  /**
   * Waits, from now, for the next `online` event: the returned function resolves once every
   * listener of that event has run and the page has drawn what followed.
   */
  async function nextOnline(page: Page) {
    await page.evaluate(() => {
      const handled = new Promise<void>((done) =>
        addEventListener('online', () => requestAnimationFrame(() => setTimeout(done)), {
          once: true,
        }),
      );
      Object.defineProperty(window, '__onlineHandled', { value: handled, configurable: true });
    });
    return () =>
      page.evaluate(
        () => (window as unknown as { __onlineHandled: Promise<void> }).__onlineHandled,
      );
  }

  test('goes out by itself, once, when the connection returns, and shows what happens next', async ({
    page,
    context,
  }) => {
    const network = await sendOffline(page, context, { hold: true });
    await expect(page.getByText(formText.offline.text)).toBeVisible();
    await expectValuesKept(page);
    await network.setOnline(true);
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    // The connection drops and returns again while the request is on its way.
    await page.evaluate(() => dispatchEvent(new Event('online')));
    await page.evaluate(() => dispatchEvent(new Event('online')));
    // The e-mail code may still be on its way: the request leaves once it has arrived.
    await expect.poll(() => network.bodies.length).toBe(1);
    network.release();
    await expect(page.getByRole('heading', { name: formText.sent.heading })).toBeVisible();
    await expect(toast(page)).toContainText('Request Sent Successfully!');
    expect(network.bodies).toHaveLength(1);
    expect(JSON.parse((await storedSends(page)) ?? '[]')).toHaveLength(1);
  });

  test('is not sent when the visitor cancels the wait', async ({ page, context }) => {
    const network = await sendOffline(page, context);
    await page.getByRole('button', { name: formText.offline.cancel }).click();
    await expect(page.getByText(formText.offline.text)).toBeHidden();
    const handled = await nextOnline(page);
    await network.setOnline(true);
    await handled();
    await expect(submitButton(page)).toBeEnabled();
    expect(network.bodies).toHaveLength(0);
    await expectValuesKept(page);
  });

  test('after a reload it is shown, and goes only when the visitor says so', async ({ page }) => {
    await openContactForm(page);
    await fillForm(page);
    await loseConnection(page);
    await submitButton(page).click();
    await expect(page.getByText(formText.offline.title)).toBeVisible();
    const email = await fakeEmailApi(page);
    email.hold();
    const bodies = email.sent;
    // The page comes back with the connection.
    await page.reload();
    await formReady(page);
    const notice = page
      .getByRole('dialog')
      .getByRole('status')
      .filter({ hasText: formText.waited.notSent });
    await expect(notice).toBeFocused();
    await expectValuesKept(page);
    expect(bodies).toHaveLength(0);
    await page.getByRole('button', { name: formText.waited.send }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    email.release();
    await expect(page.getByRole('heading', { name: formText.sent.heading })).toBeVisible();
    expect(bodies).toHaveLength(1);
    // Sent, it no longer waits: a reload finds nothing to send.
    await page.reload();
    await formReady(page);
    await expect(page.getByRole('button', { name: formText.waited.send })).toHaveCount(0);
    await expect(page.getByLabel('Full Name')).toHaveValue('');
  });

  test('a send that left and got no answer, the connection then lost, goes again when it returns, under its reference, marked as a repeat', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    const email = await fakeEmailApi(page, 'never');
    const bodies = email.sent;
    await openContactForm(page);
    await fillForm(page);
    await holdTime(page);
    await submitButton(page).click();
    await expect.poll(() => bodies.length).toBe(1);
    await context.setOffline(true);
    email.answer('offline');
    await passTime(page, 25_000);
    await expect(page.getByText(formText.offline.text)).toBeVisible();
    expect(bodies).toHaveLength(1);
    email.answer('ok');
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: formText.sent.heading })).toBeVisible();
    expect(bodies).toHaveLength(2);
    expect(referenceIn(bodies[1]!)).toBe(referenceIn(bodies[0]!));
    expect(bodies[1]!.template_params.message).toMatch(/Repeat: try 2 of this request/);
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
    await expect(page.getByText(formText.offline.text)).toBeVisible();
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
    await expect(dialog.getByRole('link', { name: formText.otherWays.email })).toBeVisible();
    await expect(dialog.getByRole('button', { name: formText.waited.send })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue(visitor.name);
    await expect(page.getByLabel('Description of Damage')).toHaveValue(visitor.message);
  }

  test('that fails when it goes out by itself opens the dialog on the failure, and waits again', async ({
    page,
    context,
  }) => {
    const { online } = await sendOfflineThenClose(page, context, REFUSED);
    await online();
    await expectShownAndWaiting(page, formText.waited.notSent);
  });

  test('that gets no answer when it goes out by itself is tried again by the page, under its reference, and goes', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    const { email, online } = await sendOfflineThenClose(page, context, 'never');
    await holdTime(page);
    await online();
    await expect.poll(() => email.sent.length).toBe(1);
    email.answer('ok');
    await passTime(page, 24_000);
    await expect.poll(() => email.delivered.length).toBe(1);
    expect(email.sent).toHaveLength(2);
    expect(referenceIn(email.sent[1]!)).toBe(referenceIn(email.sent[0]!));
    // Sent: the clock may flow again for the dialog the visitor opens.
    await page.clock.resume();
    await page.getByRole('banner').getByRole('button', { name: 'Get Emergency Help' }).click();
    await expect(page.getByRole('heading', { name: formText.sent.heading })).toBeVisible();
  });
});
