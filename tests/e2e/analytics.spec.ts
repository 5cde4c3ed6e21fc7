import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { fillPlaceholders } from '../../src/lib/fill-placeholders';
import { formatLocalPhone } from '../../src/lib/phone';
import { paths } from '../../src/domain/paths';
import { businessKinds } from '../../src/form-kinds/business';
import { sampleValues } from '../fixtures/sample-values';
import { ANALYTICS_SITES, STAND_IN_ORIGIN } from '../fixtures/analytics.mjs';
import { siteContent } from '../fixtures/content';
import {
  expect,
  fakeEmailApi,
  fillForm,
  formReady,
  submitButton,
  test,
  visitor,
  formText,
  REFUSED,
} from './fixtures';

// The site built with settings that count visits at a stand-in provider on 127.0.0.1
// (tests/fixtures/stand-in-analytics.mjs), once for each provider: the project names which. What
// its privacy policy and its headers say of the provider is read from the builds (tests/files/).
type Provider = keyof typeof ANALYTICS_SITES;
const { siteConfig } = siteContent;
const [first] = siteConfig.offices;

interface Received {
  path: string;
  cookie: string | null;
  contentType: string;
  body: string;
}

/** One counted event, read back in the provider's own shape. */
interface Counted {
  name: string;
  url: string;
  props: Record<string, string>;
  site: string;
}

function read(provider: Provider, { body }: Received): Counted {
  const json = JSON.parse(body);
  if (provider === 'plausible')
    return { name: json.name, url: json.url, props: json.props ?? {}, site: json.domain };
  const { payload } = json;
  // Umami's events carry their page in their data, for the weekly summary to break them down by.
  const { page, ...props } = (payload.data ?? {}) as Record<string, string>;
  if (payload.name && page !== new URL(payload.url).pathname)
    throw new Error(`${payload.name} names the page ${page}, sent from ${payload.url}`);
  return { name: payload.name ?? 'pageview', url: payload.url, props, site: payload.website };
}

/** What the stand-in received for the page visits tagged `tag`. */
async function receivedFor(request: APIRequestContext, tag: string): Promise<Received[]> {
  const all = (await (await request.get(`${STAND_IN_ORIGIN}/received`)).json()) as Received[];
  return all.filter((each) => each.body.includes(tag));
}

async function eventsFor(request: APIRequestContext, provider: Provider, tag: string) {
  return (await receivedFor(request, tag)).map((each) => read(provider, each));
}

/** The events counted for the visits tagged `tag`, each as "name {props}", in order of name. */
const countedFor = async (request: APIRequestContext, provider: Provider, tag: string) =>
  (await eventsFor(request, provider, tag))
    .map(({ name, props }) =>
      Object.keys(props).length ? `${name} ${JSON.stringify(props)}` : name,
    )
    .sort();

/** A visit with its own campaign tag, which the counted address keeps, and a query it must not. */
const visit = (page: Page, path: string, tag: string) =>
  page.goto(`${path}?utm_source=tests&utm_content=${tag}&name=${encodeURIComponent(visitor.name)}`);

/**
 * A visit, once the stand-in has its page view: the counter arrives after the page has painted,
 * and a tap before it is not counted.
 */
async function countedVisit(page: Page, request: APIRequestContext, path: string, tag: string) {
  const provider = providerOf();
  const views = async () =>
    (await eventsFor(request, provider, tag)).filter((event) => event.name === 'pageview').length;
  const before = await views();
  await visit(page, path, tag);
  await expect.poll(views).toBe(before + 1);
}

/** The visitor's request from the landing page, once the visit is counted. */
async function sendRequest(page: Page, request: APIRequestContext, tag: string) {
  await countedVisit(page, request, '/', tag);
  await page.getByRole('banner').getByRole('button', { name: 'Get Emergency Help' }).click();
  await formReady(page);
  await fillForm(page);
  await submitButton(page).click();
}

/** Taps a link for the counter to see, without leaving for the phone's dialler or mail app. */
async function tap(page: Page, link: ReturnType<Page['getByRole']>) {
  await link.evaluate((element) =>
    element.addEventListener('click', (event) => event.preventDefault(), { once: true }),
  );
  await link.click();
}

function providerOf(): Provider {
  const provider = test.info().project.metadata.provider as Provider;
  expect(Object.keys(ANALYTICS_SITES)).toContain(provider);
  return provider;
}

