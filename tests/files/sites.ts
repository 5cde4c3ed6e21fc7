import { JSDOM } from 'jsdom';
import { parseHTML } from 'linkedom';
import type { SiteContent } from '../../src/content/types';
import { writtenOn as writtenFor } from '../fixtures/written';
import { readPage } from '../fixtures/built-site';
import { loadContentOf } from '../fixtures/content';
import { SITES, type SiteName } from '../fixtures/sites.mjs';

/** A built test site (tests/fixtures/sites.mjs): its name, its folder and what it was built from. */
export interface BuiltSite {
  name: SiteName;
  dir: string;
  content: SiteContent;
  site: SiteContent['siteConfig'];
}

/** The built sites named, each with its content read as its build read it. */
export async function builtSites(...names: SiteName[]): Promise<BuiltSite[]> {
  return Promise.all(
    names.map(async (name) => {
      const content = await loadContentOf(name);
      return { name, dir: SITES[name].dir, content, site: content.siteConfig };
    }),
  );
}

/**
 * A content text as a page of an office (null: a page of every office) writes it now: the
 * promises a surge may hold filled in (src/content/surge.ts), as the build wrote them.
 */
export const writtenOn = (built: BuiltSite, text: string, office: string | null = null) =>
  writtenFor(built.site, text, office);

/** One built site. */
export const builtSite = async (name: SiteName) => (await builtSites(name))[0]!;

/**
 * A page's document as a crawler parses it, with no script run (linkedom: a DOM made for reading
 * HTML on a server, a sixth of jsdom's time a page). It has no address of its own: a link's
 * target is `linkTarget`.
 */
export function documentOf(html: string): Document {
  return parseHTML(html).document as unknown as Document;
}

/** Where a link leads, read against the address of the page that holds it. */
export const linkTarget = (link: Element, pageUrl: string) =>
  new URL(link.getAttribute('href') ?? '', pageUrl).href;

/** An XML file (a feed) as a feed reader parses it: strictly (jsdom), a mistake a parsererror. */
export const xmlOf = (xml: string): Document =>
  new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');

const parsed = new Map<string, Document>();
/** A built page's document, at its address on the site's own domain (parsed once; read it only). */
export function pageDocument(built: BuiltSite, path: string): Document {
  const key = `${built.dir}${path}`;
  const known = parsed.get(key);
  if (known) return known;
  const document = documentOf(readPage(built.dir, path));
  parsed.set(key, document);
  return document;
}

/** The JSON-LD graph of a page. */
export const graphOf = (document: Document) =>
  (
    JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as {
      '@graph': Array<Record<string, unknown>>;
    }
  )['@graph'];

/** An element's accessible name as far as a file check needs it: its label, or its own words. */
export function nameOf(element: Element): string {
  const document = element.ownerDocument;
  const labelledBy = element.getAttribute('aria-labelledby');
  const name = labelledBy
    ? labelledBy
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
    : (element.getAttribute('aria-label') ?? element.textContent ?? '');
  return name.replace(/\s+/g, ' ').trim();
}

/** The elements a selector finds whose accessible name is `name`. */
export const named = (scope: Document | Element, selector: string, name: string) =>
  [...scope.querySelectorAll(selector)].filter((element) => nameOf(element) === name);

/** A page's text, as a reader reads it (spaces folded). */
export const textOf = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
