import type { BrowserContext, Page } from '@playwright/test';
import {
  expect,
  fakeEmailApi,
  fillForm,
  formReady,
  islandScript,
  openContactForm,
  referenceShown,
  submitButton,
  test,
  visitor,
} from './fixtures';
import { LOCAL_EMAIL_SETTINGS } from '../../src/config/email-settings';
import { formStorage } from '../../src/contact/form-storage';

const DRAFT_KEY = formStorage.draft.key;
const PENDING_KEY = formStorage.waiting.key;
import { callBackWithin, outsideBusinessHours } from '../../src/content/promises';
import { telHref } from '../../src/lib/phone';
import { siteContent } from '../fixtures/content';

const { siteConfig } = siteContent;

/** The toast on screen: a status or an alert with its dismiss button. */
const toast = (page: Page) =>
  page
    .getByRole('status')
    .or(page.getByRole('alert'))
    .filter({ has: page.getByRole('button', { name: 'Dismiss notification' }) });

async function expectToast(page: Page, title: string, description: string | RegExp) {
  await expect(toast(page)).toHaveCount(1);
  await expect(toast(page)).toContainText(title);
  await expect(toast(page)).toContainText(description);
}

async function expectValuesKept(page: Page) {
  await expect(page.getByLabel('Full Name')).toHaveValue(visitor.name);
  await expect(page.getByLabel('Description of Damage')).toHaveValue(visitor.message);
  await expect(submitButton(page)).toBeEnabled();
}

const storedSends = (page: Page) =>
  page.evaluate(() => localStorage.getItem('contactFormRateLimit'));

