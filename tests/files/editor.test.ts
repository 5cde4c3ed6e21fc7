import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { expectedHeaders, headerRules } from '../fixtures/built-site';
import { builtSite, documentOf } from './sites';

// The owner's editor at /admin/ as the build writes it (tests/e2e/editor.spec.ts drives it).
const { dir: distDir } = await builtSite('site');

test('the editor lives apart from the site: its own policy with no eval, kept from search engines, linked from no page, no bytes in the pages', () => {
  const headers = expectedHeaders(headerRules(distDir), '/admin/');
  expect(headers['x-robots-tag']).toContain('noindex');
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self';");
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).toContain("connect-src 'self' blob: data: https://api.github.com");
  const editor = documentOf(readFileSync(join(distDir, 'admin/index.html'), 'utf8'));
  expect(editor.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);

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
    expect(readFileSync(page, 'utf8'), page).not.toMatch(/(?:href|src)="[^"]*\/admin|sveltia/i);
  for (const script of readdirSync(join(distDir, 'assets')))
    expect(readFileSync(join(distDir, 'assets', script), 'utf8'), script).not.toMatch(/sveltia/i);
  expect(existsSync(join(distDir, 'admin', 'sveltia-cms.js'))).toBe(true);
});
