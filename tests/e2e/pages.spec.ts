import AxeBuilder from '@axe-core/playwright';
import type { Browser } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { toE164 } from '../../src/lib/phone';
import { TITLE_LIMIT } from '../../src/pages/titles';
import { expect, sitemapPaths, test as base } from './fixtures';

/** What a crawler reads of a page. */
interface PageFacts {
  status: number;
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  h1: string[];
  jsonLd: string[];
  /** Every link's address, resolved against the page. */
  links: string[];
  /** Every link's text, as a crawler reads it: its content, or an icon link's aria-label. */
  linkTexts: string[];
  /** The text of every paragraph, list item, heading and quote, dialogs' included, one each. */
  blocks: string[];
  /** Words outside any link that hold a phone number or an e-mail address. */
  unlinked: string[];
}

/**
 * The page's text outside links, dialogs' and notices' included, that writes a phone number or an
 * e-mail address: each should be a link that dials or writes. Runs in the page.
 */
function unlinkedContacts(): string[] {
  const phone = /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/g;
  const email = /[^\s@()<>,;:]+@[^\s@()<>,;:]+\.[a-z]{2,}/i;
  const nanp = (written: string) => {
    const digits = written.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
    return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits);
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('a[href], script, style, template')) continue;
    const text = node.textContent ?? '';
    if (email.test(text) || [...text.matchAll(phone)].some((match) => nanp(match[0])))
      found.push(text.trim());
  }
  return found;
}

/**
 * Walks the site as a crawler does: from the landing page, every link to a page of the same
 * origin, with scripts off. Links elsewhere (tel:, mailto:, sms:, a map) are not followed.
 */
async function crawl(browser: Browser, baseURL: string): Promise<Map<string, PageFacts>> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const pages = new Map<string, PageFacts>();
  const queue = ['/'];
  const files = new Set<string>();
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (pages.has(path) || files.has(path)) continue;
    const response = await page.goto(path);
    // A feed or another file a page links to: it must answer, but it is no page.
    if (!(response?.headers()['content-type'] ?? '').startsWith('text/html')) {
      if (response?.status() !== 200) throw new Error(`${path} answers ${response?.status()}`);
      files.add(path);
      continue;
    }
    const facts = await page.evaluate((BLOCKS) => {
      const content = (selector: string) =>
        document.querySelector(selector)?.getAttribute('content') ?? null;
      return {
        title: document.title,
        description: content('meta[name="description"]'),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
        robots: content('meta[name="robots"]'),
        h1: [...document.querySelectorAll('h1')].map((h) => h.textContent ?? ''),
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (script) => script.textContent ?? '',
        ),
        links: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
        linkTexts: [...document.querySelectorAll('a[href]')].map(
          (a) =>
            (a.textContent ?? '').replace(/\s+/g, ' ').trim() ||
            (a.getAttribute('aria-label') ?? ''),
        ),
        blocks: [...document.querySelectorAll(BLOCKS)]
          // The innermost blocks alone: a card's list item holds its heading and lines.
          .filter((block) => !block.querySelector(BLOCKS))
          .map((block) => (block.textContent ?? '').replace(/\s+/g, ' ').trim()),
      };
    }, 'p, li, h1, h2, h3, h4, dt, dd, blockquote, figcaption');
    pages.set(path, {
      status: response?.status() ?? 0,
      ...facts,
      unlinked: await page.evaluate(unlinkedContacts),
    });
    for (const link of facts.links) {
      const url = new URL(link);
      if (url.origin === new URL(baseURL).origin && !pages.has(url.pathname))
        queue.push(url.pathname);
    }
  }
  await context.close();
  return pages;
}

/** One walk per worker, shared by the checks below. */
const test = base.extend<object, { crawled: Map<string, PageFacts> }>({
  crawled: [
    async ({ browser }, use, workerInfo) => {
      await use(await crawl(browser, String(workerInfo.project.use.baseURL)));
    },
    { scope: 'worker' },
  ],
});

const validator = new HtmlValidate(new FileSystemConfigLoader());
const pageFile = (path: string) => `${path.slice(1)}index.html`;

