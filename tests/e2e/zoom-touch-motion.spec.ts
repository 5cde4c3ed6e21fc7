import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { telHref } from '../../src/lib/phone';
import { siteContent } from '../fixtures/content';
import { expect, formReady, openContactForm, test } from './fixtures';

const { siteConfig } = siteContent;

const phone = { width: 360, height: 640 };
const desktop = { width: 1280, height: 800 };
// Zoom shrinks the viewport in CSS pixels: a 1280 × 800 window at 200 % lays out at 640 × 400,
// and at 400 % at 320 × 200, the width WCAG 1.4.10 asks content to reflow into.
const zoom200 = { width: 640, height: 400 };
const zoom400 = { width: 320, height: 256 };

type Target = { name: string; width: number; height: number; primary: boolean };

/** Every visible control, measured once scrolled into view (off-screen sections are not laid out). */
async function measureTargets(page: Page, scope: string): Promise<Target[]> {
  return page.locator(scope).evaluate(async (root) => {
    const controls = [
      ...root.querySelectorAll<HTMLElement>('a, button, input, select, textarea, summary'),
    ];
    const targets: Target[] = [];
    for (const control of controls) {
      control.scrollIntoView({ block: 'center' });
      await new Promise(requestAnimationFrame);
      if (!control.checkVisibility() || control.closest('.sr-only')) continue;
      // WCAG 2.5.8 exempts links inside a sentence.
      if (getComputedStyle(control).display === 'inline' && control.closest('p, li')) continue;
      const box = control.getBoundingClientRect();
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? control.id).trim();
      const primary =
        control.tagName === 'BUTTON' || control.getAttribute('href')?.startsWith('tel:') === true;
      targets.push({ name, width: box.width, height: box.height, primary });
    }
    return targets;
  });
}

function expectTargetSizes(targets: Target[]) {
  expect(targets.length).toBeGreaterThan(5);
  for (const target of targets) {
    const least = target.primary ? 44 : 24;
    expect(target.width, `${target.name}: width`).toBeGreaterThanOrEqual(least);
    expect(target.height, `${target.name}: height`).toBeGreaterThanOrEqual(least - 0.5);
  }
}

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * What reaches past the page's right edge: a section drawn only when near (content-visibility)
 * clips what overflows it rather than widening the page, so each element is measured.
 */
const pastTheEdge = (page: Page) =>
  page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 1;
    return [...document.querySelectorAll('body *')]
      .filter(
        (element) => element.checkVisibility() && element.getBoundingClientRect().right > edge,
      )
      .map((element) => `<${element.localName}> ${element.textContent?.trim().slice(0, 40) ?? ''}`)
      .slice(0, 3);
  });

test.describe('touch targets: 24 × 24 px at least, 44 px for call links and buttons', () => {
  for (const viewport of [phone, desktop]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('on the landing page and in the contact dialog', async ({ page }) => {
        await page.goto('/');
        expectTargetSizes(await measureTargets(page, 'body'));
        const skipLink = page.getByRole('link', { name: 'Skip to main content' });
        await page.keyboard.press('Tab');
        await expect(skipLink).toBeFocused();
        const box = await skipLink.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(24);
        expect(box?.height).toBeGreaterThanOrEqual(24);

        await page.getByRole('banner').getByRole('button', { name: 'Get Emergency Help' }).click();
        await expect(page.getByRole('dialog', { name: 'Get Emergency Help' })).toBeVisible();
        await formReady(page);
        expectTargetSizes(await measureTargets(page, 'dialog[open]'));
      });
    });
  }
});

