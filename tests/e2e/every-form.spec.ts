import type { Locator, Page } from '@playwright/test';
import { specStorageKeys } from '../../src/domain/spec-strings';
import {
  businessKindNames,
  businessKinds,
  type BusinessKindName,
} from '../../src/form-kinds/business';
import { pageOffering } from '../fixtures/built-site';
import { typedField } from '../../src/form-kinds/form-kind';
import { profileKindName } from '../../src/form-kinds/profile';
import { sampleValue } from '../fixtures/sample-values';
import { siteContent } from '../fixtures/content';
import {
  expect,
  fakeEmailApi,
  formReady,
  islandScript,
  test,
  typeThroughTakeOver,
  visitor,
  passTime,
  referenceIn,
  holdTime,
} from './fixtures';
import { loseConnection } from './request';

/**
 * Every kind of form runs on one engine, so each keeps the call-back form's guarantees: typed key
 * by key after a send with problems, the focus stays where the visitor types; a keystroke during
 * the code's take-over is kept; no answer in time says the request may still arrive; two forms
 * sent at once each go once, within one rate limit.
 */

const { formText, requestForms, profile, siteConfig } = siteContent;
const office = siteConfig.offices.at(-1)!;

interface Field {
  label: string;
  value: string;
  /** A date is picked, a list chosen; every other field is typed. */
  how: 'type' | 'pick' | 'choose';
}

interface FormCase {
  kind: string;
  path: string;
  /** The form's name to a screen reader. */
  name: string;
  submit: string;
  /** The fields a visitor fills in, in order: every required one, and one that is not. */
  fields: Field[];
  /** What the page shows once the request went out. */
  sent: (page: Page) => Locator;
  /** The script that brings the form's code: the island's, and a business form's chunk. */
  code: string;
}

const businessCase = (kind: BusinessKindName, path: string): FormCase => {
  const words = requestForms[kind];
  const spec = businessKinds[kind];
  // What a visitor types: not what the page sets, nor a file to attach.
  const typed = spec.fields.filter(typedField);
  return {
    kind,
    path,
    name: words.subject,
    submit: words.submit,
    fields: typed
      .filter((field, i) => field.required || i === typed.length - 1)
      .map((field) => ({
        label: words.labels[field.name as keyof typeof words.labels],
        value: sampleValue(spec, field, office.city, `Prairie ${kind}`),
        how: field.type === 'date' ? 'pick' : 'type',
      })),
    sent: (page) => page.getByRole('region', { name: requestForms.shared.reference }),
    code: '**/assets/request-island-*.js',
  };
};

const [building, ...moreFields] = profile.sections.flatMap((section) => section.fields);

const cases: FormCase[] = [
  {
    kind: 'callback',
    path: `/services/${siteContent.services[0]!.slug}/`,
    name: 'Emergency call-back request',
    submit: 'Request Emergency Call Back',
    fields: [
      { label: 'Full Name', value: visitor.name, how: 'type' },
      { label: 'Phone Number', value: visitor.phone, how: 'type' },
      { label: 'Property Location', value: `12 Example Road NW, ${office.city}`, how: 'type' },
      { label: 'Type of Emergency', value: visitor.type, how: 'choose' },
      { label: 'Description of Damage', value: visitor.message, how: 'type' },
      { label: 'Email (optional)', value: visitor.email, how: 'type' },
    ],
    sent: (page) => page.getByRole('region', { name: formText.sent.heading }),
    code: `**${islandScript()}*`,
  },
  // Every business kind, on the page that offers it: a new kind is in this list by itself.
  ...businessKindNames.map((kind) => businessCase(kind, pageOffering(kind))),
  {
    kind: profileKindName,
    path: pageOffering(profileKindName),
    name: profile.keep.subject,
    submit: profile.keep.send,
    fields: [
      {
        label: building!,
        value: `Harbourview Towers, 88 Sample Quay, ${office.city}`,
        how: 'type',
      },
      ...moreFields
        .slice(0, 2)
        .map((label) => ({ label, value: `${label} ✓`, how: 'type' as const })),
    ],
    sent: (page) => page.getByRole('region', { name: requestForms.shared.reference }),
    code: '**/assets/request-island-*.js',
  },
];