test.describe('a visitor requests a call back', () => {
  test('success sends the exact payload, resets the form and shows what happens next', async ({
    page,
    consoleErrors,
  }) => {
    const { requests } = await fakeEmailApi(page);
    await openContactForm(page);
    await expect(page.getByRole('dialog')).toContainText(outsideBusinessHours(siteConfig.response));
    await fillForm(page);
    await submitButton(page).click();
    await expectToast(
      page,
      'Request Sent Successfully!',
      `We'll contact you ${callBackWithin(siteConfig.response)}`,
    );

    expect(requests).toHaveLength(1);
    const body = requests[0]!.postDataJSON();
    // The test build sends to the local outbox, whatever ids the environment holds.
    expect(body).toMatchObject({
      service_id: LOCAL_EMAIL_SETTINGS.serviceId,
      template_id: LOCAL_EMAIL_SETTINGS.templateId,
    });
    const params = body.template_params;
    expect(params).toMatchObject({
      to_email: siteConfig.offices[0].inbox ?? siteConfig.email.inbox,
      reply_to: visitor.email,
      from_name: visitor.name,
      subject: `Emergency Contact: ${visitor.typeLabel}`,
    });
    const reference = await referenceShown(page.getByRole('dialog'));
    expect(reference).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    for (const line of [
      `Reference: ${reference}`,
      `Name: ${visitor.name}`,
      `Phone: ${visitor.phone}`,
      `Email: ${visitor.email}`,
      `Property Location: ${visitor.location}`,
      `Emergency Type: ${visitor.typeLabel}`,
      visitor.message,
    ]) {
      expect(params.message).toContain(line);
    }
    expect(params.message).toMatch(/^Submitted: \w+day, \w+ \d{1,2}, \d{4} at .+ \(.+\)$/m);

    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeFocused();
    // The call-back promise says when business hours are, and what happens outside them.
    await expect(page.getByRole('dialog').getByText(/^Business hours:/)).toHaveText(
      `Business hours: ${siteConfig.response.businessHours}. A request sent outside them is called back when they begin; the 24/7 lines send a crew at any hour.`,
    );
    await expect(
      page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'Shut off the water main' }),
    ).toBeVisible();
    // What happens next offers the office's line, in view.
    await expect(
      page
        .getByRole('region', { name: 'What happens next' })
        .locator(`a[href="${telHref(siteConfig.offices[0].phone)}"]`)
        .first(),
    ).toBeInViewport();
    expect(JSON.parse((await storedSends(page)) ?? '[]')).toHaveLength(1);
    // No word of the request stays in the browser once it is sent.
    const stored = await page.evaluate(() =>
      JSON.stringify([{ ...localStorage }, { ...sessionStorage }]),
    );
    for (const word of [
      visitor.name,
      visitor.phone,
      visitor.email,
      '12 Example Road',
      'pipe burst',
    ])
      expect(stored).not.toContain(word);

    await page.getByRole('button', { name: 'Send another request' }).click();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Description of Damage')).toHaveValue('');
    expect(consoleErrors).toEqual([]);
  });

  test('without an e-mail, replies go to the no-reply address and the message says so', async ({
    page,
  }) => {
    const email = await fakeEmailApi(page);
    await openContactForm(page);
    await fillForm(page, { email: '' });
    await submitButton(page).click();
    await expect(toast(page)).toContainText('Request Sent Successfully!');
    const params = email.sent[0]!.template_params;
    expect(params.reply_to).toBe(siteConfig.email.noReply);
    expect(params.message).toContain('Email: Not provided');
  });

  test('the local outbox answers a request when no EmailJS account is set', async ({ page }) => {
    await openContactForm(page);
    await fillForm(page);
    await submitButton(page).click();
    await expect(toast(page)).toContainText('Request Sent Successfully!');
  });

  test('shows "Sending..." on a disabled button, and two presses in the same instant send once', async ({
    page,
  }) => {
    const email = await fakeEmailApi(page);
    email.hold();
    await openContactForm(page);
    await fillForm(page);
    // Both before the page can redraw the button disabled: only the send guard stops the second.
    await page
      .getByRole('form', { name: 'Emergency call-back request' })
      .evaluate((form: HTMLFormElement) => {
        form.requestSubmit();
        form.requestSubmit();
      });
    const sending = page.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    await expect.poll(() => email.sent.length).toBe(1);
    email.release();
    await expect(toast(page)).toContainText('Request Sent Successfully!');
    expect(email.sent).toHaveLength(1);
  });

  test('closing the dialog during a send and opening it again shows the send, then its result', async ({
    page,
  }) => {
    const email = await fakeEmailApi(page);
    email.hold();
    await openContactForm(page);
    await fillForm(page);
    await submitButton(page).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: 'Get Emergency Help' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    email.release();
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await page.getByRole('button', { name: 'Send another request' }).click();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
  });

  for (const status of [400, 403, 412, 422, 429, 500, 503]) {
    test(`an HTTP ${status} from the provider shows the error toast and keeps every value`, async ({
      page,
    }) => {
      await fakeEmailApi(page, status);
      await openContactForm(page);
      await fillForm(page);
      await submitButton(page).click();
      await expectToast(
        page,
        'Error Sending Request',
        'Please try again or call us directly for immediate assistance',
      );
      await expectValuesKept(page);
      expect(await storedSends(page)).toBeNull();
    });
  }

  test('a network error shows the error toast and keeps every value', async ({ page }) => {
    await fakeEmailApi(page, 'offline');
    await openContactForm(page);
    await fillForm(page);
    await submitButton(page).click();
    await expectToast(page, 'Error Sending Request', 'Please try again or call us directly');
    await expectValuesKept(page);
  });

  test('a send with no answer in 20 seconds may have arrived: the form gives its reference and the phones, and a resend keeps it', async ({
    page,
  }) => {
    await page.clock.install();
    // The first send is never answered; the second is.
    const email = await fakeEmailApi(page, 'never');
    const bodies = email.sent;
    await openContactForm(page);
    await fillForm(page);
    await submitButton(page).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await page.clock.runFor(19_000);
    await expect(toast(page)).toHaveCount(0);
    await page.clock.runFor(1_500);
    await expectToast(page, 'Request Not Confirmed', 'It may still reach us');
    await expect(toast(page)).not.toContainText(/try again/i);
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText('We could not confirm that your request reached us.'),
    ).toBeVisible();
    const reference = await referenceShown(dialog);
    expect(reference).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    for (const office of siteConfig.offices)
      await expect(dialog.locator(`a[href="${telHref(office.phone)}"]`)).not.toHaveCount(0);
    await expectValuesKept(page);
    expect(await storedSends(page)).toBeNull();

    email.answer('ok');
    await submitButton(page).click();
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    expect(await referenceShown(dialog)).toBe(reference);
    expect(bodies).toHaveLength(2);
    for (const body of bodies)
      expect(body.template_params.message).toContain(`Reference: ${reference}`);
  });

  test('a changed request gets a new reference', async ({ page }) => {
    const { sent: bodies } = await fakeEmailApi(page, 500);
    await openContactForm(page);
    await fillForm(page);
    await submitButton(page).click();
    await expectToast(page, 'Error Sending Request', 'Please try again');
    await submitButton(page).click();
    await expect.poll(() => bodies.length).toBe(2);
    await page.getByLabel('Description of Damage').fill(`${visitor.message} Now the garage too.`);
    await submitButton(page).click();
    await expect.poll(() => bodies.length).toBe(3);
    const references = bodies.map(
      (body) => /Reference: (\w+)/.exec(body.template_params.message!)?.[1],
    );
    expect(references[1]).toBe(references[0]);
    expect(references[2]).not.toBe(references[0]);
  });

  test('the SDK refuses to send a reply-to that is the company inbox (403)', async ({ page }) => {
    const sends = (await fakeEmailApi(page)).sent;
    await openContactForm(page);
    await fillForm(page, { email: siteConfig.email.inbox });
    await submitButton(page).click();
    await expectToast(page, 'Error Sending Request', 'Please try again');
    await expectValuesKept(page);
    expect(sends).toHaveLength(0);
  });

  test('the honeypot shows success, sends nothing, resets nothing and records nothing', async ({
    page,
  }) => {
    const sends = (await fakeEmailApi(page)).sent;
    await openContactForm(page);
    await fillForm(page);
    const honeypot = page.locator('input[name="company"]');
    await expect(honeypot).toBeHidden();
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.getAttribute('autocomplete')).toBe('off');
    await honeypot.evaluate((input: HTMLInputElement) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, 'Acme Bots');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await submitButton(page).click();
    await expectToast(
      page,
      'Request Sent Successfully!',
      `We'll contact you ${callBackWithin(siteConfig.response)}`,
    );
    expect(sends).toHaveLength(0);
    await expectValuesKept(page);
    expect(await storedSends(page)).toBeNull();
  });
});

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

    const sms = page.getByRole('link', { name: 'Send as text message' });
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
      (await page.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href'))!,
    );
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe(office.inbox ?? siteConfig.email.inbox);
    expect(mail.searchParams.get('subject')).toBe(`Emergency Contact: ${visitor.typeLabel}`);
    expect(mail.searchParams.get('body')).toContain(visitor.message);

    await page.getByRole('button', { name: 'Copy the request' }).click();
    await expect(page.getByText('Copied: paste it')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(visitor.message);
  });
});

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
    await expect(page.getByText('Your request will go out by itself')).toBeVisible();
    await expectValuesKept(page);
    await network.setOnline(true);
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    // The connection drops and returns again while the request is on its way.
    await page.evaluate(() => dispatchEvent(new Event('online')));
    await page.evaluate(() => dispatchEvent(new Event('online')));
    // The e-mail code may still be on its way: the request leaves once it has arrived.
    await expect.poll(() => network.bodies.length).toBe(1);
    network.release();
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(toast(page)).toContainText('Request Sent Successfully!');
    expect(network.bodies).toHaveLength(1);
    expect(JSON.parse((await storedSends(page)) ?? '[]')).toHaveLength(1);
  });

  test('is not sent when the visitor cancels the wait', async ({ page, context }) => {
    const network = await sendOffline(page, context);
    await page.getByRole('button', { name: 'Cancel automatic sending' }).click();
    await expect(page.getByText('Your request will go out by itself')).toBeHidden();
    const handled = await nextOnline(page);
    await network.setOnline(true);
    await handled();
    await expect(submitButton(page)).toBeEnabled();
    expect(network.bodies).toHaveLength(0);
    await expectValuesKept(page);
  });

  test('after a reload it is shown, and goes only when the visitor says so', async ({ page }) => {
    // What a reload finds while a request waits: the draft, and the note that it waits.
    await page.addInitScript(
      ([draftKey, pendingKey, draft]) => {
        if (sessionStorage.getItem(pendingKey) !== null || sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        sessionStorage.setItem(draftKey, JSON.stringify(draft));
        sessionStorage.setItem(pendingKey, '1');
      },
      [
        DRAFT_KEY,
        PENDING_KEY,
        {
          name: visitor.name,
          phone: visitor.phone,
          email: visitor.email,
          location: visitor.location,
          emergencyType: visitor.type,
          message: visitor.message,
        },
      ] as const,
    );
    const email = await fakeEmailApi(page);
    email.hold();
    const bodies = email.sent;
    await page.goto('/');
    await formReady(page);
    const notice = page
      .getByRole('dialog')
      .getByRole('status')
      .filter({ hasText: 'has not been sent' });
    await expect(notice).toBeFocused();
    await expectValuesKept(page);
    expect(bodies).toHaveLength(0);
    await page.getByRole('button', { name: 'Send it now' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    email.release();
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), PENDING_KEY)).toBeNull();
  });

  test('a send that left and got no answer is never sent again by itself', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    const { sent: bodies } = await fakeEmailApi(page, 'never');
    await openContactForm(page);
    await fillForm(page);
    await submitButton(page).click();
    await expect.poll(() => bodies.length).toBe(1);
    await context.setOffline(true);
    await page.clock.runFor(21_000);
    await expect(
      page.getByText('We could not confirm that your request reached us.'),
    ).toBeVisible();
    await expect(page.getByText('Your request will go out by itself')).toHaveCount(0);
    const handled = await nextOnline(page);
    await context.setOffline(false);
    await handled();
    await expect(submitButton(page)).toBeEnabled();
    expect(bodies).toHaveLength(1);
  });
});

