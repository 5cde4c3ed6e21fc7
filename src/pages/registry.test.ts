// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fixtureContent, siteContent } from '../../tests/fixtures/content';
import type { SiteConfig, SiteContent } from '../content/types';
import { pageGraph } from '../seo/structured-data';
import { toE164 } from '../lib/phone';
import { TITLE_LIMIT } from './titles';
import { localPlaceholders } from '../content/schema/pages';
import { officePlaceholders } from './location-page';
import { routeWarnings } from './page-kind';
import { routesFor } from './registry';

const threeOffices = fixtureContent.siteConfig;
const withOffices = (change: (offices: SiteConfig['offices']) => void): SiteContent => {
  const config = structuredClone(threeOffices);
  change(config.offices);
  return { ...fixtureContent, siteConfig: config };
};

describe('the pages of the site', () => {
  it('give every service, office and guide a page, each path once, each trail made of pages', () => {
    for (const content of [siteContent, fixtureContent]) {
      const routes = routesFor(content);
      const paths = routes.map((route) => route.path);
      expect(new Set(paths).size).toBe(paths.length);
      expect(paths[0]).toBe('/');
      for (const path of paths) expect(path).toMatch(/^\/([a-z0-9-]+\/)*$/);
      expect(paths).toEqual(
        expect.arrayContaining([
          ...content.services.map((service) => `/services/${service.slug}/`),
          ...content.siteConfig.offices.map((office) => `/locations/${office.id}/`),
          ...content.guides.map((guide) => `/guides/${guide.id}/`),
          '/privacy/',
          '/terms/',
          '/accessibility/',
        ]),
      );
      for (const route of routes.slice(1)) {
        expect(route.trail[0], route.path).toEqual({ name: 'Home', path: '/' });
        expect(route.trail.at(-1)?.path, route.path).toBe(route.path);
        for (const crumb of route.trail) expect(paths, route.path).toContain(crumb.path);
      }
    }
  });

  it('each have a title of at most 60 characters and a description of their own, with nothing to warn about', () => {
    for (const content of [siteContent, fixtureContent]) {
      const routes = routesFor(content);
      for (const route of routes)
        expect(route.title.length, route.title).toBeLessThanOrEqual(TITLE_LIMIT);
      expect(new Set(routes.map((r) => r.title)).size).toBe(routes.length);
      expect(new Set(routes.map((r) => r.description)).size).toBe(routes.length);
      // Each page in search has a share image of its own; a page out of it borrows one.
      const indexed = routes.filter((r) => r.indexable);
      expect(new Set(indexed.map((r) => r.image.file)).size).toBe(indexed.length);
      for (const route of routes)
        expect(
          indexed.map((r) => r.image.file),
          route.path,
        ).toContain(route.image.file);
      // The owner's own content may warn today (a document that ran out): the build says so and
      // still builds. The three-office company's never do.
      if (content === fixtureContent) expect(routeWarnings(routes)).toEqual([]);
    }
  });

  it('build an office without its own text, but keep it out of search engines, and warn', () => {
    const routes = routesFor(withOffices((offices) => delete offices[1]!.description));
    const ottawa = routes.find((route) => route.path === '/locations/ottawa/')!;
    expect(ottawa.indexable).toBe(false);
    // The pages for the crews' cards and stickers are out of search on every office.
    const forCrews = /\/(?:review|while-we-dry)\//;
    expect(routes.filter((route) => !route.indexable && !forCrews.test(route.path))).toEqual([
      ottawa,
    ]);
    expect(routeWarnings(routes)).toEqual([
      expect.stringMatching(/^content\/offices\/ottawa\.md has no page text: .* doorway page/),
    ]);
  });

  it('give an office with a review link its review page and cards, out of search, and warn of one without', () => {
    const routes = routesFor(withOffices((offices) => delete offices[1]!.reviewUrl));
    const reviews = routes.filter((route) => route.path.includes('/review/'));
    expect(reviews.map((route) => route.path)).toEqual([
      '/locations/edmonton/review/',
      '/locations/edmonton/review/cards/',
      '/locations/halifax/review/',
      '/locations/halifax/review/cards/',
    ]);
    for (const route of reviews) expect(route.indexable, route.path).toBe(false);
    expect(reviews[0]!.trail.map((crumb) => crumb.path)).toEqual([
      '/',
      '/locations/',
      '/locations/edmonton/',
      '/locations/edmonton/review/',
    ]);
    expect(routeWarnings(routes)).toEqual([
      expect.stringMatching(
        /^content\/offices\/ottawa\.md has no review link \(reviewUrl\): its review page \/locations\/ottawa\/review\/ and its cards are not made/,
      ),
    ]);
  });

  it('warn about an office text too short to tell it apart', () => {
    const routes = routesFor(
      withOffices((offices) => (offices[2]!.description = ['Storms hit the harbour hard.'])),
    );
    expect(routeWarnings(routes)).toEqual([
      'content/offices/halifax.md: its page text has 5 words: write at least 80, or its page reads as a copy of the others.',
    ]);
  });

  it('warn about two pages with the same title', () => {
    const routes = routesFor(
      withOffices((offices) => {
        offices[1]!.city = 'Edmonton';
        offices[1]!.region = 'AB';
      }),
    );
    expect(routeWarnings(routes)).toContainEqual(
      expect.stringContaining('/locations/edmonton/ and /locations/ottawa/ share the title'),
    );
  });
});

