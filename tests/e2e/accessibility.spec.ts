import type { Page } from '@playwright/test';
import {
  axeViolations,
  expect,
  fakeEmailApi,
  fillForm,
  formReady,
  islandScript,
  openContactForm,
  submitButton,
  test,
  visitor,
  formText,
  REFUSED,
  passTime,
  holdTime,
} from './fixtures';

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test.describe('axe finds no WCAG 2.2 AA violation', () => {
  // One test a page. The form alone, ready and then with its problems: the page around it is
  // checked whole in pages.spec.ts (a whole page is most of each engine’s time).
  for (const [path, kind] of [
    ['/contractors/', 'equipment'],
    ['/property-managers/', 'agreement'],
    ['/property-managers/building-profile/', 'profile'],
  ] as const)
    test(`on ${path}, its form ready, and with its problems listed`, async ({ page, content }) => {
      const { requestForms, profile } = content;
      const [name, send] =
        kind === 'profile'
          ? [profile.keep.subject, profile.keep.send]
          : [requestForms[kind].subject, requestForms[kind].submit];
      await page.goto(path);
      // A form on the page runs once it comes into view.
      const form = page.getByRole('form', { name });
      await form.scrollIntoViewIfNeeded();
      await formReady(page, kind);
      expect(await axeViolations(page, form)).toEqual([]);
      await form.getByRole('button', { name: send }).click();
      await expect(form.getByRole('alert')).toContainText(requestForms.shared.fix);
      expect(await axeViolations(page, form)).toEqual([]);
    });

  test('on the 404 page', async ({ page }) => {
    await page.goto('/missing');
    await expectNoViolations(page);
  });

  test('on the locations page, with the office finder answering', async ({ page, content }) => {
    const text = content.pageText.officeFinder;
    await page.goto('/locations/');
    const finder = page.getByRole('search', { name: text.title });
    await finder.getByLabel(text.label).fill(content.siteConfig.offices[0].city);
    await finder.getByRole('button', { name: text.button }).click();
    await expect(finder.getByRole('status')).not.toBeEmpty();
    await expectNoViolations(page);
  });

  test('with the contact dialog open', async ({ page }) => {
    await openContactForm(page);
    await expectNoViolations(page);
  });

  test('with each service dialog open and its safety steps expanded, and each legal text open', async ({
    page,
    content,
  }) => {
    await page.goto('/');
    for (const title of [
      'Water Damage Restoration',
      'Fire Damage Restoration',
      'Equipment Services',
    ]) {
      await page.getByRole('button', { name: `Learn More about ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByText(content.safetySteps.title).click();
      await expect(dialog.getByText(/call 911 first/)).toBeVisible();
      await expectNoViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    for (const title of ['Privacy Policy', 'Terms of Service']) {
      await page.getByRole('button', { name: title }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog.getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expectNoViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('with the success toast and the "What happens next" panel shown', async ({ page }) => {
    await fakeEmailApi(page);
    await openContactForm(page);
    await fillForm(page, { type: 'fire-damage' });
    await submitButton(page).click();
    await expect(page.getByRole('heading', { name: formText.sent.heading })).toBeVisible();
    await expect(
      page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'fire department' }),
    ).not.toHaveCount(0);
    await expectNoViolations(page);
  });

  test('with the notice that the form could not load', async ({ page, distDir }) => {
    await page.route(islandScript(distDir), (route) => route.abort('internetdisconnected'));
    await page.goto('/#emergency-help');
    await expect(
      page.getByRole('dialog').getByRole('alert').filter({ hasText: formText.notices.failedTitle }),
    ).toBeVisible();
    await expectNoViolations(page);
  });

  test('while the page tries a send again by itself', async ({ page }) => {
    await page.clock.install();
    await fakeEmailApi(page, 'never');
    await openContactForm(page);
    await fillForm(page);
    await holdTime(page);
    await submitButton(page).click();
    await passTime(page, 21_000);
    await expect(page.getByText(formText.retrying.title)).toBeVisible();
    // axe waits on timers of its own; the next try waits 20 s for its answer meanwhile.
    await page.clock.resume();
    await expectNoViolations(page);
  });

  test('with the account refused: sending again will not help', async ({ page }) => {
    await fakeEmailApi(page, REFUSED);
    await openContactForm(page);
    await fillForm(page);
    await submitButton(page).click();
    await expect(page.getByText(formText.refused.title)).toBeVisible();
    await expectNoViolations(page);
  });

  test('with a request waiting for the connection to return', async ({ page, context }) => {
    await openContactForm(page);
    await fillForm(page);
    await context.setOffline(true);
    await submitButton(page).click();
    await expect(page.getByText(formText.offline.text)).toBeVisible();
    await expectNoViolations(page);
  });

  test('with the error toast shown', async ({ page }) => {
    await fakeEmailApi(page, REFUSED);
    await openContactForm(page);
    await fillForm(page);
    await submitButton(page).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Error Sending Request' }),
    ).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe('keyboard alone', () => {
  test('every tab stop on the page shows a focus ring', async ({ page }) => {
    await page.goto('/');
    const seen = new Set<string>();
    for (let stop = 0; stop < 60; stop++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return {
          key: `${[...document.querySelectorAll('*')].indexOf(element)} ${element.tagName} ${element.textContent?.trim().slice(0, 40)}`,
          outline: style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth),
        };
      });
      // After the last stop focus leaves the page (to the browser's own controls).
      if (seen.has(focus.key) || focus.key.includes(' BODY ')) break;
      seen.add(focus.key);
      expect(focus.outline, focus.key).toBeGreaterThanOrEqual(2);
    }
    expect(seen.size).toBeGreaterThan(15);
  });

  test('on a phone, no tab stop hides behind the call bar (WCAG 2.4.11)', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    // Focus scrolls at once, so each stop is measured where it comes to rest.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const path of ['/', '/locations/', '/first-hours-kit/']) {
      await page.goto(path);
      const bar = await page.getByRole('navigation', { name: 'Emergency call' }).boundingBox();
      expect(bar, 'the call bar is on screen').not.toBeNull();
      for (let stop = 0; stop < 80; stop++) {
        await page.keyboard.press('Tab');
        const focus = await page.evaluate(() => {
          const element = document.activeElement!;
          const { top, bottom } = element.getBoundingClientRect();
          return {
            name: `${element.localName} ${element.textContent?.trim().slice(0, 40) ?? ''}`,
            inBar: !!element.closest('nav[aria-label="Emergency call"]'),
            top,
            bottom,
          };
        });
        if (focus.name.startsWith('body')) break;
        if (focus.inBar) continue;
        // Wholly clear of the bar: above it, or (scrolled to the end) below its top edge never.
        expect(focus.bottom, `${path}: ${focus.name}`).toBeLessThanOrEqual(bar!.y + 1);
      }
    }
  });

  test('the skip link leads past the header, and the form is filled and sent with keys only', async ({
    page,
  }) => {
    const sends = (await fakeEmailApi(page)).sent;
    await page.goto('/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const hero = page
      .getByRole('main')
      .getByRole('button', { name: 'Get Emergency Help', exact: true });
    await expect(hero).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Get Emergency Help' })).toBeVisible();

    // As a visitor would: once the form is on screen (it is drawn the frame after the dialog's).
    const name = page.getByLabel('Full Name');
    await expect(name).toBeVisible();
    await name.focus();
    await expect(name).toBeFocused();
    await page.keyboard.type(visitor.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(visitor.phone);
    await page.keyboard.press('Tab');
    await page.keyboard.type(visitor.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(visitor.location);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Type of Emergency')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.type(visitor.message);
    await page.keyboard.press('Tab');
    await expect(submitButton(page)).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('dialog').getByRole('status')).toContainText(
      'Request Sent Successfully!',
    );
    expect(sends).toHaveLength(1);
  });
});