test.describe('when the e-mail code is slow to arrive', () => {
  test('a send whose code did not arrive in 20 seconds failed, and nothing goes out later', async ({
    page,
  }) => {
    await page.clock.install();
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    // The SDK is the page's one script chunk besides the island's.
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
    await expect(page.getByText('We could not confirm')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Send by e-mail' })).toBeVisible();
    await expectValuesKept(page);
    release();
    await submitButton(page).click();
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    expect(sends).toHaveLength(1);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('pressing send never puts the request in the address, even on a host without the CSP', async ({
    page,
  }) => {
    // A host that sends no Content-Security-Policy, whose form-action would stop the send.
    await page.route('/', async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers });
    });
    await page.goto('/');
    // With scripts off every opener is a link to the dialog's fragment (src/inline/no-script.css).
    await page.getByRole('banner').getByRole('link', { name: 'Get Emergency Help' }).click();
    await page.locator('input[name="name"]').fill(visitor.name);
    await page.locator('input[name="phone"]').fill(visitor.phone);
    await page.locator('input[name="location"]').fill(visitor.location);
    await page.locator('select[name="emergencyType"]').selectOption(visitor.type);
    await page.locator('textarea[name="message"]').fill(visitor.message);
    const submitted = page.waitForRequest((request) => request.isNavigationRequest());
    await submitButton(page).click();
    const request = await submitted;
    expect(request.method()).toBe('POST');
    expect(new URL(request.url()).search).toBe('');
  });
});

