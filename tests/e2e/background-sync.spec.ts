import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser } from '../../scripts/browsers.mjs';
import {
  expect,
  fillForm,
  formReady,
  formText,
  hideAutomation,
  referenceIn,
  test,
  type EmailSend,
} from './fixtures';

/**
 * A request made with no connection goes when the connection returns even if its tab was closed,
 * where the browser has Background Sync: the page gives the very try it could not send to the
 * service worker (src/forms/sending/outbox.ts), which sends it by the page's own code. Chromium
 * keeps Background Sync off in a private profile and in its headless shell: this story runs the
 * full browser on a profile of its own, as a visitor's is.
 */
test('a request made offline, its tab then closed, reaches EmailJS once when the network returns, with every word', async ({
  baseURL,
}) => {
  const profile = mkdtempSync(join(tmpdir(), 'visitor-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findBrowser() ?? undefined,
    args: CHROMIUM_ARGS,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    await hideAutomation(context);
    const sends: EmailSend[] = [];
    await context.route('**/api/v1.0/email/send', async (route) => {
      sends.push(route.request().postDataJSON() as EmailSend);
      await route.fulfill({ status: 200, body: 'OK' });
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The next page a visitor opens is the worker's to answer for.
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

    await context.setOffline(true);
    await page.getByRole('banner').getByRole('button', { name: 'Get Emergency Help' }).click();
    await formReady(page);
    await fillForm(page);
    await page.getByLabel('Description of Damage').pressSequentially(' Still rising.');
    await page.getByRole('button', { name: 'Request Emergency Call Back' }).click();
    await expect(page.getByText(formText.offline.closeable)).toBeVisible();
    await page.close();
    expect(sends).toEqual([]);

    // The connection returns, and Chromium fires the worker's sync: here, when asked to.
    await context.setOffline(false);
    const cdp = await context.newCDPSession(await context.newPage());
    const registration = new Promise<string>((found) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const live = registrations.find((each) => !each.isDeleted);
        if (live) found(live.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: new URL(baseURL!).origin,
      registrationId: await registration,
      tag: 'requests',
      lastChance: false,
    });
    await expect.poll(() => sends.length).toBe(1);
    expect(sends[0]!.template_params.message).toContain('Still rising.');
    expect(referenceIn(sends[0]!)).toMatch(/^[A-Z0-9]+$/);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
