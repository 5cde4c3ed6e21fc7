import type { SiteContent } from '../../src/content/types';
import { paths } from '../../src/domain/paths';
import { expect, test, pageText } from './fixtures';

/**
 * The guides: an index, a dated and signed page each, linked from their services (their feed is
 * read from the build: tests/files/guides.test.ts).
 */

/** Every guide the site lists, at its address: the guides folder's and the claims guide. */
const everyGuide = (content: SiteContent) => [
  ...content.guides.map((guide) => ({ ...guide, path: paths.guide(guide.id) })),
  { ...content.insurance, path: paths.insurance },
];

test('the guides page lists every guide, newest first, each dated and linked', async ({
  page,
  content,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: pageText.footer.guides }).click();
  await expect(page).toHaveURL(paths.guides);
  const titles = page.getByRole('main').getByRole('heading', { level: 2 });
  const newestFirst = everyGuide(content).sort((a, b) => b.published.localeCompare(a.published));
  await expect(titles).toHaveText(newestFirst.map((guide) => guide.title));
  for (const guide of newestFirst)
    await expect(page.getByRole('link', { name: guide.title })).toHaveAttribute('href', guide.path);
});

test('a guide shows its byline and dates, says so in Article data, and links its services both ways', async ({
  page,
  content,
}) => {
  for (const guide of everyGuide(content)) {
    await page.goto(guide.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);
    const main = page.getByRole('main');
    await expect(main).toContainText(guide.byline);
    await expect(main.locator(`time[datetime="${guide.published}"]`)).toBeVisible();
    if (guide.updated)
      await expect(main.locator(`time[datetime="${guide.updated}"]`)).toBeVisible();

    const graph = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { '@graph': Array<Record<string, unknown>> };
    expect(graph['@graph'].find((node) => node['@type'] === 'Article')).toMatchObject({
      headline: guide.title,
      datePublished: guide.published,
      dateModified: guide.updated ?? guide.published,
      author: { name: guide.byline },
    });

    for (const slug of 'services' in guide ? guide.services : []) {
      const service = content.services.find((s) => s.slug === slug)!;
      await expect(main.getByRole('link', { name: service.title })).toHaveAttribute(
        'href',
        paths.service(slug),
      );
    }
  }
  for (const service of content.services) {
    const concerned = content.guides.filter((guide) => guide.services.includes(service.slug));
    if (concerned.length === 0) continue;
    await page.goto(paths.service(service.slug));
    for (const guide of concerned)
      await expect(page.getByRole('main').getByRole('link', { name: guide.title })).toHaveAttribute(
        'href',
        paths.guide(guide.id),
      );
  }
});
