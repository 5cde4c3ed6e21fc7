import { describe, expect, test } from 'vitest';
import { pageFile, sitemapPaths } from '../fixtures/built-site';
import { builtSites, documentOf, named, textOf } from './sites';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The site notice on every page as the builds write it: the example's (none) and the three-office
// company's (one in force). A page hides it once its last day has passed (tests/e2e/proof.spec.ts).
describe.each(await builtSites('site', 'three'))('the $name build', ({ site, dir }) => {
  test('the notice stands above the header on every page while it is in force, and nowhere without one', () => {
    const notice = site.notice;
    const pages = [
      ...sitemapPaths(dir, site.siteUrl).map((path) => [path, pageFile(path)]),
      ['/no-such-page/', '404.html'],
    ];
    expect(pages.length).toBeGreaterThan(10);
    for (const [path, file] of pages) {
      const document = documentOf(readFileSync(join(dir, file!), 'utf8'));
      const shown = named(document, 'section', 'Notice');
      if (!notice) {
        expect(shown, path).toHaveLength(0);
        continue;
      }
      expect(shown, path).toHaveLength(1);
      expect(textOf(shown[0]), path).toBe(notice.text);
      // Above the header: before it in the page, as the first thing after the skip link.
      const header = document.querySelector('header');
      const before =
        !header ||
        !!(shown[0]!.compareDocumentPosition(header) & 4); /* Node.DOCUMENT_POSITION_FOLLOWING */
      expect(before, path).toBe(true);
    }
  });
});
