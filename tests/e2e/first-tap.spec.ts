import type { Locator, Page, Route } from '@playwright/test';
import { telHref } from '../../src/lib/phone';
import { paths } from '../../src/domain/paths';
import { siteContent } from '../fixtures/content';

const { siteConfig } = siteContent;
import {
  expect,
  fakeEmailApi,
  fillForm,
  formNotRunYet,
  formReady,
  islandScript,
  submitButton,
  test,
  visitor,
  formText,
} from './fixtures';

const contactDialog = (page: Page) => page.getByRole('dialog', { name: 'Get Emergency Help' });
const headerButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Get Emergency Help' });
const failedNotice = (page: Page) =>
  contactDialog(page).getByRole('alert').filter({ hasText: formText.notices.failedTitle });

async function expectCityPhones(scope: Locator) {
  for (const office of siteConfig.offices) {
    await expect(scope.locator(`a[href="${telHref(office.phone)}"]`).first()).toBeVisible();
  }
}

async function expectTypedValues(page: Page) {
  await expect(page.getByLabel('Full Name')).toHaveValue(visitor.name);
  await expect(page.getByLabel('Phone Number')).toHaveValue(visitor.phone);
  await expect(page.getByLabel('Type of Emergency')).toHaveValue(visitor.type);
  await expect(page.getByLabel('Description of Damage')).toHaveValue(visitor.message);
}

/** Holds the island's script until released, as a slow connection does. */
async function holdIsland(page: Page) {
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(islandScript(), async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** Counts the island script's answers that carried code, to show it never runs twice. */
function countIslandLoads(page: Page) {
  let loads = 0;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === islandScript() && response.ok()) loads++;
  });
  return () => loads;
}

