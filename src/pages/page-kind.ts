import type { ReactElement } from 'react';
import type { Crumb } from '../components/breadcrumbs';
import type {
  ClaimsGuide,
  Guide,
  Office,
  Opening,
  Service,
  SiteContent,
  Town,
} from '../content/types';
import { citiesOf } from '../domain/places';
import { paths } from '../domain/paths';
import { DESCRIPTION_LIMIT, fitDescription, fitTitle } from './titles';

/** What a page's share image says, rendered at build time (src/seo/share-image.tsx). */
export interface ShareImageText {
  /** The file in dist/, e.g. "og/services-water-damage-restoration.png". */
  file: string;
  headline: string;
  text: string;
  pills: string[];
  phone: string;
}

/** A guide as the guides page and the feed list it: the claims guide is one of them. */
export type ListedGuide = Pick<Guide, 'title' | 'summary' | 'published' | 'updated' | 'byline'> & {
  path: string;
};

/** What a page is about, for its structured data: the thing it describes, if it describes one. */
export type PageSubject =
  | { type: 'service'; service: Service }
  | { type: 'office'; office: Office }
  | { type: 'town'; town: Town }
  | { type: 'article'; article: Guide | ClaimsGuide }
  | {
      type: 'opening';
      opening: Opening;
      /**
       * Its description as its page says it, part by part: the pay, type, place and last day, the
       * work, each list under its heading, and the statements the law asks.
       */
      description: PostingPart[];
    };

/** A part of a job posting's description: a heading line, paragraphs, or a list. */
export type PostingPart =
  | { type: 'paragraphs'; paragraphs: readonly string[] }
  | { type: 'list'; heading?: string; items: readonly string[] };

/** One page of the site, as its module says it: the renderer, the sitemap and the tests read it. */
export interface Route {
  /** The page's address, with its trailing slash: "/services/mold-remediation/". */
  path: string;
  /** The page's h1 and the last step of its breadcrumb trail. */
  name: string;
  lede: string;
  title: string;
  description: string;
  /** From the home page to this one; empty for the home page itself. */
  trail: Crumb[];
  /** In the sitemap and open to search engines; an office page without its own text is not. */
  indexable: boolean;
  image: ShareImageText;
  /** What the build should tell the owner about this page. */
  warnings: string[];
  /** The content files the page is made from: the sitemap's date is the last change to them. */
  sources: string[];
  /** The page's own date (a legal text's, a guide's), which the sitemap gives instead. */
  updated?: string;
  subject?: PageSubject;
  /** The guides this page lists: the Atom feed is made from them. */
  feed?: ListedGuide[];
  /** The page carries the office finder's script. */
  officeFinder?: boolean;
  /**
   * The offices whose address the page shows (an office's page: its own). Their whole business
   * entity is in the page's structured data; every other office is named there by its line only.
   */
  officesInFull?: readonly Office[];
  /**
   * The office the page belongs to (its own page, a town it serves, its review page): a surge of
   * that office holds the page's promises, and its storm notice stands on it.
   */
  office?: string;
  render: (route: Route) => ReactElement;
}

/** What a page module writes for each of its routes; `routesOf` makes the rest. */
export interface RouteSpec extends Pick<
  Route,
  | 'path'
  | 'name'
  | 'lede'
  | 'description'
  | 'updated'
  | 'subject'
  | 'feed'
  | 'officeFinder'
  | 'officesInFull'
  | 'office'
> {
  /** The page's step in breadcrumb trails, when shorter than its name. */
  crumb?: string;
  /** Candidates, longest first: the first that fits a search result is the title. */
  titles: [string, ...string[]] | ReturnType<typeof fitTitle>;
  /** The page above this one in the trail (below the home page), by its path. */
  parent?: string;
  indexable?: boolean;
  /** The share image's pills: every city unless given. */
  pills?: string[];
  /** The share image's phone: the 24/7 line unless given. */
  phone?: string;
  /** Another page whose share image this one uses, by its path: a page out of search needs none of its own. */
  imageOf?: string;
  warnings?: string[];
  /** Keys of content.sources (the settings and the page text are added to every page). */
  sources: string[];
  render: Route['render'];
}

