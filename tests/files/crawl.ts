import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer } from '../../scripts/serve.mjs';
import { documentOf, linkTarget } from './sites';

/** What a crawler reads of a page. */
export interface PageFacts {
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

const BLOCKS = 'p, li, h1, h2, h3, h4, dt, dd, blockquote, figcaption';

/**
 * The page's text outside links, dialogs' and notices' included, that writes a phone number or an
 * e-mail address: each should be a link that dials or writes.
 */
export function unlinkedContacts(document: Document): string[] {
  const phone = /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/g;
  const email = /[^\s@()<>,;:]+@[^\s@()<>,;:]+\.[a-z]{2,}/i;
  const nanp = (written: string) => {
    const digits = written.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
    return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits);
  };
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('a[href], script, style, template')) continue;
    const text = node.textContent ?? '';
    if (email.test(text) || [...text.matchAll(phone)].some((match) => nanp(match[0])))
      found.push(text.trim());
  }
  return found;
}

/** What a crawler reads of one page's HTML, at its address. */
export function factsOf(document: Document, status: number, url: string): PageFacts {
  const content = (selector: string) =>
    document.querySelector(selector)?.getAttribute('content') ?? null;
  const links = [...document.querySelectorAll('a[href]')];
  return {
    status,
    title: document.title,
    description: content('meta[name="description"]'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: content('meta[name="robots"]'),
    h1: [...document.querySelectorAll('h1')].map((h) => h.textContent ?? ''),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent ?? '',
    ),
    links: links.map((a) => linkTarget(a, url)),
    linkTexts: links.map(
      (a) =>
        (a.textContent ?? '').replace(/\s+/g, ' ').trim() || (a.getAttribute('aria-label') ?? ''),
    ),
    blocks: [...document.querySelectorAll(BLOCKS)]
      // The innermost blocks alone: a card's list item holds its heading and lines.
      .filter((block) => !block.querySelector(BLOCKS))
      .map((block) => (block.textContent ?? '').replace(/\s+/g, ' ').trim()),
    unlinked: unlinkedContacts(document),
  };
}

/** A built site served as a static host serves it (scripts/serve.mjs), on a port of its own. */
export async function serveBuild(dir: string) {
  const server = (await startServer({
    dir,
    port: 0,
    quiet: true,
    fastCompression: true,
  })) as Server;
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((done) => server.close(done)) };
}

/** A page as a crawler receives it: its status, its type and its text, uncompressed. */
export async function fetchPage(origin: string, path: string) {
  const response = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'identity' } });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
    url: response.url,
  };
}

/**
 * Walks a served site as a crawler does: from the landing page, every link to a page of the same
 * origin, reading each page's HTML as it comes (no script runs). Links elsewhere (tel:, mailto:,
 * sms:, a map) are not followed; a feed or another file a page links to must answer, but is no page.
 */
export async function crawl(origin: string): Promise<Map<string, PageFacts>> {
  const pages = new Map<string, PageFacts>();
  const files = new Set<string>();
  const queue = ['/'];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (pages.has(path) || files.has(path)) continue;
    const page = await fetchPage(origin, path);
    if (!page.type.startsWith('text/html')) {
      if (page.status !== 200) throw new Error(`${path} answers ${page.status}`);
      files.add(path);
      continue;
    }
    const facts = factsOf(documentOf(page.text), page.status, page.url);
    pages.set(path, facts);
    for (const link of facts.links) {
      const url = new URL(link);
      if (url.origin === origin && !pages.has(url.pathname)) queue.push(url.pathname);
    }
  }
  return pages;
}