test.describe('reflow', () => {
  for (const [label, viewport] of [
    ['200 % zoom', zoom200],
    ['400 % zoom (320 px)', zoom400],
  ] as const) {
    test.describe(`at ${label}`, () => {
      test.use({ viewport });

      test('the page keeps every section and call link, with nothing sideways, and the contact form scrolls inside its dialog and can be sent', async ({
        page,
      }) => {
        await page.goto('/');
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        for (const [name, level] of [
          ['Restoring Lives with Care', 1],
          ['Our Expert Services', 2],
          [`About ${siteConfig.companyName}`, 2],
          ['Get Emergency Help Now', 2],
        ] as const) {
          const title = page.getByRole('heading', { name, level });
          await title.scrollIntoViewIfNeeded();
          await expect(title).toBeInViewport();
        }
        for (const phone of [
          ...siteConfig.offices.map((office) => office.phone),
          siteConfig.emergencyPhone,
        ]) {
          await expect(page.locator(`a[href="${telHref(phone)}"]`).first()).toBeAttached();
        }
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

        await page.getByRole('banner').getByRole('button', { name: 'Get Emergency Help' }).click();
        await formReady(page);
        const dialog = page.getByRole('dialog', { name: 'Get Emergency Help' });
        const fits = await dialog.evaluate(
          (element) =>
            element.scrollWidth <= element.clientWidth &&
            element.getBoundingClientRect().right <= window.innerWidth,
        );
        expect(fits).toBe(true);
        for (const label of ['Full Name', 'Phone Number', 'Description of Damage']) {
          const field = page.getByLabel(label);
          await field.scrollIntoViewIfNeeded();
          await expect(field).toBeInViewport();
        }
        const send = page.getByRole('button', { name: 'Request Emergency Call Back' });
        await send.scrollIntoViewIfNeeded();
        await expect(send).toBeInViewport({ ratio: 1 });
        await expect(page.getByRole('button', { name: 'Close dialog' })).toBeInViewport();
      });

      test('every page of the sitemap fits its width, nothing past the edge', async ({
        page,
        distDir,
      }) => {
        const sitemap = readFileSync(join(distDir, 'sitemap.xml'), 'utf8');
        for (const [, url] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
          const path = new URL(url!).pathname;
          await page.goto(path);
          expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
          expect(await pastTheEdge(page), path).toEqual([]);
        }
      });
    });
  }
});

// A screen too short for the call bar's full-size row: a page zoomed to 400 %, and a phone held
// sideways (the bar is hidden at this width on an upright screen).
const sideways = { width: 844, height: 390 };

test.describe('on a short screen', () => {
  for (const [label, viewport] of [
    ['400 % zoom (320 × 256)', zoom400],
    ['a phone held sideways (844 × 390)', sideways],
  ] as const) {
    test(`at ${label} the call bar is one slim row, a sixth of the screen at most, each line in it one tap away`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/services/');
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight / 2));
      const bar = page.getByRole('navigation', { name: 'Emergency call' });
      await expect(bar).toBeInViewport({ ratio: 1 });
      const barBox = (await bar.boundingBox())!;
      expect(barBox.height).toBeLessThanOrEqual(viewport.height / 6);
      for (const office of siteConfig.offices) {
        const line = bar.getByRole('link', { name: new RegExp(office.city) });
        await expect(line).toHaveAttribute('href', telHref(office.phone));
        await expect(line).toBeInViewport({ ratio: 1 });
        const box = (await line.boundingBox())!;
        // One row, and targets WCAG 2.5.8 allows.
        expect(box.y).toBeGreaterThanOrEqual(barBox.y);
        expect(box.height).toBeGreaterThanOrEqual(24);
        expect(box.width).toBeGreaterThanOrEqual(24);
      }
    });
  }
});

test.describe('motion', () => {
  const motionOf = (page: Page) =>
    page.evaluate(() => ({
      scroll: getComputedStyle(document.documentElement).scrollBehavior,
      transition: getComputedStyle(document.querySelector('header button')!).transitionDuration,
      // Transitions still start under reduced motion, but last 0.01 ms.
      longestAnimationMs: Math.max(
        0,
        ...document.getAnimations().map((a) => Number(a.effect?.getTiming().duration) || 0),
      ),
    }));

  test('smooth scrolling and colour transitions by default', async ({ page }) => {
    await page.goto('/');
    const motion = await motionOf(page);
    expect(motion.scroll).toBe('smooth');
    expect(parseFloat(motion.transition)).toBeGreaterThan(0.05);
  });

  test.describe('with prefers-reduced-motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('scrolling jumps and nothing animates, on the page or in a dialog', async ({ page }) => {
      await page.goto('/');
      let motion = await motionOf(page);
      expect(motion.scroll).toBe('auto');
      expect(parseFloat(motion.transition)).toBeLessThan(0.001);
      await page.getByRole('link', { name: 'View Our Services' }).click();
      await expect(page.getByRole('heading', { name: 'Our Expert Services' })).toBeInViewport();
      await openContactForm(page);
      await page.getByRole('button', { name: 'Request Emergency Call Back' }).hover();
      motion = await motionOf(page);
      expect(motion.longestAnimationMs).toBeLessThanOrEqual(1);
    });
  });
});
