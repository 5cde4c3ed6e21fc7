// @ts-check
import { createHash } from 'node:crypto';
import { gzipAsync } from '@gfx/zopfli';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import { BUILD_CACHE, keptOnce } from '../src/lib/build-cache.mjs';
import { fileDates } from './file-dates.mjs';
import { renderImages } from './images.mjs';
import { nginxFiles } from './nginx-config.mjs';
import { headersFile, pagePatterns } from '../src/config/security-headers.mjs';
import {
  BUILD_MANIFESTS,
  MANIFEST_PATH,
  SAVED_NOTICE_CLASSES,
  WORKER_PATH,
} from '../src/config/site-constants.mjs';
import { inlineScriptHashes } from './inline-scripts.mjs';
import { styleHashesOf } from './inline-styles.mjs';
import { CMS_FILES } from './cms-files.mjs';

/**
 * A page's date for the sitemap: a legal text's own date, else the last commit of the content files
 * it is made from (their modification time where git cannot tell, as in a copy without history or
 * a file not yet committed).
 * @param {{ sources: string[], updated?: string }} route
 */
function lastModified(route) {
  if (route.updated) return route.updated;
  return route.sources.map(fileDate).sort().at(-1) ?? new Date().toISOString().slice(0, 10);
}

/** Every page shares the settings' file: each file's day is found once. */
const fileDate = fileDates();

/**
 * The service worker (src/browser/service-worker.ts): the build's scripts and the pages it keeps,
 * under a version that changes with any of them, so a deploy that changes a page gives every
 * visitor a new worker, and with it new saved copies.
 * @param {string} distDir
 * @param {Record<string, string | Buffer>} files the pages and files the build writes
 * @param {{ built: string, pages: string[], words: { saved: string, missing: string }, dropped: string[] }} what
 */
async function workerFile(distDir, files, { built, pages, words, dropped }) {
  // The worker's module, as its own build wrote it: called as a classic worker's script.
  const module = await readFile(join(distDir, built), 'utf8');
  const exported = /export\s*\{\s*(\w+)\s+as\s+startWorker\s*\};?\s*$/.exec(module);
  if (!exported || /^import\s/m.test(module))
    throw new Error(`${built}: the worker's build exports startWorker alone and imports nothing`);
  await rm(join(distDir, built));
  const scripts = (await readdir(join(distDir, 'assets')))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `/assets/${name}`)
    .filter((path) => !dropped.includes(path))
    .sort();
  const version = createHash('sha256')
    .update(scripts.join('\n'))
    .update(
      Object.entries(files)
        .filter(([name]) => name.endsWith('.html'))
        .map(([name, html]) => `${name}\n${html}`)
        .join('\n'),
    )
    .digest('hex')
    .slice(0, 16);
  const config = {
    version,
    pages: [...pages, '/404.html'],
    assets: scripts,
    notFound: '/404.html',
    ...words,
    noticeClass: SAVED_NOTICE_CLASSES.notice,
    textClass: SAVED_NOTICE_CLASSES.text,
  };
  return `${module.slice(0, exported.index)}\n${exported[1]}(self, ${JSON.stringify(config)});\n`;
}

/**
 * What the client builds wrote, by source file, from their manifests.
 * @param {string} distDir @returns {Promise<Record<string, { file: string }>>}
 */
const builtManifest = async (distDir) =>
  Object.assign(
    {},
    ...(await Promise.all(
      Object.values(BUILD_MANIFESTS).map(async (file) =>
        JSON.parse(await readFile(join(distDir, file), 'utf8')),
      ),
    )),
  );

/**
 * Each script gzipped beside it by Zopfli (a gzip any browser reads, 3 % smaller than zlib's best:
 * 2.9 KB off the island), for nginx's gzip_static: the first load's bytes as few as gzip makes
 * them, and no compressing on a storm day's every visit.
 * @param {string} distDir
 */
async function gzipScripts(distDir) {
  for (const name of await readdir(join(distDir, 'assets')))
    if (name.endsWith('.js')) {
      const script = await readFile(join(distDir, 'assets', name));
      const hash = createHash('sha256').update(script).digest('hex');
      await writeFile(
        join(distDir, 'assets', `${name}.gz`),
        await keptOnce(GZIP_CACHE, `${hash}.gz`, async () =>
          Buffer.from(await gzipAsync(script, { numiterations: 5 })),
        ),
      );
    }
}

/**
 * Where each script's Zopfli gzip is kept by a hash of the script: a build whose code did not
 * change has the same scripts (and the test sites of one company share theirs), and Zopfli is a
 * fifth of a build's CPU. Its version is in the folder's name.
 */
const GZIP_CACHE = `${BUILD_CACHE}/zopfli-${createRequire(import.meta.url)('@gfx/zopfli/package.json').version}`;

/** Where a route's page lives in dist/: "/" → index.html, "/services/" → services/index.html. */
export const pageFile = (/** @type {string} */ path) => `${path.slice(1)}index.html`;

