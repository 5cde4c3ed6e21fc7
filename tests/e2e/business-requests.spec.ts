import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, fakeEmailApi, test, REFUSED } from './fixtures';
import { formHook } from '../fixtures/form-code';
import { sampleValues } from '../fixtures/sample-values';
import { paths } from '../../src/domain/paths';
import { telHref } from '../../src/lib/phone';
import {
  businessKinds as requestKinds,
  type BusinessKindName as RequestKindName,
} from '../../src/form-kinds/business';
import { specStorageKeys } from '../../src/domain/spec-strings';
import type { SiteConfig } from '../../src/content/site-config';

/**
 * The inbox production reaches, as the local outbox must name it: the office's own, else the
 * kind's inbox when a template of its own sends there, else the request inbox (the main
 * template's To).
 */
function inboxOf(site: SiteConfig, office: { inbox?: string }, kind: 'general' | 'claims'): string {
  if (office.inbox) return office.inbox;
  return site.email[`${kind}TemplateId`] ? site.email[kind] : site.email.inbox;
}

/**
 * The business requests: an adjuster assigns a loss, a manager asks for the agreement. Each field
 * is found by its label (the owner's words), and each value must reach the e-mail under it.
 */

const received = (page: Page, content: { requestForms: { shared: { reference: string } } }) =>
  page.getByRole('region', { name: content.requestForms.shared.reference });

const formOf = (page: Page, subject: string) => page.getByRole('form', { name: subject });

async function ready(page: Page, kind: RequestKindName) {
  const hook = formHook(kind);
  await expect(page.locator(hook.selector)).toHaveAttribute(hook.attribute, hook.ready);
}

const valuesFor = (kind: RequestKindName, place: string) => sampleValues(requestKinds[kind], place);

async function fill(form: Locator, labels: Record<string, string>, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    await form.getByLabel(labels[name]!, { exact: false }).first().fill(value);
}

