import { renderToString } from 'react-dom/server';
import { MANIFEST_PATH, WORKER_PATH } from './config/site-constants.mjs';
import { adminFiles as adminFilesFor, cmsBackend } from './admin/admin-files';
import notFoundScript from './browser/not-found-script.js?raw';
import enhanceScript from './browser/enhance-script.js?raw';
import surgeScript from './browser/surge-script.js?raw';
import enhanceStyle from './browser/enhance.css?raw';
import pageScript from './browser/page-script.js?inline-script';
import formLoader from './browser/form-loader.ts?inline-script';
import speculationRules from './browser/speculation-rules.json?raw';
import { NotFoundPage } from './pages/not-found-page';
import { analyticsTags } from './analytics/page-config';
import { routeWarnings, type Route } from './pages/page-kind';
import { routesFor } from './pages/registry';
import logoSvg from '../public/favicon.svg?raw';
import { guidesFeed } from './seo/guides-feed';
import { headFor, notFoundHead } from './seo/head';
import { imageSources as imageSourcesFor } from './seo/share-image';
import { webManifest as manifestFor } from './seo/web-manifest';
import { pagePromises } from './content/page-promises';
import { paths } from './domain/paths';
import { promisesAt, resolvePromises } from './content/surge';
import content, { services, siteConfig } from 'virtual:site-content';

export { jobs, siteConfig } from 'virtual:site-content';
export const emailSettings = __EMAIL_SETTINGS__;

/** Every page the build writes, in sitemap order. */
export const routes = routesFor(content);
/** The moment the files are written: a surge in force then is what a page says without script. */
const builtAt = new Date();
/** A text of every office (a feed, the manifest) with its promises as they stand now. */
const promisesOf = (office: string | null) => pagePromises(siteConfig, office);
const sitewide = (text: string) => promisesAt(text, promisesOf, null, builtAt);
export const guidesFeedXml = () => sitewide(guidesFeed(routes, siteConfig));
/** Each page's share image says its promises as they stand for its office now. */
export const imageSources = () =>
  imageSourcesFor(
    siteConfig,
    logoSvg,
    routes.map((route) => {
      const at = (text: string) => promisesAt(text, promisesOf, route.office ?? null, builtAt);
      return {
        ...route,
        image: { ...route.image, headline: at(route.image.headline), text: at(route.image.text) },
      };
    }),
  );
export const webManifest = () =>
  JSON.parse(sitewide(JSON.stringify(manifestFor(siteConfig)))) as ReturnType<typeof manifestFor>;
/** The PDFs at their addresses: the vendor documents still valid, and the papers to sign. */
export const documentFiles = () =>
  [...content.documents.filter((document) => document.current), ...content.papers].map(
    (document) => ({ path: document.path.slice(1), source: document.source }),
  );

/**
 * What the service worker keeps from its install on (src/browser/service-worker.ts): every
 * office's page and the first-hours kit, with the words over a page opened from the device.
 */
export const workerPages = () => [
  ...siteConfig.offices.map((office) => paths.location(office.id)),
  paths.kit,
];
export const savedCopyWords = () => content.pageText.savedCopy;

/** What the build should tell the owner about the config, though it can build with it. */
export const buildWarnings = () => routeWarnings(routes);
export { repeatedWords } from './lib/repeated-words';

/** The editor's page and config, for the git host named in the environment (CMS_*). */
export function adminFiles(env: Record<string, string | undefined>) {
  const { backend, warnings } = cmsBackend(env);
  return { files: adminFilesFor(siteConfig, backend), warnings };
}

export interface PageAssets {
  /** Inlined in production, so the first response paints on its own; a stylesheet in development. */
  css: { inline: string } | { href: string };
  /** The form island's module script (src/browser/island-entry.tsx once built). */
  islandScript: string;
  /** The locations page's office finder (src/browser/office-finder.ts once built). */
  finderScript: string;
  /** The visit counter (src/browser/count-visits.ts once built), on the pages when the settings name a provider. */
  analyticsScript: string;
}

/**
 * A whole pre-rendered page, or the 404 page for null. React renders every section here, at build
 * time; in the browser only the form island runs React, and the inline scripts (src/browser/) do
 * the rest.
 */
export function renderDocument(route: Route | null, assets: PageAssets): string {
  const styles =
    'inline' in assets.css
      ? `<style>${assets.css.inline.trim()}</style>`
      : `<link rel="stylesheet" href="${assets.css.href}" />`;
  const body = route
    ? [
        renderToString(route.render(route)),
        // Read by the page script, so before it.
        ...analyticsTags(siteConfig, assets.analyticsScript),
        `<script>${pageScript}</script>`,
        // Once the page has painted, it loads the island's script and links the web app manifest.
        `<script data-island-script="${assets.islandScript}" data-manifest="${MANIFEST_PATH}" data-worker="${WORKER_PATH}" data-finder-script="${assets.finderScript}">${formLoader}</script>`,
        ...(route.officeFinder
          ? [`<script type="module" src="${assets.finderScript}"></script>`]
          : []),
        // Browsers without Speculation Rules ignore a script of a type they do not know.
        `<script type="speculationrules">${speculationRules}</script>`,
      ]
    : [renderToString(<NotFoundPage />), `<script>${notFoundScript}</script>`];
  const page = [
    '<!doctype html>',
    '<html lang="en-CA">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    `    <script>${enhanceScript}</script>`,
    `    ${route ? headFor(route, siteConfig, services) : notFoundHead(siteConfig)}`,
    '    <meta name="theme-color" content="#0f172a" />',
    '    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    '    <link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
    `    ${styles}`,
    `    <style>${enhanceStyle.trim()}</style>`,
    '  </head>',
    '  <body class="bg-white text-slate-900 antialiased">',
    ...body.map((part) => `    ${part}`),
    '  </body>',
    '</html>',
    '',
  ].join('\n');
  const written = resolvePromises(page, promisesOf, route?.office ?? null, builtAt);
  // A page a surge can hold swaps its words and notices at the surge's start and end.
  return written.includes('data-surge-from=')
    ? written.replace('  </body>', `    <script>${surgeScript}</script>\n  </body>`)
    : written;
}
