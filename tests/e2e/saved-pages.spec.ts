import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startServer } from '../../scripts/serve.mjs';
import { paths } from '../../src/domain/paths';
import { telHref } from '../../src/lib/phone';
import { expect, formReady, pageText, test } from './fixtures';

/**
 * The service worker (src/browser/service-worker.ts): a page seen once opens with no network,
 * saying it is a saved copy and from when, with its call links; online, the page is always the
 * site's own, and a new build replaces every saved copy. Firefox and WebKit: tests/engines/.
 */
test.use({ serviceWorkers: 'allow' });

/** Every page and script the worker keeps, by path. */
const kept = (page: Page) =>
  page.evaluate(async () => {
    const paths: Record<string, string[]> = {};
    for (const name of await caches.keys())
      paths[name] = (await (await caches.open(name)).keys()).map(
        (request) => new URL(request.url).pathname,
      );
    return paths;
  });

/** Once the worker controls the page and keeps `path`. */
async function savedOnce(page: Page, path: string) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(async () => Object.values(await kept(page)).some((paths) => paths.includes(path)))
    .toBe(true);
}

const [before, after] = pageText.savedCopy.saved.split('{{date}}') as [string, string];
const savedNotice = (page: Page) => page.getByRole('region', { name: 'Saved copy' });

test.describe('with no network', () => {
  test('a page seen once opens from the device, saying so and from when, with its call links; so do the offices’ pages and the kit; an unsaved one says it is not saved', async ({
    page,
    context,
    site,
    consoleErrors,
  }) => {
    const seen = paths.service('mold-remediation');
    await page.goto(seen);
    await savedOnce(page, seen);
    await page.goto('/admin/');
    await page.goto(seen);
    expect(
      Object.values(await kept(page))
        .flat()
        .some((path) => path.startsWith('/admin')),
    ).toBe(false);

    await context.setOffline(true);
    await page.reload();
    await expect(savedNotice(page)).toContainText(before.trim());
    await expect(savedNotice(page)).toContainText(after.trim());
    const day = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long' }).format(new Date());
    await expect(savedNotice(page)).toContainText(day);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator(`a[href="${telHref(site.emergencyPhone)}"]`).first()).toBeVisible();

    for (const office of site.offices) {
      await page.goto(paths.location(office.id));
      await expect(savedNotice(page)).toContainText(before.trim());
      await expect(page.locator(`a[href="${telHref(office.phone)}"]`).first()).toBeVisible();
    }
    await page.goto(paths.kit);
    await expect(savedNotice(page)).toBeVisible();

    await page.goto(paths.guides);
    await expect(savedNotice(page)).toHaveText(pageText.savedCopy.missing);
    for (const office of site.offices)
      await expect(page.locator(`a[href="${telHref(office.phone)}"]`).first()).toBeVisible();
    // The page shown in its place is the 404 page, which says so in the console; and a page
    // with no network cannot fetch what it was going to fetch next.
    consoleErrors.length = 0;
  });
});

test.describe('a new build', () => {
  let dir = '';
  test.afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('is what the next visit online shows, and then what a visit with no network opens: its pages with its own scripts, none of the last build’s', async ({
    page,
    context,
    site,
    distDir,
  }) => {
    dir = mkdtempSync(join(tmpdir(), 'deploys-'));
    cpSync(distDir, dir, { recursive: true });
    const server = await startServer({
      dir,
      port: 0,
      quiet: true,
      outboxFile: join(dir, 'outbox'),
    });
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const office = paths.location(site.offices[0].id);
      const islandOf = async () =>
        page.locator('script[data-island-script]').getAttribute('data-island-script');
      await page.goto(`${origin}${office}`);
      await savedOnce(page, office);
      const oldIsland = (await islandOf())!;
      const oldCaches = Object.keys(await kept(page));

      // The deploy: another script under another name, the old one gone, a page's words changed.
      const newIsland = oldIsland.replace(/\.js$/, '-next.js');
      const heading = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      const files = (folder: string): string[] =>
        readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory()
            ? files(join(folder, entry.name))
            : /\.(html|js)$/.test(entry.name)
              ? [join(folder, entry.name)]
              : [],
        );
      for (const file of files(dir)) {
        const text = readFileSync(file, 'utf8');
        let next = text.replaceAll(oldIsland, newIsland).replace(/"version":"/, '"version":"next-');
        if (file === join(dir, office, 'index.html'))
          next = next.replaceAll(`>${heading}<`, `>${heading} (new build)<`);
        if (next !== text) writeFileSync(file, next);
      }
      cpSync(join(dir, oldIsland), join(dir, newIsland));
      rmSync(join(dir, oldIsland));

      await page.goto(`${origin}${office}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${heading} (new build)`);
      expect(await islandOf()).toBe(newIsland);
      await expect
        .poll(async () => {
          const caches = Object.keys(await kept(page));
          return caches.length === 1 && !oldCaches.includes(caches[0]!);
        })
        .toBe(true);

      await context.setOffline(true);
      await page.goto(`${origin}${office}`);
      await expect(savedNotice(page)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${heading} (new build)`);
      expect(await islandOf()).toBe(newIsland);
      await page.getByRole('banner').getByRole('button', { name: 'Get Emergency Help' }).click();
      await formReady(page);
    } finally {
      await context.setOffline(false);
      server.close();
    }
  });
});
