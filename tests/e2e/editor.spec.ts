import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatLocalPhone, telHref } from '../../src/lib/phone';
import { expect, test } from './fixtures';

// The owner's editor at /admin/ (Decap CMS), driven as an owner would on their own machine: the
// local proxy of "npm run edit" writes the files of a copy of content/, and a rebuild shows them.

const PROXY_PORT = 8081;
const proxyUrl = `http://127.0.0.1:${PROXY_PORT}/api/v1`;

let checkout = '';
let proxy: ChildProcess | undefined;

const file = (path: string) => readFileSync(join(checkout, path), 'utf8');

test.describe('the editor at /admin/', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    checkout = mkdtempSync(join(tmpdir(), 'checkout-'));
    cpSync('content', join(checkout, 'content'), { recursive: true });
    proxy = spawn(process.execPath, ['node_modules/decap-server/dist/index.js'], {
      env: { ...process.env, GIT_REPO_DIRECTORY: checkout, PORT: String(PROXY_PORT), MODE: 'fs' },
      stdio: 'ignore',
    });
    await expect
      .poll(
        async () =>
          fetch(proxyUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ action: 'info' }),
          })
            .then((response) => response.json())
            .then((body: { type?: string }) => body.type)
            .catch(() => null),
        { message: `the editor's local proxy answers on port ${PROXY_PORT}` },
      )
      .toBe('local_fs');
  });

  test.afterAll(() => {
    proxy?.kill();
    rmSync(checkout, { recursive: true, force: true });
    rmSync('dist-editor', { recursive: true, force: true });
  });

  /** Opens an entry in the editor, logging in to the local proxy on the first visit. */
  async function openEntry(page: import('@playwright/test').Page, path: string) {
    await page.goto('/admin/');
    const login = page.getByRole('button', { name: 'Login' });
    const collections = page.getByRole('link', { name: /Settings/ }).first();
    await expect(login.or(collections)).toBeVisible({ timeout: 30_000 });
    if (await login.isVisible()) await login.click();
    await expect(collections).toBeVisible();
    await page.goto(`/admin/#/collections/${path}`);
  }

  async function publish(page: import('@playwright/test').Page) {
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Publish now', { exact: true }).click();
  }

  test('an owner changes a service’s title and an office’s phone, saves, and a rebuild shows both', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const title = 'Water and Flood Damage Restoration';
    const phone = '403-555-0177';

    await openEntry(page, 'services/entries/water-damage-restoration');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await publish(page);
    await expect
      .poll(() => file('content/services/water-damage-restoration.md'))
      .toContain(`title: ${title}`);

    await openEntry(page, 'offices/entries/calgary');
    await page.getByLabel('24/7 line', { exact: true }).fill(phone);
    await publish(page);
    await expect.poll(() => file('content/offices/calgary.md')).toContain(`phone: ${phone}`);

    const build = spawnSync(
      process.execPath,
      [
        'scripts/build.mjs',
        '--local-email',
        '--content',
        join(checkout, 'content'),
        '--out-dir',
        'dist-editor',
      ],
      { encoding: 'utf8' },
    );
    expect(build.status, build.stderr).toBe(0);
    const servicePage = readFileSync(
      'dist-editor/services/water-damage-restoration/index.html',
      'utf8',
    );
    expect(servicePage).toContain(`<h1`);
    expect(servicePage).toContain(`>${title}</h1>`);
    const officePage = readFileSync('dist-editor/locations/calgary/index.html', 'utf8');
    expect(officePage).toContain(formatLocalPhone(phone));
    expect(officePage).toContain(`href="${telHref(phone)}"`);
    expect(consoleErrors).toEqual([]);
  });

  test('a required field left empty cannot be saved', async ({ page }) => {
    const before = file('content/offices/toronto.md');
    await openEntry(page, 'offices/entries/toronto');
    await page.getByLabel('Street address', { exact: true }).fill('');
    await publish(page);
    await expect(page.getByText(/is required/i).first()).toBeVisible();
    expect(file('content/offices/toronto.md')).toBe(before);
  });

  test('lives apart from the site: its own policy, kept from search engines, linked from no page, no bytes in the pages', async ({
    page,
    request,
    distDir,
  }) => {
    const response = await request.get('/admin/');
    expect(response.headers()['x-robots-tag']).toContain('noindex');
    expect(response.headers()['content-security-policy']).toContain(
      "connect-src 'self' https://api.github.com",
    );
    await page.goto('/admin/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    expect(readFileSync(join(distDir, 'sitemap.xml'), 'utf8')).not.toContain('/admin');
    const html = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? entry.name === 'admin'
            ? []
            : html(join(dir, entry.name))
          : entry.name.endsWith('.html')
            ? [join(dir, entry.name)]
            : [],
      );
    for (const page of html(distDir))
      expect(readFileSync(page, 'utf8'), page).not.toMatch(/(?:href|src)="[^"]*\/admin|decap/i);
    for (const script of readdirSync(join(distDir, 'assets')))
      expect(readFileSync(join(distDir, 'assets', script), 'utf8'), script).not.toMatch(/decap/i);
    expect(existsSync(join(distDir, 'admin', 'decap-cms.js'))).toBe(true);
  });
});
