import { paths } from '../domain/paths';
import type { Service, SiteConfig } from '../content/types';
import { formatLocalPhone } from '../lib/phone';
import { listOf } from '../domain/places';
import type { Route } from '../pages/page-kind';
import { shareImage } from './share-image';
import { pageGraph } from './structured-data';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

/** What a page's share image shows, for those who cannot see it. */
export const shareImageAlt = (route: Route, config: SiteConfig) =>
  `${config.companyName}: ${route.image.headline}. 24/7 in ${listOf(route.image.pills)}, ${formatLocalPhone(route.image.phone)}.`;

/** The <head> tags of a pre-rendered page, built from its route and the site config. */
export function headFor(route: Route, config: SiteConfig, services: Service[]): string {
  const url = `${config.siteUrl}${route.path}`;
  const image = `${config.siteUrl}/${route.image.file}`;
  const alt = shareImageAlt(route, config);
  const article = route.subject?.type === 'article' ? route.subject.article : null;
  const jsonLd = JSON.stringify(pageGraph(route, config, services)).replace(/</g, '\\u003c');
  return [
    `<title>${escapeHtml(route.title)}</title>`,
    meta('name', 'description', route.description),
    ...(route.indexable ? [] : [meta('name', 'robots', 'noindex')]),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...(route.feed || route.subject?.type === 'article'
      ? [
          `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(`${config.companyName}: guides`)}" href="${paths.guidesFeed}" />`,
        ]
      : []),
    meta('property', 'og:type', article ? 'article' : 'website'),
    ...(article ? [meta('property', 'article:published_time', article.published)] : []),
    meta('property', 'og:site_name', config.companyName),
    meta('property', 'og:locale', 'en_CA'),
    meta('property', 'og:title', route.title),
    meta('property', 'og:description', route.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(shareImage.width)),
    meta('property', 'og:image:height', String(shareImage.height)),
    meta('property', 'og:image:alt', alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', route.title),
    meta('name', 'twitter:description', route.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', alt),
    `<script type="application/ld+json">${jsonLd}</script>`,
  ].join('\n    ');
}

export function notFoundHead(config: SiteConfig): string {
  return [
    `<title>Page not found | ${escapeHtml(config.companyName)}</title>`,
    meta('name', 'robots', 'noindex'),
  ].join('\n    ');
}
