// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cmsConfig } from '../src/content/cms-config';

/** Every text an owner or their agency follows: the guides, the settings' examples, the editor's hints. */
function ownerDocuments(): Array<{ name: string; text: string }> {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const path = join(dir, entry);
      return statSync(path).isDirectory() ? files(path) : [path];
    });
  const texts = ['README.md', '.env.example', ...files('docs'), ...files('content')]
    .filter((path) => /\.(md|json|ya?ml|example)$/.test(path))
    .map((name) => ({ name, text: readFileSync(name, 'utf8') }));
  const editor = cmsConfig({
    backend: { name: 'github', repo: 'owner/site', branch: 'main' },
    siteUrl: 'https://www.example.com',
  });
  return [
    ...texts,
    { name: 'the editor (admin/config.yml)', text: JSON.stringify(editor, null, 1) },
  ];
}

describe('what the owner is told about EmailJS', () => {
  const documents = ownerDocuments();

  it('never has a template send to an address the browser gives', () => {
    for (const { name, text } of documents) {
      expect(text, name).not.toMatch(/\{\{\s*to_email\s*\}\}/i);
      for (const line of text.split('\n'))
        if (/\bto (?:e-?mail|address)\b|recipient/i.test(line))
          expect(line, `${name}: a To address is an address, never a variable`).not.toMatch(/\{\{/);
    }
  });

  it('tells them to type the inbox as the To email, and how to protect the account', () => {
    const readme = documents.find(({ name }) => name === 'README.md')!.text;
    expect(readme).toMatch(/\*\*To email:\*\* your request inbox/);
    expect(readme).toContain('[docs/emailjs.md](docs/emailjs.md)');
    const section = documents.find(({ name }) => name === join('docs', 'emailjs.md'))!.text;
    for (const protection of [
      'Allowed origins',
      'Rate limit',
      'Block list',
      'Quota alerts',
      'reCAPTCHA',
    ])
      expect(section).toContain(protection);
  });
});

describe("what the developers' guide says of the tests", () => {
  it('states how many strange inputs the property tests try', () => {
    const source = readFileSync('src/forms/engine/strange-input.test.ts', 'utf8');
    const runs = Number(/PROPERTY_RUNS = (\d+)/.exec(source)?.[1]);
    const properties = source.match(/fc\.assert\(/g)?.length ?? 0;
    expect(runs).toBeGreaterThanOrEqual(1000);
    const words = [
      'none',
      'one',
      'two',
      'three',
      'four',
      'five',
      'six',
      'seven',
      'eight',
      'nine',
      'ten',
      'eleven',
      'twelve',
    ];
    const guide = readFileSync('docs/how-the-site-is-built.md', 'utf8').replace(/\s+/g, ' ');
    expect(guide).toContain(
      `${runs.toLocaleString('en-CA')} generated inputs for each of ${words[properties]} properties`,
    );
    expect(guide).toContain(`(${(runs * properties).toLocaleString('en-CA')} in all)`);
  });
});

describe("the README's commands and folders", () => {
  const readme = readFileSync('README.md', 'utf8');

  it('is read in five minutes: at most 250 lines, the rest in docs/, linked', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(250);
    for (const [, link] of readme.matchAll(/\]\((docs\/[\w./-]+?)(?:#[\w-]+)?\)/g))
      expect(existsSync(link!), link).toBe(true);
  });

  it('names only commands the project has, and as many in the quick start as it says', () => {
    const scripts = Object.keys(
      (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
        .scripts,
    );
    const named = [...readme.matchAll(/`npm run ([\w:-]+)/g)].map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(0);
    for (const name of new Set(named)) expect(scripts, `npm run ${name}`).toContain(name);
    const from = readme.indexOf('## Quick start');
    const start = readme.slice(from, readme.indexOf('\n## ', from));
    const counted = /(\w+) commands:/.exec(start)?.[1]?.toLowerCase();
    const items = start.split('\n').filter((line) => line.startsWith('- `')).length;
    expect(['one', 'two', 'three', 'four', 'five'].indexOf(counted ?? '') + 1).toBe(items);
  });

  it('lists every folder of content/, and a folder it names is there or is one the editor creates', async () => {
    const { collections } = await import('../src/content/collections');
    const folders = readdirSync('content', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const named = new Set(
      [...readme.matchAll(/^\| `content\/([\w-]+)\/?[\w./-]*`/gm)].map((match) => match[1]!),
    );
    for (const folder of folders) expect([...named], `content/${folder}/`).toContain(folder);
    const collectionFolders = Object.values(collections).map(({ folder }) => folder);
    for (const folder of named)
      if (!folders.includes(folder))
        expect(collectionFolders, `content/${folder}/ is no collection`).toContain(folder);
  });
});

describe('the deploy guide', () => {
  it('builds in production mode on every path that is not a host building the repository', () => {
    const guide = readFileSync('docs/deploy.md', 'utf8');
    const sections = guide.split(/\n(?=## )/);
    const byHand = [
      ['Netlify', /\*\*Without a repository:\*\*[^\n]*(?:\n {2}[^\n]*)*/],
      ['S3', /\*\*Build\*\*[^\n]*/],
      ['nginx', /```sh\n[^`]*npm run build[^`]*```/],
    ] as const;
    for (const [host, pattern] of byHand) {
      const section = sections.find((text) => text.split('\n')[0]!.includes(host)) ?? '';
      const path = pattern.exec(section)?.[0] ?? '';
      expect(path, `${host}: its build by hand`).toContain('npm run build -- --production');
    }
  });
});