/** What a page module is given to say its routes. */
export interface PageContext {
  content: SiteContent;
  /** The keys of content.sources that start with a prefix: "office:" gives every office's file. */
  allOf: (prefix: string) => string[];
  /** The testimonials and jobs that name a service or an office. */
  proofOf: (field: 'service' | 'office', id: string) => string[];
}

/**
 * A kind of page: one module (`src/pages/<name>-page.tsx`) exports one as `pageKind`, and the
 * registry (registry.ts) finds it. `order` places its routes in the sitemap.
 */
export interface PageKind {
  order: number;
  routes: (context: PageContext) => RouteSpec[];
}

/** The image file of a page: the landing page keeps the site's og-image.png. */
const imageFile = (path: string) =>
  path === paths.home ? 'og-image.png' : `og/${path.slice(1, -1).replaceAll('/', '-')}.png`;

/** Every route of the page kinds given, in their order, with titles, trails and share images made. */
export function routesOf(content: SiteContent, kinds: readonly PageKind[]): Route[] {
  const config = content.siteConfig;
  const context: PageContext = {
    content,
    allOf: (prefix) => Object.keys(content.sources).filter((key) => key.startsWith(prefix)),
    proofOf: (field, id) => [
      ...content.testimonials.filter((t) => t[field] === id).map((t) => `testimonial:${t.id}`),
      ...content.jobs.filter((job) => job[field] === id).map((job) => `job:${job.id}`),
    ],
  };
  const specs = [...kinds]
    .sort((a, b) => a.order - b.order)
    .flatMap((kind) => kind.routes(context));
  const byPath = new Map(specs.map((spec) => [spec.path, spec]));
  const crumbOf = (spec: RouteSpec): Crumb => ({ name: spec.crumb ?? spec.name, path: spec.path });
  const trailOf = (spec: RouteSpec): Crumb[] => {
    if (spec.path === paths.home) return [];
    const parent = spec.parent === undefined ? undefined : byPath.get(spec.parent);
    if (spec.parent !== undefined && !parent)
      throw new Error(`${spec.path}: its parent ${spec.parent} is no page of the site`);
    return [...(parent ? trailOf(parent) : [{ name: 'Home', path: paths.home }]), crumbOf(spec)];
  };
  const allCities = citiesOf(config.offices);
  const imageOf = (spec: RouteSpec): ShareImageText => {
    const shown = spec.imageOf === undefined ? spec : byPath.get(spec.imageOf);
    if (!shown)
      throw new Error(
        `${spec.path}: the page whose image it uses, ${spec.imageOf}, is no page of the site`,
      );
    if (shown !== spec) return imageOf(shown);
    return {
      file: imageFile(spec.path),
      headline: spec.name,
      text: spec.lede,
      pills: spec.pills ?? allCities,
      phone: spec.phone ?? config.emergencyPhone,
    };
  };
  return specs.map((spec) => {
    const { title, warning } = Array.isArray(spec.titles) ? fitTitle(spec.titles) : spec.titles;
    const { description, cut } = fitDescription(spec.description, config);
    const { crumb, titles, parent, pills, phone, warnings, imageOf: _, ...own } = spec;
    return {
      ...own,
      title,
      description,
      trail: trailOf(spec),
      indexable: spec.indexable ?? true,
      image: imageOf(spec),
      warnings: [
        ...(warning ? [`${spec.path}: ${warning}`] : []),
        ...(cut
          ? [
              `${spec.path}: its description is cut to ${DESCRIPTION_LIMIT} characters ("${description}"): shorten it in its content file.`,
            ]
          : []),
        ...(warnings ?? []),
      ],
      sources: ['settings', 'pages:pageText', ...spec.sources].flatMap((key) =>
        content.sources[key] ? [content.sources[key]] : [],
      ),
    };
  });
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
