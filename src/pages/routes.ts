import type { Crumb } from '../components/breadcrumbs';
import { fillPlaceholders } from '../lib/fill-placeholders';
import type { ClaimsGuide, Guide, Office, Service, SiteContent } from '../content/types';
import { formatLocalPhone } from '../lib/phone';
import { citiesOf, listOf, providersOf } from '../lib/places';
import { fitTitle, homeTitle } from './titles';
import { paths } from '../lib/paths';

export type Page =
  | { kind: 'home' }
  | { kind: 'services' }
  | { kind: 'service'; service: Service }
  | { kind: 'locations' }
  | { kind: 'location'; office: Office }
  | { kind: 'insurance'; guide: ClaimsGuide }
  | { kind: 'managers' }
  | { kind: 'profile' }
  | { kind: 'pros' }
  | { kind: 'trades' }
  | { kind: 'kit' }
  | { kind: 'guides'; guides: ListedGuide[] }
  | { kind: 'guide'; guide: Guide }
  | { kind: 'legal'; document: 'privacy' | 'terms' | 'accessibility' };

/** A guide as the guides page and the feed list it: the claims guide is one of them. */
export type ListedGuide = Pick<Guide, 'title' | 'summary' | 'published' | 'updated' | 'byline'> & {
  path: string;
};

/** What a page's share image says, rendered at build time (src/seo/share-image.tsx). */
export interface ShareImageText {
  /** The file in dist/, e.g. "og/services-water-damage-restoration.png". */
  file: string;
  headline: string;
  text: string;
  pills: string[];
  phone: string;
}

export interface Route {
  /** The page's address, with its trailing slash: "/services/mold-remediation/". */
  path: string;
  page: Page;
  /** The page's h1 and the last step of its breadcrumb trail. */
  name: string;
  lede: string;
  title: string;
  description: string;
  /** From the home page to this one; empty for the home page itself. */
  trail: Crumb[];
  /** In the sitemap and open to search engines; an office page without its own text is not. */
  indexable: boolean;
  image: Omit<ShareImageText, 'file'> & { file: string };
  /** What the build should tell the owner about this page. */
  warnings: string[];
  /** The content files the page is made from: the sitemap's date is the last change to them. */
  sources: string[];
  /** The page's own date (a legal text's), which the sitemap gives instead. */
  updated?: string;
}

/** The legal pages' titles: the names the footer links by. */
const legalLabels = {
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  accessibility: 'Accessibility',
} as const;

/** Fewer words than this in an office's own text, and its page is little more than a template. */
export const OFFICE_TEXT_MIN_WORDS = 80;

const wordCount = (paragraphs: string[]) =>
  paragraphs.join(' ').split(/\s+/).filter(Boolean).length;

/** The image file of a page: the landing page keeps the site's og-image.png. */
const imageFile = (path: string) =>
  path === paths.home ? 'og-image.png' : `og/${path.slice(1, -1).replaceAll('/', '-')}.png`;

/** "Calgary office", "Toronto-area office in Mississauga". */
const officeWhere = (office: Office) =>
  office.locality === office.city
    ? `${office.city} office`
    : `${office.city}-area office in ${office.locality}`;

/** What an office page's words may name (page-text.json's officePage), for that office. */
export const officePlaceholders = (office: Office) => ({
  city: office.city,
  locality: office.locality,
  officeWhere: officeWhere(office),
  areaServed: listOf(office.areaServed),
  otherTowns: listOf(office.areaServed.filter((town) => town !== office.city)),
  officePhone: formatLocalPhone(office.phone),
});