/** The form on its page, in view, its code running (the call-back form's in its dialog). */
async function openForm(page: Page, each: FormCase) {
  await page.goto(each.path);
  if (each.kind === 'callback')
    await page.getByRole('banner').getByRole('button', { name: 'Get Emergency Help' }).click();
  const form = page.getByRole('form', { name: each.name });
  await form.scrollIntoViewIfNeeded();
  await formReady(page, each.kind);
  return form;
}

const control = (form: Locator, field: Field) =>
  field.how === 'type'
    ? form.getByRole('textbox', { name: field.label, exact: true })
    : form.getByLabel(field.label, { exact: false }).first();

/** Clicks into a field and types its value one key at a time; the focus must stay in it. */
async function typeInto(page: Page, form: Locator, field: Field) {
  const box = control(form, field);
  if (field.how === 'choose') return box.selectOption(field.value);
  if (field.how === 'pick') return box.fill(field.value);
  await box.click();
  await page.keyboard.type(field.value);
  await expect(box, `${field.label} keeps the focus`).toBeFocused();
  await expect(box, `${field.label} holds every key`).toHaveValue(field.value);
}

/** Fills every field at once, where how it is typed is not the story. */
async function fillAll(form: Locator, fields: Field[]) {
  for (const field of fields)
    if (field.how === 'choose') await control(form, field).selectOption(field.value);
    else await control(form, field).fill(field.value);
}