type Graph = { '@graph': Array<Record<string, unknown> & { '@type': string; '@id': string }> };

/** Every { "@id": … } reference anywhere in a node that is not the node's own id. */
function references(value: unknown, own?: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => references(item));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const id = record['@id'];
  const here = typeof id === 'string' && id !== own && Object.keys(record).length === 1 ? [id] : [];
  return [
    ...here,
    ...Object.entries(record).flatMap(([key, v]) => (key === '@id' ? [] : references(v))),
  ];
}

describe('the structured data of each page', () => {
  const routes = routesFor(fixtureContent);
  const graphs = routes.map(
    (route) => [route, pageGraph(route, threeOffices, fixtureContent.services) as Graph] as const,
  );

  it('has one graph whose references all resolve in it, with the offices under the same ids on every page', () => {
    for (const [route, { '@graph': graph }] of graphs) {
      const ids = graph.map((node) => node['@id']);
      expect(new Set(ids).size, route.path).toBe(ids.length);
      for (const ref of graph.flatMap((node) => references(node, node['@id'])))
        expect(ids, `${route.path}: ${ref}`).toContain(ref);
      expect(
        graph.filter((node) => String(node['@id']).endsWith('/#office')).map((n) => n['@id']),
      ).toEqual(
        threeOffices.offices.map(
          (office) => `${threeOffices.siteUrl}/locations/${office.id}/#office`,
        ),
      );
    }
  });

  it('has a breadcrumb trail on every page but the landing page, and no FAQ or rating markup', () => {
    for (const [route, { '@graph': graph }] of graphs) {
      const crumbs = graph.find((node) => node['@type'] === 'BreadcrumbList');
      if (route.path === '/') expect(crumbs).toBeUndefined();
      else
        expect(crumbs?.itemListElement, route.path).toEqual(
          route.trail.map((crumb, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: crumb.name,
            item: `${threeOffices.siteUrl}${crumb.path}`,
          })),
        );
      expect(JSON.stringify(graph)).not.toMatch(
        /FAQPage|Question|AggregateRating|"@type":"Review"|"review":/,
      );
    }
  });

  it('names every office on every page by its line, and in full only where the page shows its address', () => {
    const offices = (graph: Graph['@graph']) =>
      graph.filter((node) => String(node['@id']).endsWith('/#office'));
    const inFull = (graph: Graph['@graph']) =>
      offices(graph)
        .filter((node) => 'address' in node)
        .map((node) => node['@id']);
    const idOf = (id: string) => `${threeOffices.siteUrl}/locations/${id}/#office`;
    for (const [route, { '@graph': graph }] of graphs) {
      expect(
        offices(graph).map((node) => [node['@id'], node.telephone]),
        route.path,
      ).toEqual(threeOffices.offices.map((office) => [idOf(office.id), toE164(office.phone)]));
      const own = /^\/locations\/([a-z-]+)\/$/.exec(route.path)?.[1];
      expect(inFull(graph), route.path).toEqual(
        route.path === '/' || route.path === '/locations/'
          ? threeOffices.offices.map((office) => idOf(office.id))
          : own
            ? [idOf(own)]
            : [],
      );
    }

    // Beyond five offices the landing lists their lines by province, and names them so.
    const six = withOffices((list) =>
      list.push(...list.map((office) => ({ ...office, id: `${office.id}-east` }))),
    );
    const [landing] = routesFor(six);
    const { '@graph': graph } = pageGraph(landing!, six.siteConfig, six.services) as Graph;
    expect(offices(graph)).toHaveLength(6);
    expect(inFull(graph)).toEqual([]);
  });

  it('places each office on the map, ties its towns to its province, and gives it its page’s id', () => {
    const [, { '@graph': graph }] = graphs.find(([route]) => route.path === '/')!;
    const office = threeOffices.offices[1]!;
    expect(
      graph.find((node) => node['@id'].endsWith(`/locations/${office.id}/#office`)),
    ).toMatchObject({
      geo: { '@type': 'GeoCoordinates', latitude: office.latitude, longitude: office.longitude },
      hasMap: expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\//),
      areaServed: expect.arrayContaining([
        {
          '@type': 'City',
          name: 'Gatineau',
          containedInPlace: { '@type': 'AdministrativeArea', name: 'Quebec' },
        },
      ]),
    });
  });

  it('describes a service with the offices that provide it and the towns they serve', () => {
    const [, { '@graph': graph }] = graphs.find(
      ([route]) => route.path === '/services/equipment-services/',
    )!;
    expect(graph.find((node) => node['@type'] === 'Service')).toMatchObject({
      name: 'Equipment Services',
      provider: [
        { '@id': 'https://rescue.bluewater.test/locations/edmonton/#office' },
        { '@id': 'https://rescue.bluewater.test/locations/ottawa/#office' },
      ],
      areaServed: expect.arrayContaining([expect.objectContaining({ name: 'Gatineau' })]),
    });
    expect(JSON.stringify(graph.find((node) => node['@type'] === 'Service'))).not.toContain(
      'Dartmouth',
    );
  });
});

describe('the words of an office page', () => {
  it('can name every placeholder the loader lets them name, each filled for that office', () => {
    for (const office of threeOffices.offices) {
      const values = officePlaceholders(office);
      expect(Object.keys(values).sort()).toEqual([...localPlaceholders.officePage].sort());
      expect(values.city).toBe(office.city);
      for (const value of Object.values(values)) expect(value).not.toBe('');
    }
  });
});
