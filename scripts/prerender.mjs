// @ts-check
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bootScript } from './boot-script.mjs';
import { headersFile } from './security-headers.mjs';

/**
 * Writes dist/index.html and dist/404.html with the full page markup and their head tags, the
 * CSS inlined so the first response paints alone, and the files a static host reads.
 * @param {{ distDir: string, ssrDir: string }} options
 * @returns {Promise<{ emailOrigin: string | null }>}
 */
export async function prerender({ distDir, ssrDir }) {
  /** @type {typeof import('../src/entry-server')} */
  const entry = await import(pathToFileURL(resolve(ssrDir, 'entry-server.js')).href);
  const config = entry.siteConfig;
  const emailOrigin = entry.emailSettings.origin;
  let template = await readFile(join(distDir, 'index.html'), 'utf8');

  const stylesheet = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/.exec(
    template,
  );
  if (!stylesheet?.[1]) throw new Error('The built index.html links no stylesheet to inline.');
  const css = await readFile(join(distDir, stylesheet[1]), 'utf8');
  template = template.replace(stylesheet[0], () => `<style>${css.trim()}</style>`);

  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(
    template,
  );
  if (!script?.[1]) throw new Error('The built index.html has no module script to defer.');
  template = template
    .replace(script[0], '')
    .replace(
      '</body>',
      () => `  <script data-entry="${script[1]}">${bootScript}</script>\n  </body>`,
    );

  /** @param {'home' | 'not-found'} page @param {string} path */
  const render = (page, path) =>
    template
      .replace('<!--head-->', () => entry.headFor(page, config))
      .replace('<!--app-->', () => entry.renderPage(path));

  const files = {
    'index.html': render('home', '/'),
    '404.html': render('not-found', '/404'),
    _headers: headersFile({ emailOrigin }),
    'robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`,
    'sitemap.xml': [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      `  <url><loc>${config.siteUrl}/</loc></url>`,
      '</urlset>',
      '',
    ].join('\n'),
    'manifest.webmanifest': JSON.stringify(
      {
        name: config.companyName,
        short_name: config.companyName.split(' ')[0],
        description: config.tagline,
        start_url: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0f172a',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      null,
      2,
    ),
  };
  for (const [name, content] of Object.entries(files))
    await writeFile(join(distDir, name), content);
  await rm(join(distDir, stylesheet[1]));
  await rm(ssrDir, { recursive: true, force: true });
  return { emailOrigin };
}
