import type { Page } from '@playwright/test';
import { paths } from '../../src/domain/paths';
import { linkedPages } from '../fixtures/built-site';
import { axeViolations, expect, test } from './fixtures';

// What a crawler reads of every page is checked from the built files (tests/files/pages.test.ts);
// what axe finds needs the page drawn.

async function expectNoViolations(page: Page, paths: Iterable<string>) {
  for (const path of paths) {
    await page.goto(path);
    expect(await axeViolations(page), path).toEqual([]);
  }
}

test('axe finds no WCAG 2.2 AA violation on a page of each kind a visitor reaches', async ({
  page,
  distDir,
}) => {
  // Pages of one kind share their template and differ in words (which the file checks read):
  // the first of each (a service, an office, a town, a guide) stands for the rest.
  const kindOf = (path: string) =>
    path
      .split('/')
      .map((part, at) => (at > 1 && part ? '*' : part))
      .join('/');
  const firsts = new Map<string, string>();
  for (const path of linkedPages(distDir))
    if (!firsts.has(kindOf(path))) firsts.set(kindOf(path), path);
  await expectNoViolations(page, firsts.values());
});

test(
  'axe finds no WCAG 2.2 AA violation where a company’s own content adds to the pages',
  // @three: the example has no proof to show and one set of times; the three-office company has
  // testimonials, a job with photos, certifications and a notice (on every page, the landing's
  // among them), and an office with its own times. Every template is axed on the example's pages.
  { tag: '@three' },
  async ({ page, content }) => {
    const { testimonials, jobs } = content;
    await expectNoViolations(
      page,
      new Set([
        '/',
        paths.locations,
        paths.pros,
        ...[...testimonials, ...jobs].flatMap((item) => [
          paths.service(item.service),
          paths.location(item.office),
        ]),
      ]),
    );
  },
);
