import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
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

/** The example company as it ships: its settings, offices, about page, sample documents and registrations. */
const EXAMPLE = 'tests/fixtures/example-company';

describe('exampleLeftovers', () => {
  it('names every example fact, by file and field: its marks, its name and its claims', () => {
    const found = named(exampleLeftovers({ root: EXAMPLE, env: {} }));
    const settings = `${EXAMPLE}/settings/site.json`;
    const offices = readdirSync(`${EXAMPLE}/offices`).map((name) => `${EXAMPLE}/offices/${name}`);
    expect(found).toEqual(
      expect.arrayContaining([
        ...[
          'companyName',
          'legalName',
          'siteUrl',
          'emergencyPhone',
          'email.general',
          'email.inbox',
          'privacy.contact',
          'claims.propertiesRestored',
          'claims.satisfactionPercent',
          'foundedYear',
          'claims.credentials',
        ].map((field) => `${settings}: ${field}`),
        ...['story', 'mission', 'reasons'].map((field) => `${EXAMPLE}/pages/about.json: ${field}`),
        `${EXAMPLE}/pages/while-we-dry.json: machines`,
        // The example's papers and registrations: each marked SAMPLE, each listed.
        ...readdirSync(`${EXAMPLE}/documents`).map((name) => `${EXAMPLE}/documents/${name}: file`),
        ...readdirSync(`${EXAMPLE}/papers`).map((name) => `${EXAMPLE}/papers/${name}: file`),
        ...readdirSync(`${EXAMPLE}/certifications`).map(
          (name) => `${EXAMPLE}/certifications/${name}: number`,
        ),
        ...offices.flatMap((file) =>
          ['phone', 'mobile', 'streetAddress', 'reviewUrl'].map((field) => `${file}: ${field}`),
        ),
        ...readdirSync(`${EXAMPLE}/openings`).map((name) => `${EXAMPLE}/openings/${name}: title`),
        `${settings}: email.careersTemplateId`,
        ...Object.keys(ids).map((name) => `.env: ${name}`),
      ]),
    );
  });

  it("keeps an opening off the list once the owner has made it theirs: any change to the example's", () => {
    const root = tempDir();
    cpSync(EXAMPLE, root, { recursive: true });
    const [first, ...rest] = readdirSync(join(root, 'openings'));
    const file = join(root, 'openings', first!);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^closes: .*$/m, 'closes: 2027-04-30'));
    const openings = exampleLeftovers({ root, env: ids }).filter(({ file: path }) =>
      path.includes('openings'),
    );
    expect(openings.map(({ file: path }) => path.split('/').pop())).toEqual(rest);
    expect(openings[0]?.fix).toContain("is the example's opening");
  });

  it('asks for the careers template only while the site has openings', () => {
    const root = tempDir();
    cpSync(EXAMPLE, root, { recursive: true });
    const template = (found: ReturnType<typeof exampleLeftovers>) =>
      found.filter(({ field }) => field === 'email.careersTemplateId');
    expect(template(exampleLeftovers({ root, env: ids }))).toEqual([
      expect.objectContaining({ fix: expect.stringContaining('the site has 2 openings') }),
    ]);
    const file = join(root, 'settings/site.json');
    const settings = JSON.parse(readFileSync(file, 'utf8'));
    settings.email.careersTemplateId = 'template_careers';
    writeFileSync(file, JSON.stringify(settings));
    expect(template(exampleLeftovers({ root, env: ids }))).toEqual([]);
    delete settings.email.careersTemplateId;
    writeFileSync(file, JSON.stringify(settings));
    rmSync(join(root, 'openings'), { recursive: true });
    expect(template(exampleLeftovers({ root, env: ids }))).toEqual([]);
  });

  it('keeps a claim of the example that the owner confirms as true of their company off the list', () => {
    const root = tempDir();
    cpSync(EXAMPLE, root, { recursive: true });
    const file = join(root, 'settings/site.json');
    const settings = JSON.parse(readFileSync(file, 'utf8'));
    settings.claims.confirmed = ['foundedYear', 'aboutMission'];
    settings.claims.propertiesRestored = 120;
    writeFileSync(file, JSON.stringify(settings));
    const claims = exampleLeftovers({ root, env: ids }).filter(({ fix }) =>
      fix.includes("example's claim"),
    );
    expect(claims.map(({ field }) => field)).toEqual([
      'claims.satisfactionPercent',
      'claims.credentials',
      'story',
      'reasons',
      'machines',
    ]);
    expect(claims[0]!.fix).toContain('add "satisfactionPercent" to claims.confirmed');
  });

  it('names a file it cannot read, which may hold anything, and an own inbox without its template', () => {
    const root = tempDir();
    cpSync(EXAMPLE, root, { recursive: true });
    writeFileSync(join(root, 'settings/site.json'), '{\n  "companyName": "Bowmont",\n}\n');
    const office = join(root, 'offices', readdirSync(join(root, 'offices'))[0]!);
    writeFileSync(
      office,
      readFileSync(office, 'utf8').replace(/^phone: /m, 'inbox: office@bowmont.ca\nphone: '),
    );
    const leftovers = exampleLeftovers({ root, env: ids });
    expect(leftovers).toContainEqual(
      expect.objectContaining({
        file: expect.stringMatching(/settings\/site\.json$/),
        field: '(file)',
        fix: expect.stringMatching(
          /^cannot be read, so it is not checked: line 2, column 27: a comma before the closing }/,
        ),
      }),
    );
    expect(leftovers).toContainEqual(
      expect.objectContaining({
        file: expect.stringMatching(/offices\/\w+\.md$/),
        field: 'templateId',
        fix: expect.stringContaining('office@bowmont.ca need the EmailJS template'),
      }),
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