/**
 * Writes every page of the site (src/pages/registry.ts) to dist/<path>/index.html and the 404 page
 * to dist/404.html, each a whole page rendered at build time with its CSS inlined so the first
 * response paints alone; each page's share image and the icons; the files a static host reads
 * (_headers, sitemap.xml listing the indexable pages, robots.txt, the manifest); the editor at
 * /admin/ (in no sitemap, linked from no page); and the nginx config in `nginxDir`.
 * @param {{ distDir: string, ssrDir: string, nginxDir: string }} options
 * @returns {Promise<{ emailOrigin: string | null, analyticsOrigin: string | null, styleHashes: string[], warnings: string[], pages: number }>}
 */
export async function prerender({ distDir, ssrDir, nginxDir }) {
  /** @type {typeof import('../src/entry-server')} */
  const entry = await import(pathToFileURL(resolve(ssrDir, 'entry-server.js')).href);
  const config = entry.siteConfig;
  const emailOrigin = entry.emailSettings.origin;
  const admin = entry.adminFiles({
    ...loadEnv('production', process.cwd(), 'CMS_'),
    ...process.env,
  });

  const manifest = await builtManifest(distDir);
  const built = (/** @type {string} */ source) => {
    const file = manifest[source]?.file;
    if (!file) throw new Error(`The client build has no output for ${source}.`);
    return file;
  };
  const stylesheet = built('src/styles.css');
  const assets = {
    css: { inline: await readFile(join(distDir, stylesheet), 'utf8') },
    islandScript: `/${built('src/browser/island-entry.tsx')}`,
    finderScript: `/${built('src/browser/office-finder.ts')}`,
    analyticsScript: `/${built('src/browser/count-visits.ts')}`,
  };
  // The visit counter's origin, allowed by the policies; without one, no page has the counter.
  const analyticsOrigin = config.analytics?.origin ?? null;

  const notFoundPage = entry.renderDocument(null, assets);
  // Every page carries the same styles (a file check holds them to it).
  const styleHashes = styleHashesOf(notFoundPage);
  /** @type {Record<string, string | Buffer>} */
  const files = {
    ...Object.fromEntries(
      entry.routes.map((route) => [pageFile(route.path), entry.renderDocument(route, assets)]),
    ),
    '404.html': notFoundPage,
    _headers: headersFile({
      emailOrigin,
      analyticsOrigin,
      scriptHashes: inlineScriptHashes(),
      styleHashes,
      pages: pagePatterns(entry.routes.map((route) => route.path)),
    }),
    'robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`,
    'sitemap.xml': [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entry.routes
        .filter((route) => route.indexable)
        .map(
          (route) =>
            `  <url><loc>${config.siteUrl}${route.path}</loc><lastmod>${lastModified(route)}</lastmod></url>`,
        ),
      '</urlset>',
      '',
    ].join('\n'),
    'guides/feed.xml': entry.guidesFeedXml(),
    [MANIFEST_PATH.slice(1)]: JSON.stringify(entry.webManifest(), null, 2),
    ...(await renderImages(entry.imageSources())),
    ...Object.fromEntries(
      await Promise.all(
        entry.documentFiles().map(async ({ path, source }) => [path, await readFile(source)]),
      ),
    ),
    ...admin.files,
    ...Object.fromEntries(
      await Promise.all(
        Object.entries(CMS_FILES).map(async ([name, source]) => [name, await readFile(source)]),
      ),
    ),
  };
  files[WORKER_PATH.slice(1)] = await workerFile(distDir, files, {
    built: built('src/browser/service-worker.ts'),
    pages: entry.workerPages(),
    words: entry.savedCopyWords(),
    dropped: analyticsOrigin ? [] : [assets.analyticsScript],
  });
  // The words each page shows, whatever filled them (a placeholder, a page's own, the code): a
  // word said twice in a row stops the build, named with its page.
  const repeated = Object.entries(files)
    .filter(([name]) => name.endsWith('.html') && !name.startsWith('admin/'))
    .flatMap(([name, html]) =>
      entry
        .repeatedWords(
          String(html)
            .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')
            .replace(/<[^>]+>/g, '\n\n')
            .replace(/&amp;/g, '&')
            .replace(/&#x27;|&#39;/g, "'"),
        )
        .map((phrase) => `/${name.replace(/index\.html$/, '')}: says a word twice: "${phrase}"`),
    );
  if (repeated.length > 0)
    throw new Error(
      `A page says a word twice; take one out in the content file that holds the words:\n  - ${repeated.join('\n  - ')}`,
    );
  for (const [name, content] of Object.entries(files)) {
    await mkdir(dirname(join(distDir, name)), { recursive: true });
    await writeFile(join(distDir, name), content);
  }
  await rm(nginxDir, { recursive: true, force: true });
  await mkdir(nginxDir, { recursive: true });
  for (const [name, content] of Object.entries(
    nginxFiles({ emailOrigin, analyticsOrigin, styleHashes, siteUrl: config.siteUrl }),
  ))
    await writeFile(join(nginxDir, name), content);
  await rm(join(distDir, stylesheet));
  if (!analyticsOrigin) await rm(join(distDir, assets.analyticsScript));
  await rm(join(distDir, '.vite'), { recursive: true, force: true });
  await gzipScripts(distDir);
  await rm(ssrDir, { recursive: true, force: true });
  return {
    emailOrigin,
    analyticsOrigin,
    styleHashes,
    warnings: [...entry.buildWarnings(), ...admin.warnings],
    pages: entry.routes.length,
  };
}
