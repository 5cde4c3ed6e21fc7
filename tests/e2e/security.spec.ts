import type { Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { headersForPath, parseHeadersFile } from '../../src/config/security-headers.mjs';
import { analyticsProviderNames } from '../../src/content/schema/settings';
import { fixtureContent, siteContent } from '../fixtures/content';
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

test('every inline script of every built page is allowed by its own hash, and no other is', () => {
  const csp = headersForPath(rules, '/')['Content-Security-Policy'] ?? '';
  const allowed = new Set(/script-src ([^;]+)/.exec(csp)![1]!.split(' ').slice(1));
  // Both builds: a script one of them does not need (the notice's, with no notice) is the other's.
  const pages = ['dist', 'dist-fixture'].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => join(dir, file)),
  );
  expect(pages.length).toBeGreaterThan(20);
  const used = new Set<string>();
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    for (const [, text] of html.matchAll(
      /<script(?![^>]*(?:\ssrc=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g,
    )) {
      const hash = `'sha256-${createHash('sha256').update(text!).digest('base64')}'`;
      expect(allowed.has(hash), `${page}: an inline script without its hash`).toBe(true);
      used.add(hash);
    }
  }
  expect([...allowed].sort()).toEqual([...used].sort());
});

test('a build counts visits only when its settings name a provider: otherwise no page has a counter and no policy names one', () => {
  for (const [dir, { siteConfig }] of [
    ['dist', siteContent],
    ['dist-fixture', fixtureContent],
  ] as const) {
    const counting = siteConfig.analytics;
    const connectSrc = (policy: string) => /connect-src ([^;]+)/.exec(policy)?.[1];
    const own = parseHeadersFile(readFileSync(`${dir}/_headers`, 'utf8'));
    const expected = ["'self'", counting?.origin].filter(Boolean).join(' ');
    expect(connectSrc(headersForPath(own, '/')['Content-Security-Policy'] ?? '')).toBe(expected);
    expect(connectSrc(readFileSync(`${dir}-nginx/security-headers.conf`, 'utf8'))).toBe(expected);
    expect(readdirSync(`${dir}/assets`).some((file) => file.startsWith('count-visits'))).toBe(
      !!counting,
    );
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.html') || file.startsWith('admin')) continue;
      const html = readFileSync(join(dir, file), 'utf8');
      expect(html.includes('id="site-analytics"'), `${dir}/${file}`).toBe(!!counting);
      for (const [provider, name] of Object.entries(analyticsProviderNames))
        expect(html.includes(name), `${dir}/${file} names ${name}`).toBe(
          file.startsWith('privacy') || file === 'index.html'
            ? counting?.provider === provider
            : false,
        );
    }
  }
});

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

  test('a script injected into the page is refused and reported', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await expect.poll(violations).toEqual(['script-src-elem blocked inline']);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  });
});
