import axe, { type RunOptions } from 'axe-core';
import jsQR from 'jsqr';
import sharp from 'sharp';
import {
  test as base,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import type { SiteConfig, SiteContent } from '../../src/content/types';
import { siteContent } from '../fixtures/content';
import { formHook } from '../fixtures/form-code';
import { ibmViolations } from './ibm-checker';

export { expectedHeaders, islandScript, sitemapPaths } from '../fixtures/built-site';

/**
 * Hides the automation flag from every page the target opens, as in a visitor's browser: the
 * form refuses an automated browser (451), as EmailJS's SDK did.
 */
export const hideAutomation = (target: Pick<BrowserContext, 'addInitScript'>) =>
  target.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }),
  );

/** Which build a project tests: the site's own config and dist/, or a fixture config's build. */
export interface SiteOptions {
  site: SiteConfig;
  /** Everything the build was made from: the settings above, the services, the proof. */
  content: SiteContent;
  distDir: string;
  /** Whether the build names a second EmailJS route (tests/fixtures/sites.mjs, the env it is built with). */
  fallbackRoute: boolean;
}

const EMAIL_ROUTE = '**/api/v1.0/email/send';

/**
 * Every page collects console errors and page errors; a test ends by asserting there were none
 * unless it expects some. Automation flags are hidden as in a visitor's browser, because the
 * form refuses headless browsers (a test below checks that refusal on purpose).
 */
export const test = base.extend<
  { consoleErrors: string[]; cspRefusals: string[]; realBrowser: boolean },
  SiteOptions
