import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { parseHeadersFile } from '../../src/config/security-headers.mjs';
import {
  islandScript,
  expect,
  expectedHeaders,
  fillForm,
  openContactForm,
  submitButton,
  test,
} from './fixtures';

const rules = parseHeadersFile(readFileSync('dist/_headers', 'utf8'));

/** Records every Content-Security-Policy violation the page reports, from its first byte. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test.describe('under the headers of dist/_headers', () => {
  test('the page, its script and the 404 carry exactly those headers', async ({ page }) => {
    const html = await page.goto('/');
    expect(await html?.allHeaders()).toMatchObject(expectedHeaders(rules, '/'));
    const script = islandScript();
    const asset = await page.request.get(script);
    expect(asset.headers()).toMatchObject(expectedHeaders(rules, script));
    const missing = await page.request.get('/no-such-page');
    expect(missing.status()).toBe(404);
    expect(missing.headers()).toMatchObject(expectedHeaders(rules, '/no-such-page'));
  });

  test('every dialog and a completed send raise no CSP violation', async ({
    page,
    consoleErrors,
  }) => {
    const violations = await recordViolations(page);
    for (const [opener, title] of [
      ['Learn More', 'Water Damage Restoration'],
      ['Privacy Policy', 'Privacy Policy'],
      ['Terms of Service', 'Terms of Service'],
    ] as const) {
      await page.goto('/');
      await page.getByRole('button', { name: opener }).first().click();
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    }
    await openContactForm(page);
    await fillForm(page);
    await submitButton(page).click();
    await expect(page.getByRole('dialog').getByRole('status')).toContainText(
      'Request Sent Successfully!',
    );
    expect(await violations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a script injected into the page is refused and reported', async ({ page, cspRefusals }) => {
    const violations = await recordViolations(page);
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await expect.poll(violations).toEqual(['script-src-elem blocked inline']);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    await expect.poll(() => cspRefusals.length).toBe(1);
    cspRefusals.splice(0);
  });
});
