import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { formatLocalPhone, telHref } from '../../src/lib/phone';
import { expect, test } from './fixtures';

// The owner's editor at /admin/ (Sveltia CMS), driven as an owner does on their own machine with
// "npm run edit": "Work with Local Repository" and the project's folder. The folder the browser's
// picker would give is a stand-in in the page's private file system, holding a copy of content/;
// what the editor saves there is read back, written to a checkout and built.

/** The project folder as the picker gives it: a .git folder and content/. */
const FOLDER = 'checkout';

/** Every text file of content/, by its path in the project. */
function contentFiles(): Record<string, string> {
  return Object.fromEntries(
    readdirSync('content', { recursive: true, encoding: 'utf8', withFileTypes: false })
      .map((path) => join('content', path))
      .filter((path) => /\.(md|json)$/.test(path))
      .map((path) => [path, readFileSync(path, 'utf8')]),
  );
}

/**
 * What the editor reaches beyond the site, answered here: the test machine has no network. Its
 * typefaces (any font will do), its check for a newer version, and GitHub's status.
 */
async function answerOutside(page: Page) {
  const font = readFileSync('node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2');
  await page.route('https://cdn.jsdelivr.net/**', (route) =>
    route.fulfill({ body: font, contentType: 'font/woff2' }),
  );
  await page.route('https://unpkg.com/@sveltia/cms/package.json', (route) =>
    route.fulfill({ json: { version: '0.0.0' } }),
  );
  await page.route('https://www.githubstatus.com/**', (route) =>
    route.fulfill({ json: { status: { indicator: 'none' } } }),
  );
}

/** Opens the editor on a fresh copy of content/, as "Work with Local Repository" does. */
async function openLocalRepository(page: Page) {
  await answerOutside(page);
  await page.addInitScript((folder) => {
    Object.defineProperty(window, 'showDirectoryPicker', {
      value: async () =>
        (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true }),
    });
  }, FOLDER);
  await page.goto('/admin/');
  await page.evaluate(
    async ({ folder, files }) => {
      const storage = await navigator.storage.getDirectory();
      await storage.removeEntry(folder, { recursive: true }).catch(() => {});
      const root = await storage.getDirectoryHandle(folder, { create: true });
      await root.getDirectoryHandle('.git', { create: true });
      for (const [path, text] of Object.entries(files)) {
        const parts = path.split('/');
        let dir = root;
        for (const part of parts.slice(0, -1))
          dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (
          await dir.getFileHandle(parts.at(-1)!, { create: true })
        ).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { folder: FOLDER, files: contentFiles() },
  );
  // Without an OAuth piece of the owner's, GitHub is reached with a token alone.
  await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Sign In with \W?GitHub/ })).toBeHidden();
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  // The editor's 2 MB of code is parsed first: longer than a page's own wait.
  await expect(page.getByRole('treeitem', { name: /^Services/ })).toBeVisible({
    timeout: 60_000,
  });
}

/** The folder's files as the editor left them (one it is still writing is left out). */
function savedFiles(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async (folder) => {
    const files: Record<string, string> = {};
    const walk = async (dir: FileSystemDirectoryHandle, path: string) => {
      for await (const [name, handle] of (
        dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
      ).entries()) {
        const here = path ? `${path}/${name}` : name;
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, here);
        // A file the editor is writing cannot be read yet: it is left out of this look.
        else
          await (handle as FileSystemFileHandle)
            .getFile()
            .then((file) => file.text())
            .then((text) => (files[here] = text))
            .catch(() => {});
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(folder), '');
    return files;
  }, FOLDER);
}

/**
 * The pages of a content folder as the build renders them: its pre-render bundle, built from the
 * folder, renders a page by its path.
 */
async function renderedFrom(content: string, ssrDir: string) {
  const { NODE_ENV, ...shell } = process.env;
  const build = spawnSync(
    process.execPath,
    [
      'tests/fixtures/build-part.mjs',
      '--part',
      'ssr',
      '--local-email',
      '--content',
      content,
      '--out-dir',
      ssrDir,
    ],
    { encoding: 'utf8', env: shell },
  );
  expect(build.status, build.stderr).toBe(0);
  const entry = (await import(
    pathToFileURL(resolve(ssrDir, 'entry-server.js')).href
  )) as typeof import('../../src/entry-server');
  const assets = {
    css: { inline: '' },
    islandScript: '/a.js',
    finderScript: '/b.js',
    analyticsScript: '/c.js',
  };
  return (path: string) => {
    const route = entry.routes.find((each) => each.path === path);
    expect(route, path).toBeDefined();
    return entry.renderDocument(route!, assets);
  };
}

async function openEntry(page: Page, collection: string, entry: string) {
  await page.goto(`/admin/#/collections/${collection}/entries/${entry}`);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
}

test.describe('the editor at /admin/', () => {
  test('an owner changes a service’s title and an office’s phone, saves, and a rebuild shows both', async ({
    page,
    consoleErrors,
  }) => {
    const title = 'Water and Flood Damage Restoration';
    const phone = '403-555-0177';
    await openLocalRepository(page);

    await openEntry(page, 'services', 'water-damage-restoration');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByRole('button', { name: 'Save' }).click();
    const service = 'content/services/water-damage-restoration.md';
    await expect.poll(async () => (await savedFiles(page))[service]).toContain(`title: ${title}`);
    // Everything else in the file as it was (the editor may quote a text its own way).
    const [, savedFront, savedBody] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(
      (await savedFiles(page))[service]!,
    )!;
    const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(
      readFileSync(service, 'utf8'),
    )!;
    expect(parse(savedFront!)).toEqual({ ...parse(front!), title });
    expect(savedBody!.trim()).toBe(body!.trim());

    await openEntry(page, 'offices', 'calgary');
    await page.getByLabel('24/7 line', { exact: true }).fill(phone);
    await page.getByRole('button', { name: 'Save' }).click();
    const office = 'content/offices/calgary.md';
    await expect.poll(async () => (await savedFiles(page))[office]).toContain(`phone: ${phone}`);

    // The saved files over content/, rendered as the build renders each page.
    const checkout = join('.tmp', `editor-checkout-${process.pid}`);
    try {
      cpSync('content', join(checkout, 'content'), { recursive: true });
      for (const [path, text] of Object.entries(await savedFiles(page))) {
        if (!path.startsWith('content/')) continue;
        mkdirSync(dirname(join(checkout, path)), { recursive: true });
        writeFileSync(join(checkout, path), text);
      }
      const render = await renderedFrom(join(checkout, 'content'), join(checkout, 'ssr'));
      const servicePage = render('/services/water-damage-restoration/');
      expect(servicePage).toContain(`>${title}</h1>`);
      const officePage = render('/locations/calgary/');
      expect(officePage).toContain(formatLocalPhone(phone));
      expect(officePage).toContain(`href="${telHref(phone)}"`);
    } finally {
      rmSync(checkout, { recursive: true, force: true });
    }
    expect(consoleErrors).toEqual([]);
  });

  test('a required field left empty cannot be saved', async ({ page }) => {
    await openLocalRepository(page);
    const office = 'content/offices/toronto.md';
    const before = (await savedFiles(page))[office];
    await openEntry(page, 'offices', 'toronto');
    await page.getByLabel('Street address', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/required/i).first()).toBeVisible();
    expect((await savedFiles(page))[office]).toBe(before);
  });
});