test.describe('an adjuster assigns a loss', () => {
  test('every field reaches the office that serves the loss address, under its label, and the panel gives the reference, the time and a copy', async ({
    page,
    content,
    consoleErrors,
  }) => {
    const words = content.requestForms.assignment;
    const office = content.siteConfig.offices.at(-1)!;
    const api = await fakeEmailApi(page);
    await page.goto(paths.pros);
    await page.getByRole('link', { name: content.pros.assign.requestLabel }).first().click();
    await expect(page).toHaveURL(/#assign$/);
    const form = formOf(page, words.subject);
    await ready(page, 'assignment');
    const values = valuesFor('assignment', office.city);
    await fill(form, words.labels, values);
    await form.getByRole('button', { name: words.submit }).click();

    const panel = received(page, content);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { level: 3 })).toBeFocused();
    expect(api.sent).toHaveLength(1);
    const params = api.sent[0]!.template_params;
    expect(params.to_email).toBe(inboxOf(content.siteConfig, office, 'claims'));
    expect(params.reply_to).toBe(values.senderEmail!);
    expect(params.from_name).toBe(values.senderName!);
    expect(params.subject).toContain(words.subject);
    for (const field of requestKinds.assignment.fields) {
      const label = words.labels[field.name as keyof typeof words.labels];
      const written =
        field.type === 'textarea'
          ? `${label}:\n${values[field.name]}`
          : `${label}: ${values[field.name]}`;
      expect(params.message, `${field.name} reaches the e-mail under its label`).toContain(written);
    }
    expect(params.message).toContain(`Office: ${office.city}`);

    const reference = /[A-HJ-NP-Z2-9]{6}/.exec(
      await panel.getByRole('heading', { level: 3 }).innerText(),
    )![0];
    expect(params.subject).toContain(reference);
    expect(params.message).toContain(`Reference: ${reference}`);
    await expect(panel).toContainText(/by \d{1,2}:\d{2}/);
    await expect(panel).toContainText(values.whatHappened!);
    await expect(
      panel.getByRole('button', { name: content.requestForms.shared.copy }),
    ).toBeVisible();
    await expect(
      panel.getByRole('button', { name: content.requestForms.shared.print }),
    ).toBeVisible();
    await expect(panel.locator(`a[href="${telHref(office.phone)}"]`).first()).toBeVisible();
    // The words are gone once sent: a reload brings back an empty form.
    await page.reload();
    await ready(page, 'assignment');
    await expect(form.getByLabel(words.labels.insurer)).toHaveValue('');
    expect(consoleErrors).toEqual([]);
  });

  test('bad input is named, field by field, and nothing is sent or lost: a future date of loss, an e-mail that is not one, a 5 MB paste', async ({
    page,
    content,
  }) => {
    const words = content.requestForms.assignment;
    const shared = content.requestForms.shared;
    const api = await fakeEmailApi(page);
    await page.goto(`${paths.pros}#assign`);
    await ready(page, 'assignment');
    const form = formOf(page, words.subject);
    const values = valuesFor('assignment', content.siteConfig.offices[0].city);
    await fill(form, words.labels, {
      ...values,
      senderEmail: 'adjuster at insurer dot ca',
      lossDate: `${new Date().getFullYear() + 1}-01-15`,
    });
    const huge = 'Water everywhere. '.repeat(300_000);
    await form.getByLabel(words.labels.whatHappened).fill(huge);
    await form.getByRole('button', { name: words.submit }).click();

    const problems = form.getByRole('alert');
    await expect(problems).toContainText(shared.fix);
    await expect(problems).toContainText(/this is not an e-mail address/);
    await expect(problems).toContainText(/this date is later than today/);
    // The focus is on the list (GOV.UK's summary: the alert is the list's inner part).
    await expect(problems.locator('xpath=..')).toBeFocused();
    // Each problem is a link that puts the focus in its field.
    await problems.getByRole('link', { name: /this is not an e-mail address/ }).click();
    await expect(form.getByLabel(words.labels.senderEmail)).toBeFocused();
    await expect(form.getByLabel(words.labels.senderEmail)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(words.labels.lossDate)).toHaveAttribute('aria-invalid', 'true');
    const kept = await form.getByLabel(words.labels.whatHappened).inputValue();
    expect(kept.length).toBe(
      requestKinds.assignment.fields.find(({ name }) => name === 'whatHappened')!.maxLength,
    );
    expect(api.sent).toHaveLength(0);
    await expect(form.getByLabel(words.labels.insurer)).toHaveValue(values.insurer!);

    await form.getByLabel(words.labels.senderEmail).fill(values.senderEmail!);
    await form.getByLabel(words.labels.lossDate).fill(values.lossDate!);
    await form.getByRole('button', { name: words.submit }).click();
    await expect(received(page, content)).toBeVisible();
    expect(api.sent).toHaveLength(1);
  });

  test('the words are kept across a reload; offline, it waits and goes once by itself; a failure offers the other ways with every field', async ({
    page,
    context,
    content,
  }) => {
    const words = content.requestForms.assignment;
    const api = await fakeEmailApi(page, REFUSED);
    await page.goto(`${paths.pros}#assign`);
    await ready(page, 'assignment');
    let form = formOf(page, words.subject);
    const values = valuesFor('assignment', content.siteConfig.offices[0].city);
    await fill(form, words.labels, values);
    await page.reload();
    form = formOf(page, words.subject);
    await expect(form.getByLabel(words.labels.policyholderName)).toHaveValue(
      values.policyholderName!,
    );
    await ready(page, 'assignment');
    await expect(form.getByLabel(words.labels.crewNotes)).toHaveValue(values.crewNotes!);

    await form.getByRole('button', { name: words.submit }).click();
    const mailto = form.getByRole('link', { name: content.formText.otherWays.email });
    await expect(mailto).toBeVisible();
    const body = decodeURIComponent((await mailto.getAttribute('href'))!);
    for (const name of ['claimNumber', 'policyholderPhone', 'lossAddress', 'whatHappened'])
      expect(body).toContain(values[name]!);
    await expect(form.getByLabel(words.labels.insurer)).toHaveValue(values.insurer!);

    api.answer('ok');
    await context.setOffline(true);
    await form.getByRole('button', { name: words.submit }).click();
    await expect(form.getByText(content.formText.offline.title)).toBeVisible();
    const before = api.sent.length;
    await context.setOffline(false);
    await expect(received(page, content)).toBeVisible();
    expect(api.sent.length).toBe(before + 1);
  });

  test('a filled hidden field sends nothing, and is answered as if sent', async ({
    page,
    content,
  }) => {
    const words = content.requestForms.assignment;
    const api = await fakeEmailApi(page);
    await page.goto(`${paths.pros}#assign`);
    await ready(page, 'assignment');
    const form = formOf(page, words.subject);
    await fill(form, words.labels, valuesFor('assignment', content.siteConfig.offices[0].city));
    await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
        input,
        'spam.example',
      );
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await form.getByRole('button', { name: words.submit }).click();
    await expect(
      form.getByRole('status').filter({ hasText: words.sent.split('{{')[0]! }),
    ).toBeVisible();
    expect(api.sent).toHaveLength(0);
  });

  test('axe finds nothing on the form, its problems and its panel', async ({ page, content }) => {
    const words = content.requestForms.assignment;
    await fakeEmailApi(page);
    await page.goto(`${paths.pros}#assign`);
    await ready(page, 'assignment');
    const form = formOf(page, words.subject);
    await form.getByRole('button', { name: words.submit }).click();
    await expect(form.getByRole('alert')).toBeVisible();
    // The form and then its panel alone: the page around them is checked whole in pages.spec.ts.
    expect(await axeViolations(page, form)).toEqual([]);
    await fill(form, words.labels, valuesFor('assignment', content.siteConfig.offices[0].city));
    await form.getByRole('button', { name: words.submit }).click();
    const panel = received(page, content);
    await expect(panel).toBeVisible();
    expect(await axeViolations(page, panel)).toEqual([]);
  });
});