test.describe('with no JavaScript at all', () => {
  test.use({ javaScriptEnabled: false });

  // Every browser, Invoker Commands or not: each opener is a plain link (src/browser/enhance.css).
  test('every "Get Emergency Help" leads to both city phones, and the dialog closes', async ({
    page,
  }) => {
    await page.goto('/');
    const openers = [
      page.getByRole('banner').getByRole('link', { name: 'Get Emergency Help' }),
      page.getByRole('main').getByRole('link', { name: 'Get Emergency Help', exact: true }),
      page.getByRole('link', { name: 'Get Emergency Help Now' }),
      page.getByRole('link', { name: 'GET HELP!' }),
    ];
    await expect(page.getByRole('button', { name: /Get Emergency Help|GET HELP!/ })).toHaveCount(0);
    for (const opener of openers) {
      await opener.click();
      await expect(page).toHaveURL(/#emergency-help$/);
      await expectCityPhones(contactDialog(page));
      await expect(
        contactDialog(page)
          .getByText(/call 911 first/)
          .first(),
      ).toBeVisible();
      await contactDialog(page).getByRole('link', { name: 'Close dialog' }).click();
      await expect(contactDialog(page)).toBeHidden();
    }
  });

  test('the service details, privacy policy and terms lead to their pages', async ({ page }) => {
    for (const [opener, heading, path] of [
      [
        'Learn More about Fire Damage Restoration',
        'Fire Damage Restoration',
        '/services/fire-damage-restoration/',
      ],
      ['Privacy Policy', 'Privacy Policy', '/privacy/'],
      ['Terms of Service', 'Terms of Service', '/terms/'],
    ] as const) {
      await page.goto('/');
      await page.getByRole('link', { name: opener, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    }
  });
});

test.describe('a tap before the code has arrived', () => {
  test('opens the dialog at once, and what is typed meanwhile is kept and sent', async ({
    page,
    consoleErrors,
  }) => {
    const release = await holdIsland(page);
    const sends = (await fakeEmailApi(page)).sent;
    await page.goto('/', { waitUntil: 'commit' });
    await headerButton(page).click();
    await expectCityPhones(contactDialog(page));
    await fillForm(page);
    await formNotRunYet(page);
    release();
    await formReady(page);
    await expectTypedValues(page);
    await submitButton(page).click();
    await expect(contactDialog(page).getByRole('status')).toContainText(
      'Request Sent Successfully!',
    );
    expect(sends).toHaveLength(1);
    const params = (sends[0] as { template_params: Record<string, string> }).template_params;
    expect(params.from_name).toBe(visitor.name);
    expect(params.message).toContain(visitor.message);
    expect(consoleErrors).toEqual([]);
  });

  test('a press on the send button says the form is still loading, and loses nothing', async ({
    page,
  }) => {
    const release = await holdIsland(page);
    const sends = (await fakeEmailApi(page)).sent;
    await page.goto('/', { waitUntil: 'commit' });
    await headerButton(page).click();
    await fillForm(page);
    await submitButton(page).click();
    const loading = contactDialog(page)
      .getByRole('status')
      .filter({ hasText: formText.notices.loading });
    await expect(loading).toBeFocused();
    await expect(page).toHaveURL(/#emergency-help$/);
    release();
    await formReady(page);
    await expect(loading).toBeHidden();
    await expectTypedValues(page);
    await submitButton(page).click();
    await expect.poll(() => sends.length).toBe(1);
  });
});

test.describe('when the form code cannot load', () => {
  const failures: Array<[string, (route: Route) => Promise<void>]> = [
    ['answers 404 (a deploy removed it)', (route) => route.fulfill({ status: 404, body: '' })],
    ['is cut off (the network dropped)', (route) => route.abort('internetdisconnected')],
  ];

  for (const [what, fail] of failures) {
    test(`when it ${what}, the phones, texts and typed words stay, and Try again brings the form`, async ({
      page,
    }) => {
      const loads = countIslandLoads(page);
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === islandScript()) asked.push(request.url());
      });
      await page.route(islandScript(), fail);
      const sends = (await fakeEmailApi(page)).sent;
      await page.goto('/');
      await headerButton(page).click();
      await expectCityPhones(contactDialog(page));
      await expect(failedNotice(page)).toBeVisible();
      await expectCityPhones(failedNotice(page));
      await fillForm(page);
      await submitButton(page).click();
      await expect(failedNotice(page)).toBeFocused();
      await expectTypedValues(page);
      expect(sends).toHaveLength(0);

      await page.keyboard.press('Escape');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectCityPhones(page.locator('#contact'));

      await page.unroute(islandScript());
      await headerButton(page).click();
      await failedNotice(page).getByRole('button', { name: formText.notices.retry }).click();
      await formReady(page);
      await expect(failedNotice(page)).toBeHidden();
      await expectTypedValues(page);
      await submitButton(page).click();
      await expect.poll(() => sends.length).toBe(1);
      expect(loads()).toBe(1);
      // The retry asked for the file under a fresh address, which no browser answers from its
      // memory of the failure.
      expect(asked.slice(0, -1)).not.toContain(asked.at(-1));
      expect(new URL(asked.at(-1)!).search).toMatch(/^\?retry=\d+$/);
    });
  }

  test('after a new deploy, Try again reloads the page and keeps every word', async ({ page }) => {
    const renamed = islandScript().replace(/\.js$/, '-next.js');
    let deployed = false;
    // The first page names a file that is gone; after the deploy the page names the new one.
    const gone = (url: URL) => url.pathname === islandScript();
    await page.route(gone, (route) => route.fulfill({ status: 404, body: '' }));
    await page.route(renamed, async (route) =>
      route.fulfill({ response: await route.fetch({ url: islandScript() }) }),
    );
    await page.route('/', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      await route.fulfill({
        response,
        body: deployed ? html.replace(islandScript(), renamed) : html,
      });
    });
    await page.goto('/');
    await headerButton(page).click();
    await fillForm(page);
    await expect(failedNotice(page)).toBeVisible();
    deployed = true;
    const reloaded = page.waitForEvent('load');
    await failedNotice(page).getByRole('button', { name: formText.notices.retry }).click();
    await reloaded;
    await expect(contactDialog(page)).toBeVisible();
    await formReady(page);
    await expectTypedValues(page);
  });

  test('without a new deploy, Try again does not reload the page', async ({ page }) => {
    let loads = 0;
    page.on('load', () => loads++);
    await page.route(
      (url) => url.pathname === islandScript(),
      (route) => route.fulfill({ status: 404, body: '' }),
    );
    await page.goto('/');
    await headerButton(page).click();
    await fillForm(page);
    await expect(failedNotice(page)).toBeVisible();
    const retried = page.waitForRequest((request) => request.url().includes('?retry=1'));
    const checked = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/' && response.request().resourceType() === 'fetch',
    );
    await failedNotice(page).getByRole('button', { name: formText.notices.retry }).click();
    await retried;
    await checked;
    await expect(failedNotice(page)).toBeVisible();
    await expectTypedValues(page);
    expect(loads).toBe(1);
  });

  test('a form script that throws as it runs ends in the notice with the phones, not in "loading"', async ({
    page,
    consoleErrors,
  }) => {
    await page.route(islandScript(), (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'throw new Error("The form script broke as it ran");',
      }),
    );
    await page.goto('/');
    await headerButton(page).click();
    await expect(failedNotice(page)).toBeVisible();
    await expectCityPhones(failedNotice(page));
    expect(consoleErrors.some((error) => error.includes('broke as it ran'))).toBe(true);
  });

  test('comes back by itself when the connection returns', async ({ page, context }) => {
    let offline = true;
    await page.route(islandScript(), (route) =>
      offline ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto('/');
    await headerButton(page).click();
    await expect(failedNotice(page)).toBeVisible();
    await context.setOffline(true);
    offline = false;
    await context.setOffline(false);
    await formReady(page);
    await expect(failedNotice(page)).toBeHidden();
  });

  test('a form that fails while it runs shows the phones and a retry, never a blank page', async ({
    page,
    consoleErrors,
  }) => {
    // A browser whose FormData is broken makes the form throw as it takes over the page.
    await page.addInitScript(() => {
      window.FormData = class {
        constructor() {
          throw new Error('FormData is broken here');
        }
      } as unknown as typeof FormData;
    });
    await page.goto('/');
    await headerButton(page).click();
    const fallback = contactDialog(page)
      .getByRole('alert')
      .filter({ hasText: formText.notices.failedTitle });
    await expect(fallback).toBeVisible();
    await expectCityPhones(fallback);
    await expect(fallback.getByRole('button', { name: formText.notices.retry })).toBeVisible();
    // One failure notice, the page's own, whoever failed: the loader or the form's code.
    await expect(contactDialog(page).getByText(formText.notices.failedTitle)).toHaveCount(1);
    // Try again renders the form again; here it fails again, and says so the same way.
    await fallback.getByRole('button', { name: formText.notices.retry }).click();
    await expect(fallback).toBeVisible();
    await expect(contactDialog(page).getByText(formText.notices.failedTitle)).toHaveCount(1);
    await expectCityPhones(contactDialog(page));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(consoleErrors.some((error) => error.includes('FormData is broken'))).toBe(true);
  });
});