>({
  site: [siteContent.siteConfig, { option: true, scope: 'worker' }],
  content: [siteContent, { option: true, scope: 'worker' }],
  distDir: ['dist', { option: true, scope: 'worker' }],
  fallbackRoute: [false, { option: true, scope: 'worker' }],
  realBrowser: [true, { option: true }],
  consoleErrors: [
    async ({ page, realBrowser }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      if (realBrowser) await hideAutomation(page);
      await use(errors);
    },
    { auto: true },
  ],
  /**
   * What the pages' own policy refused, in every story, on every page it visits: Chromium says
   * each refusal in the console, across navigations. A story that injects code on purpose empties
   * this once it has seen the refusal.
   */
  cspRefusals: [
    async ({ page }, use) => {
      const refused: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy'))
          refused.push(`${page.url()}: ${message.text()}`);
      });
      await use(refused);
      expect(refused, 'a page broke its own Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export { writtenOn } from '../fixtures/written';

/**
 * The form's and the pages' own words, read from the content (they are the owner's to change).
 * Both builds share content/pages/; a text that names a setting (`{{callBack}}`, `{{cities}}`…)
 * differs between them: read that one from the `content` fixture.
 */
export const { formText, pageText } = siteContent;

/**
 * How the fake e-mail API answers a send: 200 OK, an HTTP error status (with the Retry-After it
 * sends, in seconds), a network failure before the send leaves (`offline`), or no answer at all
 * (`never`).
 */
export type EmailAnswer =
  'ok' | 'offline' | 'never' | number | { status: number; retryAfter: number };

/** What the form posts to EmailJS. */
export interface EmailSend {
  service_id: string;
  template_id: string;
  user_id: string;
  template_params: Record<string, string>;
}

/**
 * A send that cannot pass: EmailJS refusing the account (users report 412 "Gmail_API: Invalid
 * grant" when the Gmail connection lapsed), so the page never tries the same route again.
 */
export const REFUSED = 412;

/** The one stand-in for the EmailJS API in every spec. */
export interface FakeEmailApi {
  /** The sends that reached the API, in order (a send the network failed is not among them). */
  sent: EmailSend[];
  /** The sends it took (answered OK), in order. */
  delivered: EmailSend[];
  requests: Request[];
  /** How the sends from now on are answered. */
  answer(next: EmailAnswer): void;
  /** How the next sends are answered, one each, before `answer`'s. */
  next(...answers: EmailAnswer[]): void;
  /** Sends from now on wait for release() before their answer. */
  hold(): void;
  release(): void;
  /** Answers the same stand-in gives another page (another visitor). */
  attach(page: Page): Promise<void>;
}

export interface StandInOptions {
  first?: EmailAnswer;
  /** EmailJS's documented limit: one request a second, on this clock (ms); more are answered 429. */
  onePerSecond?: () => number;
  /** How each e-mail service answers, before anything else: a route refused, another taking it. */
  byService?: Record<string, EmailAnswer>;
}

const answered = (answer: Exclude<EmailAnswer, 'offline' | 'never'>) =>
  answer === 'ok'
    ? { status: 200, body: 'OK' }
    : typeof answer === 'number'
      ? { status: answer, body: 'Provider error' }
      : {
          status: answer.status,
          body: 'Provider error',
          headers: {
            'Retry-After': String(answer.retryAfter),
            'Access-Control-Expose-Headers': 'Retry-After',
          },
        };

/**
 * The sends each page's stand-in keeps unanswered on purpose (`never`, or held), until the page
 * gives them up: while one is kept, only the test moves that page on.
 */
const keptSends = new WeakMap<Page, Set<Request>>();

/** A stand-in EmailJS, to attach to one page or to many (visitors at once). */
export function emailStandIn({ first = 'ok', onePerSecond, byService = {} }: StandInOptions = {}) {
  let current = first;
  const queued: EmailAnswer[] = [];
  let gate: Promise<void> | null = null;
  let open = () => {};
  let lastTaken = -Infinity;
  const api: FakeEmailApi = {
    sent: [],
    delivered: [],
    requests: [],
    answer: (next) => void (current = next),
    next: (...answers) => void queued.push(...answers),
    hold: () => void (gate = new Promise<void>((done) => (open = done))),
    release: () => {
      gate = null;
      open();
    },
    attach: async (page) => {
      const kept = new Set<Request>();
      keptSends.set(page, kept);
      page.on('requestfailed', (request) => kept.delete(request));
      await page.route(EMAIL_ROUTE, async (route) => {
        const body = route.request().postDataJSON() as EmailSend;
        let answer = byService[body.service_id] ?? queued.shift() ?? current;
        if (answer === 'ok' && onePerSecond) {
          const now = onePerSecond();
          if (now - lastTaken < 1_000) answer = 429;
          else lastTaken = now;
        }
        if (answer === 'offline') return route.abort('internetdisconnected');
        api.sent.push(body);
        api.requests.push(route.request());
        if (answer === 'never') return void kept.add(route.request());
        if (gate) {
          kept.add(route.request());
          await gate;
          kept.delete(route.request());
        }
        if (answer === 'ok') api.delivered.push(body);
        await route.fulfill(answered(answer));
      });
    },
  };
  return api;
}

/** Fakes the EmailJS API for a page: every send answered as told (200 OK unless told otherwise). */
export async function fakeEmailApi(page: Page, first: EmailAnswer = 'ok'): Promise<FakeEmailApi> {
  const api = emailStandIn({ first });
  await api.attach(page);
  return api;
}

/**
 * Moves the page's clock (installed with `page.clock.install()`) on by `ms`, a step at a time, and
 * after each step waits for what it set off (a try, its answer, the wait after it) to settle
 * before the next: a wait of the page's is on the test's clock, never the wall's, however slow
 * the machine.
 */
export async function passTime(page: Page, ms: number, step = 1_000) {
  for (let passed = 0; passed < ms; passed += step) {
    await page.clock.runFor(Math.min(step, ms - passed));
    await settled(page);
  }
}

/**
 * Until no send of the site is under way or waiting its turn (every send goes under a Web Lock),
 * unless the one under way waits for an answer the stand-in keeps: then only the clock moves it.
 */
async function settled(page: Page) {
  const kept = keptSends.get(page);
  await expect
    .poll(
      async () => {
        const { held = [], pending = [] } = await page.evaluate(() => navigator.locks.query());
        return pending.length === 0 && (held.length === 0 || (kept?.size ?? 0) > 0);
      },
      { intervals: [5, 10, 25, 50], timeout: 30_000, message: 'the page settles after a step' },
    )
    .toBe(true);
}

/**
 * Stops the page's clock (installed with `page.clock.install()`, which lets it flow with the wall
 * until then): from here on it moves only when the test moves it, so a wait between tries cannot
 * end while the test is still reading what the page said.
 */
export async function holdTime(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

/** The reference a sent e-mail carries ("Reference: ABC234"). */
export const referenceIn = (send: EmailSend) =>
  /Reference: ([A-HJ-NP-Z2-9]{6})/.exec(send.template_params.message ?? '')?.[1];

/**
 * A form's code has arrived and taken over the pre-rendered form: the call-back form's, or the
 * form of the kind named (src/form-kinds/).
 */
export async function formReady(page: Page, kind = 'callback') {
  const hook = formHook(kind);
  await expect(page.locator(hook.selector)).toHaveAttribute(hook.attribute, hook.ready);
}

/**
 * Types one letter a task into the field that has the focus, from before a form's code arrives
 * (held until `release`) until twenty tasks after it has taken over; returns how many it typed.
 */
export async function typeThroughTakeOver(page: Page, kind: string, release: () => void) {
  // Never past the field's own limit: a slow machine types many keys before the code is ready,
  // and a field stops taking them at its maxlength, which is no key lost.
  await page.evaluate((hook) => {
    const typing = window as unknown as { typed: number; after: number; full: boolean };
    typing.typed = 0;
    typing.after = 0;
    typing.full = false;
    const island = document.querySelector(hook.selector)!;
    const field = document.activeElement as HTMLInputElement | HTMLTextAreaElement;
    const limit = field.maxLength > 0 ? field.maxLength : Infinity;
    const type = () => {
      if (island.getAttribute(hook.attribute) === hook.ready && ++typing.after > 20) return;
      if (typing.typed >= limit) {
        typing.full = true;
        return;
      }
      document.execCommand('insertText', false, 'x');
      typing.typed++;
      setTimeout(type, 2);
    };
    type();
  }, formHook(kind));
  await page.waitForTimeout(200);
  release();
  await formReady(page, kind);
  await page.waitForFunction(() => {
    const typing = window as unknown as { after: number; full: boolean };
    return typing.after > 20 || typing.full;
  });
  return page.evaluate(() => (window as unknown as { typed: number }).typed);
}

/** The form's code has not run yet: the pre-rendered form is the one on screen. */
export async function formNotRunYet(page: Page, kind = 'callback') {
  const hook = formHook(kind);
  await expect(page.locator(hook.selector)).toHaveAttribute(hook.attribute, hook.notRunYet);
}

/** The request reference the form shows: "Your request reference: ABC234". */
export async function referenceShown(scope: Locator) {
  const text = await scope.getByText(/Your request reference:/).innerText();
  return /reference:\s*([A-Z0-9]+)/.exec(text ?? '')?.[1];
}

export async function openContactForm(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Get Emergency Help' }).click();
  await expect(page.getByRole('dialog', { name: 'Get Emergency Help' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toBeVisible();
  await formReady(page);
}

export const visitor = {
  name: 'Jane Smith',
  phone: '403-555-0188',
  email: 'jane@example.net',
  location: `12 Example Road NW, ${siteContent.siteConfig.offices[0].city}`,
  type: 'water-damage',
  typeLabel: 'Water Damage / Flooding',
  message: 'Basement flooded after a pipe burst. About 5 cm of water.',
};

export async function fillForm(page: Page, values: Partial<typeof visitor> = {}) {
  const v = { ...visitor, ...values };
  await page.getByLabel('Full Name').fill(v.name);
  await page.getByLabel('Phone Number').fill(v.phone);
  await page.getByLabel('Email (optional)').fill(v.email);
  await page.getByLabel('Property Location').fill(v.location);
  await page.getByLabel('Type of Emergency').selectOption(v.type);
  await page.getByLabel('Description of Damage').fill(v.message);
}

export const submitButton = (page: Page) =>
  page.getByRole('button', { name: 'Request Emergency Call Back' });

/** WCAG 2.2 AA, as axe tags its rules. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What two engines find on the page, or inside `include` (a selector or a locator; else an open
 * modal dialog) alone, each violation with the elements it names: axe against WCAG 2.2 AA, and
 * IBM's Equal Access engine under its IBM_Accessibility policy, less the reports
 * docs/accessibility-checks.md shows false (ibm-checker.ts). Only violations are gathered: axe's
 * passes on a long page are most of its time and say nothing here.
 *
 * axe runs in the page as its own docs show (`axe.run`), put there once a page: @axe-core/playwright
 * sent its 0.5 MB source two or three times a run and gathered the results in a blank page it
 * opened, for pages that have no frames: half the time of every check, and a quarter of the
 * Chromium stories' CPU (525 → 393 CPU-s).
 */
export async function axeViolations(page: Page, include?: string | Locator): Promise<string[]> {
  // With a modal dialog open, the dialog alone: the page behind it is inert, and checked on its
  // own in the stories that check the page (a whole page is most of each engine's time).
  const { modal, hasAxe } = await page.evaluate(() => ({
    modal: document.querySelector('dialog:modal') !== null,
    hasAxe: 'axe' in window,
  }));
  const element = typeof include === 'object' ? await include.elementHandle() : null;
  const scope = typeof include === 'string' ? include : modal ? 'dialog[open]' : undefined;
  if (!hasAxe) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ scope, element, tags }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const options: RunOptions = {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      };
      const found = await axe.run(element ?? scope ?? document, options);
      return found.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target) }));
    },
    { scope, element, tags: WCAG_AA },
  );
  return [
    ...violations.map((v) => `${v.id}: ${v.targets.map((t) => t.join(' ')).join(', ')}`),
    ...(await ibmViolations(page, element ?? scope)),
  ];
}

/** What a phone's camera reads in a QR code on the page: its drawing, screenshot, decoded. */
export async function qrCodeText(code: Locator): Promise<string | undefined> {
  const { data, info } = await sharp(await code.screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

/** The cards or stickers of a sheet to print: each item of the page that carries a QR code. */
export const sheetOf = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('img', { name: /^QR code/ }) });