test.describe('a crawler walking every link from the landing page', () => {
  // One worker takes them all, so the walk is made once per build, not once per worker.
  test.describe.configure({ mode: 'default' });

  test('finds every page answering 200, the indexable ones exactly those of the sitemap, and no broken link', ({
    crawled: pages,
    site,
    distDir,
  }) => {
    const broken = [...pages].filter(([, facts]) => facts.status !== 200).map(([path]) => path);
    expect(broken).toEqual([]);
    const indexable = [...pages].filter(([, facts]) => facts.robots !== 'noindex').map(([p]) => p);
    expect(indexable.sort()).toEqual(sitemapPaths(distDir, site.siteUrl).sort());
    // A page per service and office, their indexes, the claims guide and both legal texts.
    for (const path of ['/services/', '/locations/', '/insurance-claims/', '/privacy/', '/terms/'])
      expect(pages.has(path), path).toBe(true);
    for (const office of site.offices) expect(pages.has(`/locations/${office.id}/`)).toBe(true);
    expect(
      [...pages.keys()].filter((path) => /^\/services\/.+\//.test(path)).length,
    ).toBeGreaterThanOrEqual(5);
  });

  test('reads on every page a title of its own within 60 characters, a description of its own, a canonical to itself and one h1', ({
    crawled: pages,
    site,
  }) => {
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

  test('reads words a stranger can trust: short descriptions with the phone early, no place named twice in a row, no claim the settings do not make', ({
    crawled: pages,
    site,
  }) => {
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

  test('reads on every link where it leads, never a bare "Learn More" or "click here"', ({
    crawled: pages,
  }) => {
    // The words search engines (and Lighthouse's link-text audit) take for saying nothing.
    const vague = /^(learn more|read more|more|more info|click here|here|details|go|start)$/i;
    for (const [path, facts] of pages) {
      const bare = facts.linkTexts.filter((text) => text === '' || vague.test(text));
      expect(bare, path).toEqual([]);
    }
  });

  test('reads no phone number or e-mail address outside a link, on any page or the 404 page', async ({
    crawled: pages,
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/no-such-page/');
    const found = Object.fromEntries(
      [...pages, ['404', { unlinked: await page.evaluate(unlinkedContacts) }] as const].filter(
        ([, facts]) => facts.unlinked.length > 0,
      ),
    );
    await context.close();
    expect(found).toEqual({});
  });

  test('reads one JSON-LD graph per page, whose references resolve in it and whose offices are the config’s, with an address only where the page shows it', ({
    crawled: pages,
    site,
  }) => {
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
      const offices = graph.filter((node) => node['@type'] === 'HomeAndConstructionBusiness');
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
      expect(types.includes('Service'), path).toBe(/^\/services\/.+\//.test(path));
      expect(JSON.stringify(graph), path).not.toMatch(/FAQPage|AggregateRating|"Review"/);
    }
  });

  test('every page it reaches is valid HTML', async ({ crawled: pages, distDir }) => {
    for (const path of pages.keys()) {
      const report = await validator.validateFile(join(distDir, pageFile(path)));
      const problems = report.results.flatMap((result) =>
        result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
      );
      expect(problems, path).toEqual([]);
    }
  });

  test('axe finds no WCAG 2.2 AA violation on a page of each kind it reaches', async ({
    crawled: pages,
    page,
  }) => {
    test.setTimeout(120_000);
    // Pages of one kind share their template and differ in words (which the other checks read):
    // the first of each (a service, an office, a guide) stands for the rest.
    const kindOf = (path: string) => path.replace(/^(\/[^/]+\/)[^/]+\/$/, '$1*');
    const firsts = new Map<string, string>();
    for (const path of pages.keys()) if (!firsts.has(kindOf(path))) firsts.set(kindOf(path), path);
    for (const path of firsts.values()) {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        path,
      ).toEqual([]);
    }
  });
});

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

test.describe('no doorway pages', () => {
  test('no two office pages, or service pages, say nearly the same thing under other names', ({
    site,
    distDir,
  }) => {
    const names = [
      site.companyName,
      ...site.offices.flatMap((o) => [o.city, o.locality, o.region, o.postalCode, ...o.areaServed]),
    ];
    const pagesIn = (section: string) =>
      sitemapPaths(distDir, site.siteUrl)
        .filter((path) => path.startsWith(section) && path !== section)
        .map(
          (path) =>
            [path, mainWords(readFileSync(join(distDir, pageFile(path)), 'utf8'), names)] as const,
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
