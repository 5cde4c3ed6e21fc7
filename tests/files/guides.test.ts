import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { SiteContent } from '../../src/content/types';
import { paths } from '../../src/domain/paths';
import { builtSites, pageDocument, xmlOf } from './sites';

/** Every guide the site lists, at its address: the guides folder's and the claims guide. */
const everyGuide = (content: SiteContent) => [
  ...content.guides.map((guide) => ({ ...guide, path: paths.guide(guide.id) })),
  { ...content.insurance, path: paths.insurance },
];

// The example's guides and the three-office company's own.
describe.each(await builtSites('site', 'three'))('the $name build', (built) => {
  test('the Atom feed holds every guide with its dates and author', () => {
    const { content, dir } = built;
    const feed = readFileSync(join(dir, paths.guidesFeed), 'utf8');
    expect(
      pageDocument(built, paths.guides)
        .querySelector('link[rel="alternate"][type="application/atom+xml"]')
        ?.getAttribute('href'),
    ).toBe(paths.guidesFeed);
    // Read as a feed reader reads it: an "&" in a byline is "&amp;" in the XML, and "&" again here.
    const doc = xmlOf(feed);
    expect(doc.querySelector('parsererror'), 'The feed is well-formed XML').toBeNull();
    const text = (entry: Element, selector: string) =>
      entry.querySelector(selector)?.textContent ?? null;
    const entries = [...doc.querySelectorAll('entry')].map((entry) => ({
      id: text(entry, 'id'),
      title: text(entry, 'title'),
      published: text(entry, 'published'),
      updated: text(entry, 'updated'),
      author: text(entry, 'author > name'),
    }));
    expect(entries).toHaveLength(everyGuide(content).length);
    for (const guide of everyGuide(content)) {
      const entry = entries.find((candidate) => candidate.id?.endsWith(guide.path));
      expect(entry, guide.path).toBeDefined();
      expect(entry!.title).toBe(guide.title);
      expect(entry!.published).toMatch(new RegExp(`^${guide.published}T`));
      expect(entry!.updated).toMatch(new RegExp(`^${guide.updated ?? guide.published}T`));
      expect(entry!.author).toBe(guide.byline);
    }
  });
});