test('a property manager reads the agreement’s terms and asks for it: company, contact and buildings reach the office', async ({
  page,
  content,
}) => {
  const { agreement } = content.managers;
  const words = content.requestForms.agreement;
  const office = content.siteConfig.offices[0];
  const api = await fakeEmailApi(page);
  await page.goto(paths.managers);
  const main = page.getByRole('main');
  for (const { term, text } of agreement.terms) {
    await expect(main.getByRole('term').filter({ hasText: term })).toBeVisible();
    await expect(main.getByRole('definition').filter({ hasText: text })).toBeVisible();
  }
  await page.getByRole('link', { name: agreement.requestLabel }).first().click();
  await expect(page).toHaveURL(/#agreement-request$/);
  await ready(page, 'agreement');
  const form = formOf(page, words.subject);
  const values = valuesFor('agreement', office.city);
  await fill(form, words.labels, values);
  await form.getByRole('button', { name: words.submit }).click();
  await expect(received(page, content)).toBeVisible();
  const params = api.sent[0]!.template_params;
  expect(params.to_email).toBe(inboxOf(content.siteConfig, office, 'general'));
  for (const field of requestKinds.agreement.fields)
    expect(params.message, `${field.name} reaches the e-mail`).toContain(values[field.name]!);
});

test('a contractor finds the trades page from the landing page, reads how the work is shared, and asks for an equipment account and to become a partner', async ({
  page,
  content,
}) => {
  const { trades } = content;
  const office = content.siteConfig.offices.at(-1)!;
  const api = await fakeEmailApi(page);
  await page.goto(paths.home);
  await page
    .getByRole('navigation', { name: content.pageText.landing.businesses })
    .getByRole('link', { name: content.pageText.footer.trades })
    .click();
  await expect(page).toHaveURL(paths.trades);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(trades.title);
  const main = page.getByRole('main');
  for (const section of [trades.handBack, trades.billing, trades.records, trades.findings])
    await expect(main.getByRole('region', { name: section.heading })).toBeVisible();
  // The times come from the settings: how often the readings arrive.
  await expect(main.getByRole('region', { name: trades.records.heading })).toContainText(
    `every ${content.siteConfig.response.dryingReportHours} hours`,
  );
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: content.pageText.footer.trades }),
  ).toHaveAttribute('href', paths.trades);

  for (const kind of ['equipment', 'partner'] as const) {
    const words = content.requestForms[kind];
    await page.getByRole('link', { name: words.heading }).first().click();
    await expect(page).toHaveURL(new RegExp(`#${kind}$`));
    await ready(page, kind);
    const form = formOf(page, words.subject);
    const values = valuesFor(kind, office.city);
    await fill(form, words.labels, values);
    const sent = api.sent.length;
    await form.getByRole('button', { name: words.submit }).click();
    await expect(
      page
        .getByRole('region', { name: words.heading })
        .getByRole('region', { name: content.requestForms.shared.reference }),
    ).toBeVisible();
    expect(api.sent).toHaveLength(sent + 1);
    const params = api.sent.at(-1)!.template_params;
    expect(params.to_email).toBe(inboxOf(content.siteConfig, office, 'general'));
    for (const field of requestKinds[kind].fields)
      expect(params.message, `${kind}: ${field.name} reaches the e-mail`).toContain(
        values[field.name]!,
      );
    // The next send waits out the rate limit's minute.
    await page.evaluate((key) => localStorage.removeItem(key), specStorageKeys.rateLimit);
  }
});
