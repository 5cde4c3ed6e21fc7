import type { SiteConfig } from '../content/types';
import { paths } from '../domain/paths';
import type { Route } from '../pages/page-kind';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A day as Atom writes a time: noon UTC, so the day reads the same in every Canadian zone. */
const atomTime = (day: string) => `${day}T12:00:00Z`;

/** The guides' Atom feed (RFC 4287), newest first: the guides page's list, the claims guide in it. */
export function guidesFeed(routes: readonly Route[], config: SiteConfig): string {
  const guides = routes.flatMap((route) => route.feed ?? []);
  const url = config.siteUrl;
  const updated = guides
    .map((guide) => guide.updated ?? guide.published)
    .sort()
    .at(-1);
  const entry = (guide: (typeof guides)[number]) =>
    [
      '  <entry>',
      `    <id>${url}${guide.path}</id>`,
      `    <title>${escapeXml(guide.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${url}${guide.path}"/>`,
      `    <published>${atomTime(guide.published)}</published>`,
      `    <updated>${atomTime(guide.updated ?? guide.published)}</updated>`,
      `    <author><name>${escapeXml(guide.byline)}</name></author>`,
      `    <summary>${escapeXml(guide.summary)}</summary>`,
      '  </entry>',
    ].join('\n');
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-CA">',
    `  <id>${url}${paths.guides}</id>`,
    `  <title>${escapeXml(`${config.companyName}: guides`)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${url}${paths.guidesFeed}"/>`,
    `  <link rel="alternate" type="text/html" href="${url}${paths.guides}"/>`,
    `  <updated>${atomTime(updated ?? `${config.foundedYear}-01-01`)}</updated>`,
    `  <author><name>${escapeXml(config.companyName)}</name></author>`,
    ...guides.map(entry),
    '</feed>',
    '',
  ].join('\n');
}
