import { paths } from '../../src/lib/paths';
import { expect, test, pageText } from './fixtures';

/** The guides: an index, a dated and signed page each, linked from their services, in a feed. */

test('the guides page lists every guide, newest first, each dated and linked', async ({
  page,
  content,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: pageText.footer.guides }).click();
  await expect(page).toHaveURL(paths.guides);
  const titles = page.getByRole('main').getByRole('heading', { level: 2 });
  const newestFirst = [...content.guides].sort((a, b) => b.published.localeCompare(a.published));
  await expect(titles).toHaveText(newestFirst.map((guide) => guide.title));
  for (const guide of content.guides)
    await expect(page.getByRole('link', { name: guide.title })).toHaveAttribute(
      'href',
      paths.guide(guide.id),
    );
});

test('a guide shows its byline and dates, says so in Article data, and links its services both ways', async ({
  page,
  content,
}) => {
  for (const guide of content.guides) {
    await page.goto(paths.guide(guide.id));
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

    for (const slug of guide.services) {
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

test('the Atom feed holds every guide with its dates and author', async ({ page, content }) => {
  const response = await page.request.get(paths.guidesFeed);
  expect(response.ok()).toBe(true);
  const feed = await response.text();
  await page.goto(paths.guides);
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    paths.guidesFeed,
  );
  const entries = feed.split('<entry>').slice(1);
  expect(entries).toHaveLength(content.guides.length);
  for (const guide of content.guides) {
    const entry = entries.find((text) => text.includes(`${paths.guide(guide.id)}</id>`));
    expect(entry, guide.id).toBeDefined();
    expect(entry).toContain(`<published>${guide.published}T`);
    expect(entry).toContain(`<updated>${guide.updated ?? guide.published}T`);
    expect(entry).toContain(`<name>${guide.byline}</name>`);
  }
});