test('after the page has loaded, every dialog opens with the network gone', async ({
  page,
  context,
}) => {
  // The form's code is fetched once the page has painted, and run only when the form opens.
  const fetched = page.waitForResponse((response) => response.url().endsWith(islandScript()));
  await page.goto('/');
  await (await fetched).finished();
  await formNotRunYet(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Learn More about Water Damage Restoration' }).click();
  const water = page.getByRole('dialog', { name: 'Water Damage Restoration' });
  await expect(water.getByText(siteContent.services[0]!.details.timeline)).toBeVisible();
  await water.getByRole('button', { name: 'Get Emergency Help' }).click();
  await expectCityPhones(contactDialog(page));
  await formReady(page);
  await expect(page.getByLabel('Full Name')).toBeEditable();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('dialog', { name: 'Terms of Service' })).toContainText(
    'Governing Law',
  );
});

test.describe('history', () => {
  test('opening a dialog names it in the URL, and Back closes it and stays on the page', async ({
    page,
  }) => {
    await page.goto('/');
    await headerButton(page).click();
    await expect(contactDialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/#emergency-help$/);
    await page.goBack();
    await expect(contactDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goForward();
    await expectCityPhones(contactDialog(page));
  });

  test('Back steps out of a contact form opened from a service, one dialog at a time', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Learn More about Fire Damage Restoration' }).click();
    const service = page.getByRole('dialog', { name: 'Fire Damage Restoration' });
    await service.getByRole('button', { name: 'Request Quote' }).click();
    await expect(page).toHaveURL(/#emergency-help$/);
    await page.goBack();
    await expect(contactDialog(page)).toBeHidden();
    await expect(service).toBeVisible();
    await expect(page).toHaveURL(/#fire-damage-restoration$/);
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test('closing a dialog takes its name out of the URL', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/#privacy-policy$/);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a link to a dialog (from an ad or an e-mail) opens it on load', async ({ page }) => {
    await page.goto('/#emergency-help');
    await expectCityPhones(contactDialog(page));
    await expect(
      contactDialog(page).getByRole('heading', { name: 'Get Emergency Help' }),
    ).toBeFocused();
    await page.getByRole('dialog').getByRole('button', { name: 'Close dialog' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('the e-mail code is fetched once the page is idle after load, never before, even when the form opens at once', async ({
  page,
}) => {
  const sdk = page.waitForRequest(
    (request) =>
      /\/assets\/[^/]+\.js$/.test(request.url()) && !request.url().endsWith(islandScript()),
  );
  await page.goto('/', { waitUntil: 'commit' });
  await headerButton(page).click();
  await formReady(page);
  await (await (await sdk).response())?.finished();
  const timing = await page.evaluate((island) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const chunk = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/assets/') && !entry.name.endsWith(island));
    return { load: navigation.loadEventEnd, fetched: chunk?.startTime ?? NaN };
  }, islandScript());
  expect(timing.load).toBeGreaterThan(0);
  expect(timing.fetched).toBeGreaterThanOrEqual(timing.load);
});

test('a tap on "Get Emergency Help" draws the title and the phones in its own frame, and the form in the next', async ({
  page,
}) => {
  await page.goto('/');
  // Still closed: found among hidden elements.
  const includeHidden = true;
  const dialog = page.getByRole('dialog', { name: 'Get Emergency Help', includeHidden });
  const elements = await Promise.all([
    headerButton(page).elementHandle(),
    dialog.getByRole('heading', { name: 'Get Emergency Help', includeHidden }).elementHandle(),
    dialog
      .getByRole('link', { name: siteConfig.offices[0].city, includeHidden })
      .first()
      .elementHandle(),
    dialog.getByLabel('Full Name').elementHandle(),
  ]);
  const frames = await page.evaluate(async ([button, title, phone, name]) => {
    const dialog = title!.closest('dialog')!;
    const seen = () => ({
      title: title!.checkVisibility(),
      phone: phone!.checkVisibility(),
      form: name!.checkVisibility(),
      // Not a scroll container in the tap's frame (its layers would be built in it), with its
      // gutter kept: the phones stay where they are when it becomes one.
      scrolls: getComputedStyle(dialog).overflowY,
      phoneAt: JSON.stringify(phone!.getBoundingClientRect()),
    });
    // A press as a finger makes it, in one go so that no frame passes between its events.
    button!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    (button as HTMLElement).click();
    const tapFrame = seen();
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
    await new Promise((done) => requestAnimationFrame(done));
    return { tapFrame, next: seen(), focused: document.activeElement === title };
  }, elements);
  const { phoneAt, ...tapFrame } = frames.tapFrame;
  expect({ ...frames, tapFrame }).toEqual({
    tapFrame: { title: true, phone: true, form: false, scrolls: 'hidden' },
    next: { title: true, phone: true, form: true, scrolls: 'auto', phoneAt },
    focused: true,
  });
});

test('a key pressed while the form waits for its frame draws it at once, so focus can go into it', async ({
  page,
}) => {
  await page.goto('/');
  // A busy phone whose frame after the tap never comes: only the key can draw the form.
  await page.evaluate(() => {
    window.requestAnimationFrame = () => 0;
  });
  await headerButton(page).click();
  const name = page.getByLabel('Full Name');
  await name.focus();
  await expect(name, 'the form waits for its frame').not.toBeFocused();
  await page.keyboard.press('Shift');
  await name.focus();
  await expect(name).toBeFocused();
});

for (const [where, path, heading] of [
  ['the landing page', '/', 'Our Expert Services'],
  [
    'a service page',
    paths.service(siteContent.services[0]!.slug),
    siteContent.pageText.servicePage.questionsHeading,
  ],
] as const) {
  test(`while a tap opens the dialog on ${where}, the page behind waits a frame behind an opaque backdrop, each block at its own size`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(path);
    const elements = await Promise.all([
      headerButton(page).elementHandle(),
      page.getByRole('heading', { name: heading }).elementHandle(),
      page.getByRole('heading', { level: 1 }).elementHandle(),
      page.getByRole('dialog', { name: 'Get Emergency Help', includeHidden: true }).elementHandle(),
    ]);
    const frames = await page.evaluate(async ([button, below, title, dialog]) => {
      const nextFrame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
      // Sizes are remembered once the page has drawn a frame or two.
      await nextFrame();
      await nextFrame();
      const seen = () => ({
        drawn: below!.checkVisibility({ contentVisibilityAuto: true }),
        onScreen: title!.checkVisibility(),
        top: Math.round(below!.getBoundingClientRect().top + scrollY),
        height: document.documentElement.scrollHeight,
        opaqueBackdrop: /^rgb\(/.test(getComputedStyle(dialog!, '::backdrop').backgroundColor),
      });
      const before = seen();
      // A press as a finger makes it, in one go so that no frame passes between its events.
      button!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      (button as HTMLElement).click();
      const tapFrame = seen();
      await nextFrame();
      // A block drawn when near is drawn again once the browser has seen it near: a frame or two.
      for (
        let frame = 0;
        frame < 10 && !below!.checkVisibility({ contentVisibilityAuto: true });
        frame++
      )
        await nextFrame();
      return { before, tapFrame, next: seen() };
    }, elements);
    const { before, tapFrame, next } = frames;
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(path);
    // Closed before its first frame, the dialog gives the page back at once.
    const closedAtOnce = await page.evaluate(([button, below]) => {
      button!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      (button as HTMLElement).click();
      document.querySelector<HTMLDialogElement>('dialog[open]')!.close();
      // No longer kept out: drawn again as soon as the browser sees it near.
      return below!.checkVisibility();
    }, elements);
    expect(before.drawn).toBe(true);
    expect(before.onScreen).toBe(true);
    expect(before.top).toBeGreaterThan(823);
    expect(tapFrame).toEqual({ ...before, drawn: false, onScreen: false, opaqueBackdrop: true });
    expect(next).toEqual({ ...before, opaqueBackdrop: false });
    expect(closedAtOnce).toBe(true);
  });
}
