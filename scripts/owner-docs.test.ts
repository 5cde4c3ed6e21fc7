// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
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
    const section = readme.slice(readme.indexOf('### Protect your EmailJS account'));
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
    const source = readFileSync('src/forms/strange-input.test.ts', 'utf8');
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
