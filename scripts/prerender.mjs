// @ts-check
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderImages } from './images.mjs';
import { nginxFiles } from './nginx-config.mjs';
import { headersFile } from './security-headers.mjs';

/**
 * Writes dist/index.html and dist/404.html, each a whole page rendered at build time with its CSS
 * inlined so the first response paints alone, the share image and icons, the files a static host
 * reads, and the nginx config in `nginxDir`.
 * @param {{ distDir: string, ssrDir: string, nginxDir: string }} options
 * @returns {Promise<{ emailOrigin: string | null, warnings: string[] }>}
 */
export async function prerender({ distDir, ssrDir, nginxDir }) {
  /** @type {typeof import('../src/entry-server')} */
  const entry = await import(pathToFileURL(resolve(ssrDir, 'entry-server.js')).href);
  const config = entry.siteConfig;
  const emailOrigin = entry.emailSettings.origin;

  const manifestFile = join(distDir, '.vite', 'manifest.json');
  /** @type {Record<string, { file: string }>} */
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  const built = (/** @type {string} */ source) => {
    const file = manifest[source]?.file;
    if (!file) throw new Error(`The client build has no output for ${source}.`);
    return file;
  };
  const stylesheet = built('src/styles.css');
  const assets = {
    css: { inline: await readFile(join(distDir, stylesheet), 'utf8') },
    islandScript: `/${built('src/client.tsx')}`,
  };

  const files = {
    'index.html': entry.renderDocument('home', assets),
    '404.html': entry.renderDocument('not-found', assets),
    _headers: headersFile({ emailOrigin }),
    'robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`,
    'sitemap.xml': [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      `  <url><loc>${config.siteUrl}/</loc></url>`,
      '</urlset>',
      '',
    ].join('\n'),
    [entry.MANIFEST_PATH.slice(1)]: JSON.stringify(entry.webManifest(), null, 2),
  };
  for (const [name, content] of Object.entries({
    ...files,
    ...(await renderImages(entry.imageSources())),
  }))
    await writeFile(join(distDir, name), content);
  await rm(nginxDir, { recursive: true, force: true });
  await mkdir(nginxDir, { recursive: true });
  for (const [name, content] of Object.entries(
    nginxFiles({ emailOrigin, siteUrl: config.siteUrl }),
  ))
    await writeFile(join(nginxDir, name), content);
  await rm(join(distDir, stylesheet));
  await rm(join(distDir, '.vite'), { recursive: true, force: true });
  await rm(ssrDir, { recursive: true, force: true });
  return { emailOrigin, warnings: entry.buildWarnings() };
}