/** Every page of the site, in the order of the sitemap: one list feeds the renderer, the sitemap and the tests. */
export function siteRoutes(content: SiteContent): Route[] {
  const { siteConfig: config, services, insurance: guide, legal, pageText, guides, kit } = content;
  const { managers, profile, pros, trades } = content;
  /** The files behind the keys given, and the settings every page shows. */
  const from = (...keys: string[]) =>
    ['settings', 'pages:pageText', ...keys].flatMap((key) =>
      content.sources[key] ? [content.sources[key]] : [],
    );
  const allOf = (prefix: string) =>
    Object.keys(content.sources).filter((key) => key.startsWith(prefix));
  const proofOf = (field: 'service' | 'office', id: string) => [
    ...content.testimonials.filter((t) => t[field] === id).map((t) => `testimonial:${t.id}`),
    ...content.jobs.filter((job) => job[field] === id).map((job) => `job:${job.id}`),
  ];
  const name = config.companyName;
  const allCities = citiesOf(config.offices);
  const home: Crumb = { name: 'Home', path: paths.home };
  const servicesCrumb: Crumb = { name: 'Services', path: paths.services };
  const locationsCrumb: Crumb = { name: 'Locations', path: paths.locations };
  const listed: ListedGuide[] = [
    ...guides.map((article) => ({ ...article, path: paths.guide(article.id) })),
    { ...guide, path: paths.insurance },
  ].sort((a, b) => b.published.localeCompare(a.published) || a.path.localeCompare(b.path));

  const route = (
    path: string,
    page: Page,
    parts: {
      name: string;
      /** The page's step in breadcrumb trails, when shorter than its name. */
      crumb?: string;
      lede: string;
      /** Candidates, longest first: the first that fits a search result is the title. */
      titles: [string, ...string[]] | ReturnType<typeof fitTitle>;
      description: string;
      parents?: Crumb[];
      indexable?: boolean;
      pills?: string[];
      phone?: string;
      warnings?: string[];
      sources: string[];
      updated?: string;
    },
  ): Route => {
    const { title, warning } = Array.isArray(parts.titles) ? fitTitle(parts.titles) : parts.titles;
    return {
      path,
      page,
      name: parts.name,
      lede: parts.lede,
      title,
      description: parts.description,
      trail:
        path === paths.home
          ? []
          : [home, ...(parts.parents ?? []), { name: parts.crumb ?? parts.name, path }],
      indexable: parts.indexable ?? true,
      image: {
        file: imageFile(path),
        headline: parts.name,
        text: parts.lede,
        pills: parts.pills ?? allCities,
        phone: parts.phone ?? config.emergencyPhone,
      },
      warnings: [...(warning ? [`${path}: ${warning}`] : []), ...(parts.warnings ?? [])],
      sources: parts.sources,
      ...(parts.updated ? { updated: parts.updated } : {}),
    };
  };

  return [
    route(
      paths.home,
      { kind: 'home' },
      {
        name: 'Restoring Lives with Care',
        lede: config.tagline,
        titles: homeTitle(config),
        description: pageText.homeDescription,
        sources: from(
          'pages:about',
          'pages:highlights',
          ...allOf('service:'),
          ...allOf('office:'),
          ...allOf('testimonial:'),
        ),
      },
    ),
    route(
      paths.services,
      { kind: 'services' },
      {
        name: pageText.services.name,
        crumb: 'Services',
        lede: pageText.services.lede,
        titles: [
          `Restoration Services in ${listOf(allCities, '&')} | ${name}`,
          `Restoration Services | ${name}`,
          'Restoration Services',
        ],
        description: pageText.services.description,
        sources: from(...allOf('service:')),
      },
    ),
    ...services.map((service) => {
      const offices = providersOf(config.offices, service.slug);
      const serviceCities = citiesOf(offices);
      return route(
        paths.service(service.slug),
        { kind: 'service', service },
        {
          name: service.title,
          lede: service.card.description,
          titles: [
            `${service.title} in ${listOf(serviceCities, '&')} | ${name}`,
            `${service.title} in ${listOf(serviceCities, '&')}`,
            `${service.title} | ${name}`,
            service.title,
          ],
          description: fillPlaceholders(pageText.servicePage.description, {
            service: service.title,
            serviceCities: listOf(serviceCities),
            summary: service.summary,
          }),
          parents: [servicesCrumb],
          pills: serviceCities,
          sources: from(
            `service:${service.slug}`,
            'pages:safetySteps',
            ...offices.map((office) => `office:${office.id}`),
            ...proofOf('service', service.slug),
          ),
        },
      );
    }),
    route(
      paths.locations,
      { kind: 'locations' },
      {
        name: pageText.locations.name,
        crumb: 'Locations',
        lede: pageText.locations.lede,
        titles: [
          `Our Offices in ${listOf(allCities, '&')} | ${name}`,
          `Our Offices | ${name}`,
          'Our Offices',
        ],
        description: pageText.locations.description,
        sources: from(...allOf('office:')),
      },
    ),
    ...config.offices.map((office) => {
      const text = office.description ?? [];
      const words = wordCount(text);
      const at = `content/offices/${office.id}.md`;
      const local = officePlaceholders(office);
      return route(
        paths.location(office.id),
        { kind: 'location', office },
        {
          name: fillPlaceholders(pageText.officePage.name, local),
          lede: fillPlaceholders(pageText.officePage.lede, local),
          titles: [
            `24/7 Restoration in ${office.city}, ${office.region} | ${name}`,
            `Restoration in ${office.city}, ${office.region} | ${name}`,
            `${name} ${office.city}`,
            `24/7 Restoration in ${office.city}, ${office.region}`,
          ],
          description: fillPlaceholders(pageText.officePage.description, local),
          parents: [locationsCrumb],
          indexable: words > 0,
          pills: office.areaServed.slice(0, 5),
          phone: office.phone,
          sources: from(`office:${office.id}`, ...proofOf('office', office.id)),
          warnings:
            words === 0
              ? [
                  `${at} has no page text: its page ${paths.location(office.id)} is built but kept out of search engines and the sitemap. A page that differs from another only by the city's name is a doorway page; give the office a text of its own (local conditions, history, crews).`,
                ]
              : words < OFFICE_TEXT_MIN_WORDS
                ? [
                    `${at}: its page text has ${words} words: write at least ${OFFICE_TEXT_MIN_WORDS}, or its page reads as a copy of the others.`,
                  ]
                : [],
        },
      );
    }),
    route(
      paths.insurance,
      { kind: 'insurance', guide },
      {
        name: guide.title,
        lede: guide.lede,
        titles: [
          `Insurance Claims for Property Damage | ${name}`,
          `Insurance Claims Help | ${name}`,
          guide.title,
        ],
        description: guide.description,
        sources: from('pages:insurance'),
        updated: guide.updated ?? guide.published,
      },
    ),
    route(
      paths.managers,
      { kind: 'managers' },
      {
        name: managers.title,
        crumb: 'Property managers',
        lede: managers.lede,
        titles: [`Property Managers and Businesses | ${name}`, 'Property Managers and Businesses'],
        description: managers.description,
        warnings: content.documents
          .filter((document) => !document.current)
          .map(
            (document) =>
              `${content.sources[`document:${document.id}`] ?? document.id}: "${document.title}" ran out on ${document.validUntil}: upload the current one; the page leaves it off until then`,
          ),
        sources: from(
          'pages:managers',
          'pages:requestForms',
          ...allOf('office:'),
          ...allOf('document:'),
        ),
      },
    ),
    route(
      paths.profile,
      { kind: 'profile' },
      {
        name: profile.title,
        lede: profile.lede,
        titles: [`${profile.title} | ${name}`, profile.title],
        description: profile.description,
        parents: [{ name: 'Property managers', path: paths.managers }],
        sources: from('pages:profile'),
      },
    ),
    route(
      paths.pros,
      { kind: 'pros' },
      {
        name: pros.title,
        crumb: 'Adjusters and brokers',
        lede: pros.lede,
        titles: [`For Adjusters and Brokers | ${name}`, 'For Adjusters and Brokers'],
        description: pros.description,
        sources: from('pages:pros', 'pages:requestForms', ...allOf('office:')),
      },
    ),
    route(
      paths.trades,
      { kind: 'trades' },
      {
        name: trades.title,
        crumb: 'Contractors and trades',
        lede: trades.lede,
        titles: [`For Contractors and Trades | ${name}`, 'For Contractors and Trades'],
        description: trades.description,
        sources: from('pages:trades', 'pages:requestForms', ...allOf('office:')),
      },
    ),
    route(
      paths.kit,
      { kind: 'kit' },
      {
        name: kit.title,
        lede: kit.lede,
        titles: [`${kit.title} | ${name}`, kit.title],
        description: kit.description,
        sources: from('pages:kit'),
      },
    ),
    route(
      paths.guides,
      { kind: 'guides', guides: listed },
      {
        name: pageText.guides.name,
        lede: pageText.guides.lede,
        titles: [`${pageText.guides.name} | ${name}`, pageText.guides.name],
        description: pageText.guides.description,
        sources: from(...allOf('guide:'), 'pages:insurance'),
      },
    ),
    ...guides.map((article) =>
      route(
        paths.guide(article.id),
        { kind: 'guide', guide: article },
        {
          name: article.title,
          lede: article.summary,
          titles: [`${article.title} | ${name}`, article.title],
          description: fillPlaceholders(pageText.guidePage.description, {
            summary: article.summary,
          }),
          parents: [{ name: pageText.guides.name, path: paths.guides }],
          sources: from(`guide:${article.id}`),
          updated: article.updated ?? article.published,
        },
      ),
    ),
    ...(['privacy', 'terms', 'accessibility'] as const).map((document) => {
      const text = legal[document];
      const label = legalLabels[document];
      return route(
        paths[document],
        { kind: 'legal', document },
        {
          name: text.title,
          lede: text.lede,
          titles: [`${label} | ${name}`, label],
          description: text.description,
          sources: from(`legal:${document}`),
          updated:
            document === 'accessibility'
              ? config.accessibility.lastTested
              : config.legalUpdated[document],
        },
      );
    }),
  ];
}

/** Everything the build should tell the owner about the pages: long titles, offices without text, repeats. */
export function routeWarnings(routes: Route[]): string[] {
  const repeated = (key: 'title' | 'description') => {
    const byValue = new Map<string, string[]>();
    for (const r of routes) byValue.set(r[key], [...(byValue.get(r[key]) ?? []), r.path]);
    return [...byValue]
      .filter(([, same]) => same.length > 1)
      .map(
        ([value, same]) =>
          `${same.join(' and ')} share the ${key} "${value}": search engines treat such pages as copies.`,
      );
  };
  return [...routes.flatMap((r) => r.warnings), ...repeated('title'), ...repeated('description')];
}