// @provider: with Umami too, whose events carry their page in their data and are sent elsewhere;
// the other stories count through the same code with either provider.
test(
  'counts each page view, a tap on each office’s line and text link by office, and a sent request, with no typed word and no cookie',
  { tag: '@provider' },
  async ({ page, request, context }) => {
    const provider = providerOf();
    const tag = randomUUID();
    for (const office of siteConfig.offices) {
      await countedVisit(page, request, paths.location(office.id), tag);
      const main = page.getByRole('main');
      await tap(
        page,
        main.getByRole('link', { name: formatLocalPhone(office.phone), exact: true }),
      );
      if (office.mobile)
        await tap(
          page,
          main.getByRole('link', { name: formatLocalPhone(office.mobile), exact: true }),
        );
    }
    await sendRequest(page, request, tag);
    await expect(page.getByText('Your request reference:')).toBeVisible();

    const expected = [
      ...siteConfig.offices.flatMap((office) => [
        { name: 'pageview', props: {} },
        { name: `Call: ${office.city}`, props: { office: office.city } },
        ...(office.mobile
          ? [{ name: `Text: ${office.city}`, props: { office: office.city } }]
          : []),
      ]),
      { name: 'pageview', props: {} },
      { name: 'Request sent', props: { kind: 'callback', office: first.city } },
    ];
    await expect
      .poll(async () => (await eventsFor(request, provider, tag)).length)
      .toBe(expected.length);
    const events = await eventsFor(request, provider, tag);
    expect(new Set(events.map(({ name, props }) => JSON.stringify({ name, props })))).toEqual(
      new Set(expected.map((each) => JSON.stringify(each))),
    );
    for (const event of events) {
      expect(event.site).toBe(ANALYTICS_SITES[provider]);
      expect(new URL(event.url).search).toBe(`?utm_source=tests&utm_content=${tag}`);
    }

    const received = await receivedFor(request, tag);
    expect(
      received.every(
        (each) => each.path === (provider === 'plausible' ? '/api/event' : '/api/send'),
      ),
    ).toBe(true);
    expect(received.map((each) => each.cookie).filter(Boolean)).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    const typed = [
      visitor.name,
      visitor.phone,
      visitor.email,
      '12 Example Road',
      'Basement flooded',
    ];
    for (const word of typed)
      for (const each of received)
        expect(each.body, `a count carried "${word}"`).not.toContain(word);
    for (const word of visitor.name.split(' '))
      for (const each of received) expect(each.body).not.toContain(word);
  },
);

test('counts a request that failed and each way it was handed off, by office, never its words', async ({
  page,
  request,
  context,
}) => {
  const provider = providerOf();
  const tag = randomUUID();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await fakeEmailApi(page, REFUSED);
  await sendRequest(page, request, tag);
  await page.getByRole('button', { name: formText.otherWays.copy }).click();
  await expect(page.getByText(formText.otherWays.copied)).toBeVisible();
  await tap(page, page.getByRole('link', { name: formText.otherWays.email }));
  if (first.mobile) await tap(page, page.getByRole('link', { name: formText.otherWays.sms }));

  const expected = [
    'pageview',
    // Why: EmailJS refused the account, with its status, for the owner's hourly alert.
    `Request failed {"kind":"callback","office":"${first.city}","class":"account","trouble":"refused","status":"${REFUSED}"}`,
    `Request handed off {"kind":"callback","office":"${first.city}","by":"copy"}`,
    `Request handed off {"kind":"callback","office":"${first.city}","by":"e-mail"}`,
    ...(first.mobile
      ? [`Request handed off {"kind":"callback","office":"${first.city}","by":"text"}`]
      : []),
  ];
  await expect.poll(() => countedFor(request, provider, tag)).toEqual(expected.sort());
  for (const each of await receivedFor(request, tag)) {
    expect(each.body).not.toContain('Basement flooded');
    expect(each.body).not.toContain('body=');
  }
});

test('counts each kind of request by its kind and office: a loss assigned is not an emergency call-back', async ({
  page,
  request,
}) => {
  const provider = providerOf();
  const tag = randomUUID();
  const words = siteContent.requestForms.assignment;
  const office = siteConfig.offices.at(-1)!;
  await fakeEmailApi(page);
  await countedVisit(page, request, paths.pros, tag);
  const form = page.getByRole('form', { name: words.subject });
  await form.scrollIntoViewIfNeeded();
  await formReady(page, 'assignment');
  for (const [name, value] of Object.entries(sampleValues(businessKinds.assignment, office.city)))
    await form
      .getByLabel(words.labels[name as keyof typeof words.labels], { exact: false })
      .first()
      .fill(value);
  await form.getByRole('button', { name: words.submit }).click();
  await expect(
    form.page().getByRole('region', { name: siteContent.requestForms.shared.reference }),
  ).toBeVisible();
  await expect
    .poll(() => countedFor(request, provider, tag))
    .toEqual([`Request sent {"kind":"assignment","office":"${office.city}"}`, 'pageview'].sort());
});

test('counts each office’s review page opened and its button pressed, by office', async ({
  page,
  request,
}) => {
  const provider = providerOf();
  const tag = randomUUID();
  const reviewed = siteConfig.offices.filter((office) => office.reviewUrl);
  expect(reviewed.length).toBeGreaterThan(0);
  for (const office of reviewed) {
    await countedVisit(page, request, paths.review(office.id), tag);
    const button = fillPlaceholders(siteContent.pageText.reviewPage.button, { city: office.city });
    await tap(page, page.getByRole('main').getByRole('link', { name: button }));
  }
  const expected = reviewed.flatMap((office) => [
    'pageview',
    `Review page opened {"office":"${office.city}"}`,
    `Review form opened {"office":"${office.city}"}`,
  ]);
  await expect.poll(() => countedFor(request, provider, tag)).toEqual(expected.sort());
});

test('a browser that sends Global Privacy Control is not counted at all', async ({
  page,
  request,
}) => {
  const provider = providerOf();
  const tag = randomUUID();
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  // The counter has arrived: with the signal, it sends nothing at all.
  const counter = page.waitForResponse((response) => response.url().includes('/count-visits'));
  await visit(page, paths.location(first.id), tag);
  await (await counter).finished();
  await tap(
    page,
    page.getByRole('main').getByRole('link', { name: formatLocalPhone(first.phone), exact: true }),
  );
  await page.waitForLoadState('networkidle');
  // The same visit without it is counted: the stand-in was listening.
  const control = randomUUID();
  const other = await page.context().browser()!.newPage();
  await visit(other, paths.location(first.id), control);
  await expect.poll(async () => (await eventsFor(request, provider, control)).length).toBe(1);
  await other.close();
  expect(await receivedFor(request, tag)).toEqual([]);
});