for (const each of cases) {
  test.describe(`the ${each.kind} form`, () => {
    test('after a send with problems, each field is typed key by key, the focus stays in it, and it goes', async ({
      page,
      consoleErrors,
    }) => {
      const api = await fakeEmailApi(page);
      const form = await openForm(page, each);
      await form.getByRole('button', { name: each.submit }).click();
      if (each.kind === 'callback') {
        // The spec's form: the browser checks its required fields and shows the first.
        await expect(control(form, each.fields[0]!)).toBeFocused();
      } else {
        const problems = form.getByRole('alert');
        await expect(problems).toContainText(requestForms.shared.fix);
        await expect(problems.locator('xpath=..')).toBeFocused();
        // As a visitor may: the first problem's link takes them to its field.
        await problems.getByRole('link').first().click();
        await expect(control(form, each.fields[0]!)).toBeFocused();
      }
      expect(api.sent).toHaveLength(0);
      for (const field of each.fields) await typeInto(page, form, field);
      await form.getByRole('button', { name: each.submit }).click();
      await expect(each.sent(page)).toBeVisible();
      expect(api.sent).toHaveLength(1);
      const message = api.sent[0]!.template_params.message;
      for (const field of each.fields.filter(({ how }) => how === 'type'))
        expect(message, field.label).toContain(field.value);
      expect(consoleErrors).toEqual([]);
    });

    // The call-back form's take-over and its timeout have richer stories of their own
    // (words-kept.spec.ts: on a slow phone with a kept draft; request-sent.spec.ts: the resend).
    if (each.kind === 'callback') return;

    test('a key typed at every moment of the code’s take-over is kept', async ({
      page,
      consoleErrors,
    }) => {
      let release = () => {};
      const held = new Promise<void>((done) => (release = done));
      await page.route(each.code, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(each.path);
      const form = page.getByRole('form', { name: each.name });
      const field = control(form, each.fields[0]!);
      await field.click();
      const typed = await typeThroughTakeOver(page, each.kind, release);
      await expect(field).toHaveValue('x'.repeat(typed));
      expect(consoleErrors).toEqual([]);
    });

    test('a send with no answer in 20 seconds is tried again by itself, under its reference, the repeat marked', async ({
      page,
    }) => {
      await page.clock.install();
      const api = await fakeEmailApi(page, 'never');
      const form = await openForm(page, each);
      await fillAll(form, each.fields);
      await holdTime(page);
      await form.getByRole('button', { name: each.submit }).click();
      await expect.poll(() => api.sent.length).toBe(1);
      api.answer('ok');
      await passTime(page, 21_000);
      await expect(form.getByText(formText.retrying.timeout)).toBeVisible();
      const reference = referenceIn(api.sent[0]!);
      await expect(form.getByText(reference ?? 'no reference sent').first()).toBeVisible();
      await passTime(page, 3_000);
      await expect(each.sent(page)).toBeVisible();
      expect(api.sent).toHaveLength(2);
      expect(referenceIn(api.sent[1]!)).toBe(reference);
      expect(api.sent[1]!.template_params.message).toMatch(/Repeat: try 2 of this request/);
      expect(api.sent[0]!.template_params.message).not.toMatch(/Repeat:/);
    });
  });
}

test('the building profile, sent without a connection, comes back with its words after a reload; once sent, nothing of it is kept', async ({
  page,
}) => {
  const each = cases.find(({ kind }) => kind === 'profile')!;
  let form = await openForm(page, each);
  await fillAll(form, each.fields);
  await loseConnection(page);
  await form.getByRole('button', { name: each.submit }).click();
  await expect(form.getByText(formText.offline.title)).toBeVisible();
  const api = await fakeEmailApi(page);
  await page.reload();
  form = page.getByRole('form', { name: each.name });
  await form.scrollIntoViewIfNeeded();
  await formReady(page, 'profile');
  await expect(form.getByText(formText.waited.notSent)).toBeVisible();
  for (const field of each.fields) await expect(control(form, field)).toHaveValue(field.value);
  await form.getByRole('button', { name: formText.waited.send }).click();
  await expect(each.sent(page)).toBeVisible();
  expect(api.sent).toHaveLength(1);
  await page.reload();
  await formReady(page, 'profile');
  await expect(form.getByText(formText.waited.notSent)).toHaveCount(0);
  await expect(control(form, each.fields[0]!)).toHaveValue('');
});

test.describe('two forms on one page', () => {
  const assignment = cases.find(({ kind }) => kind === 'assignment')!;
  const callback = cases.find(({ kind }) => kind === 'callback')!;

  async function both(page: Page) {
    await page.goto(assignment.path);
    const assign = page.getByRole('form', { name: assignment.name });
    await assign.scrollIntoViewIfNeeded();
    await formReady(page, 'assignment');
    await fillAll(assign, assignment.fields);
    await page.getByRole('banner').getByRole('button', { name: 'Get Emergency Help' }).click();
    const call = page.getByRole('form', { name: callback.name });
    await formReady(page);
    await fillAll(call, callback.fields);
    return { assign, call };
  }

  test('sent one after the other, each goes out once, the second after the first has settled', async ({
    page,
  }) => {
    const api = await fakeEmailApi(page);
    api.hold();
    const { assign, call } = await both(page);
    await call.getByRole('button', { name: callback.submit }).click();
    await expect(call.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    // The visitor closes the dialog while it sends, and sends the assignment too.
    await page.keyboard.press('Escape');
    await assign.getByRole('button', { name: assignment.submit }).click();
    await expect(assign.getByRole('button', { name: requestForms.shared.sending })).toBeDisabled();
    await page.waitForTimeout(500);
    expect(api.sent).toHaveLength(1);
    api.release();
    await expect(assignment.sent(page)).toBeVisible();
    expect(api.sent.map((send) => send.template_params.subject)).toEqual([
      expect.stringContaining('Emergency Contact: '),
      expect.stringContaining(requestForms.assignment.subject),
    ]);
  });

  test('sent at once with four requests already sent this hour, the first goes and the second is refused', async ({
    page,
  }) => {
    await page.addInitScript((key) => {
      const now = Date.now();
      if (!localStorage.getItem(key))
        localStorage.setItem(key, JSON.stringify([50, 40, 30, 20].map((m) => now - m * 60_000)));
    }, specStorageKeys.rateLimit);
    const api = await fakeEmailApi(page);
    api.hold();
    const { assign, call } = await both(page);
    await call.getByRole('button', { name: callback.submit }).click();
    await page.keyboard.press('Escape');
    await assign.getByRole('button', { name: assignment.submit }).click();
    api.release();
    await expect(assign.getByRole('alert')).toContainText(
      'Too many submissions. Please try again in an hour.',
    );
    expect(api.sent).toHaveLength(1);
  });
});
