import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { beforeAll, describe, expect, test } from 'vitest';
import { LOCAL_BUSINESS } from '../../src/seo/structured-data';
import { toE164 } from '../../src/lib/phone';
import { TITLE_LIMIT } from '../../src/pages/titles';
import { pageFile, sitemapPaths } from '../fixtures/built-site';
import { crawl, factsOf, fetchPage, serveBuild, type PageFacts } from './crawl';
import { builtSites, documentOf } from './sites';

// The rules are in .htmlvalidate.json: the standard, document and a11y presets.
const validator = new HtmlValidate(new FileSystemConfigLoader());

/** The words of a page's main text, with every name and number taken out. */
function mainWords(html: string, names: string[]): string[] {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  let text = main
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .toLowerCase();
  for (const name of [...names].sort((a, b) => b.length - a.length))
    text = text.replaceAll(name.toLowerCase(), ' ');
  return text
    .replace(/[0-9]+/g, ' ')
    .split(/[^\p{L}'’-]+/u)
    .filter(Boolean);
}

/** How much of two texts is the same, by their runs of five words (Jaccard index of 5-grams). */
function similarity(a: string[], b: string[]): number {
  const grams = (words: string[]) =>
    new Set(words.slice(4).map((_, i) => words.slice(i, i + 5).join(' ')));
  const [x, y] = [grams(a), grams(b)];
  const shared = [...x].filter((gram) => y.has(gram)).length;
  return shared / (x.size + y.size - shared);
}

// The crawl of every page, on the example's build and the three-office company's (its proof,
// guides and offices are pages and words the example lacks).
describe.each(await builtSites('site', 'three'))('the $name build', ({ site, dir: distDir }) => {
  describe('a crawler walking every link from the landing page', () => {
    let pages = new Map<string, PageFacts>();
    let notFound: PageFacts;
    beforeAll(async () => {
      const served = await serveBuild(distDir);
      try {
        pages = await crawl(served.origin);
        const missing = await fetchPage(served.origin, '/no-such-page/');
        notFound = factsOf(documentOf(missing.text), missing.status, missing.url);
      } finally {
        await served.close();
      }
    });

    test('finds every page answering 200, the indexable ones exactly those of the sitemap, and no broken link', () => {
      const broken = [...pages].filter(([, facts]) => facts.status !== 200).map(([path]) => path);
      expect(broken).toEqual([]);
      const indexable = [...pages]
        .filter(([, facts]) => facts.robots !== 'noindex')
        .map(([p]) => p);
      expect(indexable.sort()).toEqual(sitemapPaths(distDir, site.siteUrl).sort());
      // A page per service and office, their indexes, the claims guide and both legal texts.
      for (const path of [
        '/services/',
        '/locations/',
        '/insurance-claims/',
        '/privacy/',
        '/terms/',
      ])
        expect(pages.has(path), path).toBe(true);
      for (const office of site.offices) expect(pages.has(`/locations/${office.id}/`)).toBe(true);
      expect(
        [...pages.keys()].filter((path) => /^\/services\/.+\//.test(path)).length,
      ).toBeGreaterThanOrEqual(5);
    });

    test('reads on every page a title of its own within 60 characters, a description of its own, a canonical to itself and one h1', () => {
      const titles = new Set<string>();
      const descriptions = new Set<string>();
      for (const [path, facts] of pages) {
        expect(facts.title.length, path).toBeGreaterThan(0);
        expect(facts.title.length, `${path}: ${facts.title}`).toBeLessThanOrEqual(TITLE_LIMIT);
        expect(titles.has(facts.title), `${path}: title "${facts.title}" repeated`).toBe(false);
        titles.add(facts.title);
        expect(facts.description, path).toBeTruthy();
        expect(descriptions.has(facts.description!), `${path}: description repeated`).toBe(false);
        descriptions.add(facts.description!);
        expect(facts.canonical, path).toBe(`${site.siteUrl}${path}`);
        expect(facts.h1, path).toHaveLength(1);
      }
    });

    test('reads words a stranger can trust: short descriptions with the phone early (the job first on the careers pages), no place named twice in a row, no claim the settings do not make', () => {
      const places = [
        ...new Set(site.offices.flatMap((o) => [o.city, o.locality, ...o.areaServed])),
      ].sort((a, b) => b.length - a.length);
      const placePattern = new RegExp(
        `(?<![\\p{L}])(${places.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}])`,
        'gu',
      );
      const phone = /\(\d{3}\) \d{3}-\d{4}|1-8\d{2}-\d{3}-\d{4}/;
      for (const [path, facts] of pages) {
        const description = facts.description ?? '';
        expect(description.length, `${path}: "${description}"`).toBeLessThanOrEqual(160);
        // A job seeker searches for the job, not for dispatch: the careers pages start with it.
        if (path.startsWith('/careers/'))
          expect(
            description.slice(0, 80),
            `${path}: dispatch's line in "${description}"`,
          ).not.toMatch(phone);
        else
          expect(description.slice(0, 80), `${path}: the phone early in "${description}"`).toMatch(
            phone,
          );
        for (const text of [description, ...facts.blocks]) {
          for (const sentence of text.split(/(?<=[.!?])\s+(?=[A-Z])/)) {
            const named = [...sentence.matchAll(placePattern)].map((match) => match[1]);
            const twice = named.findIndex((place, i) => i > 0 && place === named[i - 1]);
            expect(twice, `${path}: "${sentence}" names ${named[twice]} twice in a row`).toBe(-1);
          }
        }
        if (!site.claims.bonded)
          expect([description, ...facts.blocks, ...facts.jsonLd].join('\n'), path).not.toMatch(
            /bonded/i,
          );
      }
    });

    test('reads on every link where it leads, never a bare "Learn More" or "click here"', () => {
      // The words search engines (and Lighthouse's link-text audit) take for saying nothing.
      const vague = /^(learn more|read more|more|more info|click here|here|details|go|start)$/i;
      for (const [path, facts] of pages) {
        const bare = facts.linkTexts.filter((text) => text === '' || vague.test(text));
        expect(bare, path).toEqual([]);
      }
    });

    test('reads no phone number or e-mail address outside a link, on any page or the 404 page', () => {
      expect(notFound.status).toBe(404);
      const found = Object.fromEntries(
        [...pages, ['404', notFound] as const].filter(([, facts]) => facts.unlinked.length > 0),
      );
      expect(found).toEqual({});
    });

    test('reads one JSON-LD graph per page, whose references resolve in it and whose offices are the config’s, with an address only where the page shows it', () => {
      for (const [path, facts] of pages) {
        expect(facts.jsonLd, path).toHaveLength(1);
        const { '@graph': graph } = JSON.parse(facts.jsonLd[0]!) as {
          '@graph': Array<Record<string, unknown>>;
        };
        const ids = new Set(graph.map((node) => node['@id']));
        const refs = JSON.stringify(graph).matchAll(/\{"@id":"([^"]+)"\}/g);
        for (const [, ref] of refs) expect(ids.has(ref), `${path}: ${ref}`).toBe(true);
        // Every office is named by its line, and by its address only where the page shows it: on
        // its own page and the locations page at least.
        const offices = graph.filter((node) => String(node['@id']).endsWith('/#office'));
        // Google requires a LocalBusiness's address: every node of that type has it in full; an
        // office whose page does not show its address is an Organization, by its line.
        for (const node of graph.filter((each) => each['@type'] === LOCAL_BUSINESS))
          expect(node.address, `${path}: ${String(node['@id'])}`).toMatchObject({
            '@type': 'PostalAddress',
            streetAddress: expect.any(String),
            addressLocality: expect.any(String),
            addressRegion: expect.any(String),
            postalCode: expect.any(String),
            addressCountry: 'CA',
          });
        for (const node of offices)
          expect(node['@type'], `${path}: ${String(node['@id'])}`).toBe(
            'address' in node ? LOCAL_BUSINESS : 'Organization',
          );
        expect(
          offices.map((o) => [o['@id'], o.telephone]),
          path,
        ).toEqual(
          site.offices.map((office) => [
            `${site.siteUrl}/locations/${office.id}/#office`,
            toE164(office.phone),
          ]),
        );
        const text = facts.blocks.join('\n');
        site.offices.forEach((office, i) => {
          const address = offices[i]!.address as { streetAddress: string } | undefined;
          if (address) expect(text, path).toContain(address.streetAddress);
          if (path === '/locations/' || path === `/locations/${office.id}/`)
            expect(address, `${path}: ${office.city}`).toMatchObject({
              streetAddress: office.streetAddress,
              postalCode: office.postalCode,
            });
        });
        const types = graph.map((node) => node['@type']);
        expect(types.includes('BreadcrumbList'), path).toBe(path !== '/');
        const townPage = /^\/locations\/[^/]+\/(?!review\/)[^/]+\/$/.test(path);
        expect(types.includes('Service'), path).toBe(/^\/services\/.+\//.test(path) || townPage);
        if (townPage) {
          // The office that serves the town, by its @id; the town a City within its province.
          const service = graph.find((node) => node['@type'] === 'Service')!;
          const officeId = `${site.siteUrl}/locations/${path.split('/')[2]}/#office`;
          expect(service.provider, path).toEqual({ '@id': officeId });
          expect(service.areaServed, path).toEqual([
            expect.objectContaining({
              '@type': 'City',
              containedInPlace: expect.objectContaining({ '@type': 'AdministrativeArea' }),
            }),
          ]);
        }
        expect(JSON.stringify(graph), path).not.toMatch(/FAQPage|AggregateRating|"Review"/);
      }
    });

    test('every page it reaches, and the 404 page, is valid HTML', async () => {
      for (const path of [...pages.keys(), '404']) {
        const report = await validator.validateFile(
          join(distDir, path === '404' ? '404.html' : pageFile(path)),
        );
        const problems = report.results.flatMap((result) =>
          result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
        );
        expect(problems, path).toEqual([]);
      }
    });
  });

  describe('no doorway pages', () => {
    test('no two office pages, or service pages, say nearly the same thing under other names', () => {
      const names = [
        site.companyName,
        ...site.offices.flatMap((o) => [
          o.city,
          o.locality,
          o.region,
          o.postalCode,
          ...o.areaServed,
        ]),
      ];
      const pagesIn = (section: string) =>
        sitemapPaths(distDir, site.siteUrl)
          .filter((path) => path.startsWith(section) && path !== section)
          .map(
            (path) =>
              [
                path,
                mainWords(readFileSync(join(distDir, pageFile(path)), 'utf8'), names),
              ] as const,
          );
      for (const section of ['/locations/', '/services/']) {
        const pages = pagesIn(section);
        expect(pages.length, section).toBeGreaterThanOrEqual(
          section === '/services/' ? 5 : site.offices.length,
        );
        for (const [i, [pathA, a]] of pages.entries())
          for (const [pathB, b] of pages.slice(i + 1))
            expect(similarity(a, b), `${pathA} and ${pathB}`).toBeLessThan(0.5);
      }
    });
  });
});
