import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeRebrandedCopy } from '../../tests/fixtures/rebrand';
import { deployContext, describeLeftovers, exampleLeftovers } from './launch-check';

const ids = {
  VITE_EMAILJS_PUBLIC_KEY: 'owner-key',
  VITE_EMAILJS_SERVICE_ID: 'service_owner',
  VITE_EMAILJS_TEMPLATE_ID: 'template_owner',
};
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'launch-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const named = (leftovers: ReturnType<typeof exampleLeftovers>) =>
  leftovers.map(({ file, field }) => `${file}: ${field}`);

describe('exampleLeftovers', () => {
  it("names every example fact of the project's own content, by file and field", () => {
    const found = named(exampleLeftovers({ env: {} }));
    const offices = readdirSync('content/offices').map((name) => `content/offices/${name}`);
    expect(found).toEqual(
      expect.arrayContaining([
        ...['siteUrl', 'emergencyPhone', 'email.general', 'email.inbox', 'privacy.contact'].map(
          (field) => `content/settings/site.json: ${field}`,
        ),
        ...offices.flatMap((file) =>
          ['phone', 'mobile', 'streetAddress'].map((field) => `${file}: ${field}`),
        ),
        ...Object.keys(ids).map((name) => `.env: ${name}`),
      ]),
    );
  });

  it('finds nothing in a rebranded copy with its EmailJS ids', () => {
    const overlay = tempDir();
    writeRebrandedCopy(overlay);
    expect(describeLeftovers(exampleLeftovers({ overlay, env: ids }))).toBe('');
  });

  it('finds each mark wherever it is written, and says what to put there', () => {
    const overlay = tempDir();
    writeRebrandedCopy(overlay);
    mkdirSync(join(overlay, 'guides'));
    writeFileSync(
      join(overlay, 'guides/call-us.md'),
      '---\ntitle: Call us\nsources:\n  - https://insurer.example/claims\n---\nCall (403) 555-0142 or write to help@shop.test. Our SAMPLE certificate.\n',
    );
    const leftovers = exampleLeftovers({ overlay, env: ids });
    expect(leftovers.map(({ field, found }) => `${field} ${found}`)).toEqual([
      'sources[0] insurer.example',
      'body (403) 555-0142',
      'body help@shop.test',
      'body SAMPLE',
    ]);
    expect(leftovers[1]!.fix).toContain('write the real number');
  });

  it('refuses a privacy contact that names no one', () => {
    const overlay = tempDir();
    writeRebrandedCopy(overlay);
    const settings = join(overlay, 'settings/site.json');
    for (const contact of ['', 'Our privacy officer']) {
      const file = JSON.parse(readFileSync(settings, 'utf8'));
      file.privacy.contact = contact;
      writeFileSync(settings, JSON.stringify(file));
      const leftovers = exampleLeftovers({ overlay, env: ids });
      expect(
        leftovers.map(({ file, field }) => `${file.split('/').slice(-2).join('/')}: ${field}`),
      ).toEqual(['settings/site.json: privacy.contact']);
    }
  });
});

describe('deployContext', () => {
  it.each([
    [{ NETLIFY: 'true', CONTEXT: 'production' }, 'production'],
    [{ NETLIFY: 'true', CONTEXT: 'deploy-preview' }, 'preview'],
    [{ NETLIFY: 'true', CONTEXT: 'branch-deploy' }, 'preview'],
    [{ VERCEL: '1', VERCEL_ENV: 'production' }, 'production'],
    [{ VERCEL: '1', VERCEL_ENV: 'preview' }, 'preview'],
    [{ CF_PAGES: '1', CF_PAGES_BRANCH: 'main' }, 'preview'],
    [{ CF_PAGES: '1', SITE_ENV: 'production' }, 'production'],
    [{ SITE_ENV: 'production' }, 'production'],
    [{}, 'local'],
  ])('reads %o as %s', (env, context) => {
    expect(deployContext(env)).toBe(context);
  });
});
