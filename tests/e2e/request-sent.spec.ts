import {
  expect,
  fakeEmailApi,
  fillForm,
  formReady,
  openContactForm,
  referenceShown,
  submitButton,
  test,
  visitor,
  formText,
  REFUSED,
  passTime,
  referenceIn,
  holdTime,
  writtenOn,
} from './fixtures';
import {
  expectToast,
  expectValuesKept,
  first,
  second,
  siteConfig,
  storedSends,
  toast,
} from './request';
import { LOCAL_EMAIL_SETTINGS } from '../../src/config/email-settings';
import { callBackWithin } from '../../src/content/response-times';
import { telHref } from '../../src/lib/phone';

/** A visitor asks for a call back, and the request reaches the right inbox with every word. */

test.describe('a visitor requests a call back', () => {
  test('success sends the exact payload, resets the form and shows what happens next', async ({
    page,
    content,
    consoleErrors,
  }) => {
    const { requests } = await fakeEmailApi(page);
    await openContactForm(page);
    await expect(page.getByRole('dialog')).toContainText(
      writtenOn(siteConfig, content.formText.intro),
    );
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

    await expect(page.getByRole('heading', { name: formText.sent.heading })).toBeFocused();
    // The call-back promise says when business hours are, and what happens outside them.
    const { opens, days } = siteConfig.response.businessHours;
    const hours = page.getByRole('dialog').getByText(content.formText.sent.hours.split('{{')[0]!);
    await expect(hours).toContainText(days);
    await expect(hours).toContainText(`${Number(opens.slice(0, 2)) % 12 || 12}`);
    await expect(
      page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'Shut off the water main' }),
    ).toBeVisible();
    // What happens next offers the office's line, in view.
    await expect(
      page
        .getByRole('region', { name: formText.sent.heading })
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

    await page.getByRole('button', { name: formText.sent.another }).click();
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
    await expect(page.getByRole('heading', { name: formText.sent.heading })).toBeVisible();
    await page.getByRole('button', { name: formText.sent.another }).click();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
  });

  // One visitor, one page: a failed send is not counted against the rate limit, so each answer is
  // met by the same form, the toast of the one before dismissed.
  test('an HTTP 400, 403, 412 or 422 from the provider (the account refused) shows the error toast once, is not tried again, and keeps every value', async ({
    page,
  }) => {
    await page.clock.install();
    const email = await fakeEmailApi(page);
    await openContactForm(page);
    await fillForm(page);
    await holdTime(page);
    for (const answer of [400, 403, 412, 422] as const) {
      const sent = email.sent.length;
      email.answer(answer);
      await submitButton(page).click();
      await expectToast(
        page,
        'Error Sending Request',
        'Please try again or call us directly for immediate assistance',
      );
      await expect(page.getByText(formText.refused.title)).toBeVisible();
      await passTime(page, 10_000);
      expect(email.sent, String(answer)).toHaveLength(sent + 1);
      await expectValuesKept(page);
      expect(await storedSends(page)).toBeNull();
      await toast(page).getByRole('button', { name: 'Dismiss notification' }).click();
      await expect(toast(page)).toHaveCount(0);
    }
  });

  test('a send whose answer was lost is tried again by itself under its reference, says it repeats, and the phones stay in view meanwhile', async ({
    page,
  }) => {
    await page.clock.install();
    // EmailJS takes the first send, and its answer never comes back; the second is answered.
    const email = await fakeEmailApi(page, 'never');
    const bodies = email.sent;
    await openContactForm(page);
    await fillForm(page);
    await holdTime(page);
    await submitButton(page).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect.poll(() => bodies.length).toBe(1);
    email.answer('ok');
    await passTime(page, 19_000);
    await expect(toast(page)).toHaveCount(0);
    await passTime(page, 1_500);
    await expectToast(page, 'Request Not Confirmed', 'It may still reach us');
    await expect(toast(page)).not.toContainText(/try again/i);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(formText.retrying.title)).toBeVisible();
    const reference = referenceIn(bodies[0]!);
    await expect(dialog.getByText(reference ?? 'no reference sent')).toBeVisible();
    await expect(
      dialog.locator(`a[href="${telHref(siteConfig.offices[0].phone)}"]`).first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await passTime(page, 3_000);
    await expect(page.getByRole('heading', { name: formText.sent.heading })).toBeVisible();
    await expect(toast(page)).toContainText('Request Sent Successfully!');
    expect(await referenceShown(dialog)).toBe(reference);
    expect(bodies).toHaveLength(2);
    for (const body of bodies) expect(referenceIn(body)).toBe(reference);
    expect(bodies[1]!.template_params.message).toMatch(
      /Repeat: try 2 of this request, first tried .+\. If an earlier try reached you, this is the same request/,
    );
    // The subject is the spec's, the same both times.
    expect(bodies[1]!.template_params.subject).toBe(bodies[0]!.template_params.subject);
    expect(JSON.parse((await storedSends(page)) ?? '[]')).toHaveLength(1);
  });

  test('a changed request gets a new reference', async ({ page }) => {
    const { sent: bodies } = await fakeEmailApi(page, REFUSED);
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
      await expect(page.getByRole('heading', { name: formText.sent.heading })).toBeVisible();
      const message = sends[0]!.template_params.message!;
      const officeLine = message.split('\n').find((line) => line.startsWith('Office:'));
      expect(officeLine).toMatch(new RegExp(`^Office: ${office.city}\\b`));
      for (const other of others) expect(officeLine).not.toContain(other.city);
      expect(sends[0]!.template_params.to_email).toBe(office.inbox ?? siteConfig.email.inbox);
      const callLinks = page
        .getByRole('region', { name: formText.sent.heading })
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
      await expect(page.getByRole('heading', { name: formText.sent.heading })).toBeVisible();
      const lines = sends[0]!.template_params.message!.split('\n');
      expect(lines.filter((line) => line.startsWith('Sent from:'))).toEqual([`Sent from: ${path}`]);
    });
  }
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
    await expect(page.getByRole('heading', { name: formText.sent.heading })).toBeVisible();
    const { message, to_email } = sends[0]!.template_params;
    expect(message!.split('\n')).toContain(`Office: ${second.city}`);
    expect(to_email).toBe(second.inbox ?? siteConfig.email.inbox);
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
    // With scripts off every opener is a link to the dialog's fragment (src/browser/enhance.css).
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