test.describe('each request goes to its office', () => {
  // A postal code alone names its province, and so the first office there.
  const cases = siteConfig.offices
    .filter((office, i, all) => all.findIndex((o) => o.region === office.region) === i)
    .map((office) => ({
      location: `100 Example Street, ${office.postalCode}`,
      office,
      others: siteConfig.offices.filter((other) => other.region !== office.region),
    }));

  for (const { location, office, others } of cases) {
    test(`a request for "${location}" names ${office.city} and puts its line first`, async ({
      page,
    }) => {
      const sends = (await fakeEmailApi(page)).sent;
      await openContactForm(page);
      await fillForm(page, { location });
      await submitButton(page).click();
      await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
      const message = sends[0]!.template_params.message!;
      const officeLine = message.split('\n').find((line) => line.startsWith('Office:'));
      expect(officeLine).toMatch(new RegExp(`^Office: ${office.city}\\b`));
      for (const other of others) expect(officeLine).not.toContain(other.city);
      expect(sends[0]!.template_params.to_email).toBe(office.inbox ?? siteConfig.email.inbox);
      const callLinks = page
        .getByRole('region', { name: 'What happens next' })
        .locator('a[href^="tel:"]');
      await expect(callLinks.first()).toHaveAttribute('href', telHref(office.phone));
    });
  }
});

test.describe('the e-mail says which page the request came from', () => {
  const office = siteConfig.offices.at(-1)!;
  for (const path of [`/locations/${office.id}/`, '/services/mold-remediation/', '/']) {
    test(`a request sent from ${path}`, async ({ page }) => {
      const sends = (await fakeEmailApi(page)).sent;
      await page.goto(path);
      await page.getByRole('banner').getByRole('button', { name: 'Get Emergency Help' }).click();
      await formReady(page);
      await fillForm(page);
      await submitButton(page).click();
      await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
      const lines = sends[0]!.template_params.message!.split('\n');
      expect(lines.filter((line) => line.startsWith('Sent from:'))).toEqual([`Sent from: ${path}`]);
    });
  }
});

test.describe('rate limits', () => {
  test('a second send within 60 seconds is refused with the seconds left', async ({ page }) => {
    const now = new Date('2026-11-23T10:00:00Z').getTime();
    await page.clock.setFixedTime(now);
    await page.addInitScript(
      (last) => localStorage.setItem('contactFormRateLimit', JSON.stringify([last])),
      now - 15_200,
    );
    const sends = (await fakeEmailApi(page)).sent;
    await openContactForm(page);
    await fillForm(page);
    await submitButton(page).click();
    await expectToast(page, 'Please Wait', 'Please wait 45 seconds before submitting again');
    await expectValuesKept(page);
    expect(sends).toHaveLength(0);
  });

  test('a sixth send within an hour is refused', async ({ page }) => {
    await page.addInitScript(() => {
      const now = Date.now();
      localStorage.setItem(
        'contactFormRateLimit',
        JSON.stringify([50, 40, 30, 20, 10].map((m) => now - m * 60_000)),
      );
    });
    await openContactForm(page);
    await fillForm(page);
    await submitButton(page).click();
    await expectToast(page, 'Please Wait', 'Too many submissions. Please try again in an hour.');
    await expectValuesKept(page);
  });

  test('only one toast is visible at a time', async ({ page }) => {
    const email = await fakeEmailApi(page, 500);
    await openContactForm(page);
    await fillForm(page);
    await submitButton(page).click();
    await expect(toast(page)).toContainText('Error Sending Request');
    email.answer('ok');
    await submitButton(page).click();
    await expect(toast(page)).toContainText('Request Sent Successfully!');
    await expect(toast(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Send another request' }).click();
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
    await page.addInitScript(() =>
      localStorage.setItem('contactFormRateLimit', '{"not":"a list"}'),
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

test.describe('bad environments', () => {
  test('with storage blocked the page loads and the form still sends', async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    });
    const sends = (await fakeEmailApi(page)).sent;
    await openContactForm(page);
    await fillForm(page);
    await submitButton(page).click();
    await expect(toast(page)).toContainText('Request Sent Successfully!');
    expect(sends).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });

  test('with storage full the form still sends', async ({ page, consoleErrors }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await fakeEmailApi(page);
    await openContactForm(page);
    await fillForm(page);
    await submitButton(page).click();
    await expect(toast(page)).toContainText('Request Sent Successfully!');
    expect(consoleErrors).toEqual([]);
  });

  test('a draft survives a reload and closing the dialog, and is cleared by a send', async ({
    page,
  }) => {
    await fakeEmailApi(page);
    await openContactForm(page);
    await fillForm(page);
    await page.keyboard.press('Escape');
    await page.reload();
    await openContactForm(page);
    await expect(page.getByLabel('Full Name')).toHaveValue(visitor.name);
    await expect(page.getByLabel('Type of Emergency')).toHaveValue(visitor.type);
    await expect(page.getByLabel('Description of Damage')).toHaveValue(visitor.message);
    await submitButton(page).click();
    await expect(toast(page)).toContainText('Request Sent Successfully!');
    await page.reload();
    await openContactForm(page);
    await expect(page.getByLabel('Full Name')).toHaveValue('');
  });

  test('markup typed into a field is shown and sent as text', async ({ page }) => {
    const email = await fakeEmailApi(page, 500);
    await openContactForm(page);
    await fillForm(page, { message: '<img src=x onerror="window.hacked=1">' });
    await submitButton(page).click();
    await expect(toast(page)).toContainText('Error Sending Request');
    const params = email.sent[0]!.template_params;
    expect(params.message).toContain('<img src=x onerror="window.hacked=1">');
    expect(await page.evaluate(() => 'hacked' in window)).toBe(false);
    await expect(page.getByRole('dialog').locator('img')).toHaveCount(0);
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
