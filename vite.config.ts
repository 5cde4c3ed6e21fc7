import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { relative, resolve } from 'node:path';
import { defineConfig, loadEnv, runnerImport, type Plugin, type UserConfig } from 'vite';
import { imageFiles, renderImages } from './scripts/images.mjs';
import { EMAIL_PATH, localEmailHandler } from './scripts/local-emailjs.mjs';
import { resolveEmailSettings, type ResolvedEmailSettings } from './src/config/email-settings.ts';
import type { SiteConfig } from './src/config/site-config-types.ts';
import { validateSiteConfig } from './src/config/validate-site-config.ts';

const DEFAULT_SITE_CONFIG = resolve('src/site.config.ts');

/**
 * `SITE_CONFIG=path/to/other.config.ts` builds the site from another config file (the tests build
 * one with three offices): every import of src/site.config.ts gets that file instead.
 */
function siteConfigFile(file: string): Plugin {
  return {
    name: 'site-config-file',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (file === DEFAULT_SITE_CONFIG || !source.includes('site.config')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === DEFAULT_SITE_CONFIG ? file : null;
    },
  };
}

/** Stops the build, or the dev server, with every problem in the site config or the environment. */
function checkConfiguration(
  file: string,
  siteConfig: SiteConfig,
  email: ResolvedEmailSettings,
): Plugin {
  return {
    name: 'check-configuration',
    configResolved() {
      const problems = [
        ...validateSiteConfig(siteConfig).map((problem) => `${relative('.', file)}: ${problem}`),
        ...email.problems.map((problem) => `.env: ${problem}`),
      ];
      if (problems.length > 0) {
        throw new Error(`The site cannot be built:\n  - ${problems.join('\n  - ')}`);
      }
    },
  };
}

/**
 * `npm run dev`: each page rendered as the build renders it, with the island's source and the
 * stylesheet served by Vite (hot reload), and the local outbox when no EmailJS account is set.
 */
function devServer(email: ResolvedEmailSettings): Plugin {
  return {
    name: 'dev-server',
    apply: 'serve',
    configureServer(server) {
      if (email.local) server.middlewares.use(EMAIL_PATH, localEmailHandler());
      const loadEntry = () =>
        server.ssrLoadModule('/src/entry-server.tsx') as Promise<
          typeof import('./src/entry-server')
        >;
      // The share images and icons, rendered from the config as the build renders them.
      server.middlewares.use(async (req, res, next) => {
        const name = req.url?.slice(1).split('?')[0] ?? '';
        try {
          const sources = (await loadEntry()).imageSources();
          if (!imageFiles(sources).includes(name)) return next();
          const images = await renderImages(sources, (file) => file === name);
          res.setHeader('Content-Type', 'image/png');
          res.end(images[name]);
        } catch (error) {
          next(error);
        }
      });
      return () =>
        server.middlewares.use(async (req, res, next) => {
          if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
          try {
            const url = req.originalUrl ?? '/';
            const path = new URL(url, 'http://localhost').pathname;
            const entry = await loadEntry();
            const route = entry.routes.find(
              (candidate) => candidate.path === path || candidate.path === `${path}/`,
            );
            if (route && route.path !== path) {
              res.writeHead(301, { Location: route.path }).end();
              return;
            }
            const html = entry.renderDocument(route ?? null, {
              css: { href: '/src/styles.css' },
              islandScript: '/src/client.tsx',
            });
            res.statusCode = route ? 200 : 404;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(await server.transformIndexHtml(url, html));
          } catch (error) {
            next(error);
          }
        });
    },
  };
}

export default defineConfig(async ({ command, mode, isSsrBuild }): Promise<UserConfig> => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const email = resolveEmailSettings(env, {
    local: process.env.LOCAL_EMAIL === '1' ? 'always' : command === 'serve' ? 'fallback' : 'never',
  });
  const file = resolve(process.env.SITE_CONFIG ?? DEFAULT_SITE_CONFIG);
  const { module } = await runnerImport<{ siteConfig: SiteConfig }>(file);
  return {
    plugins: [
      siteConfigFile(file),
      react(),
      tailwindcss(),
      checkConfiguration(file, module.siteConfig, email),
      devServer(email),
    ],
    define: { __EMAIL_SETTINGS__: JSON.stringify(email.settings) },
    appType: 'custom',
    build: {
      modulePreload: { polyfill: false },
      // The pre-render (scripts/prerender.mjs) reads the built files' names from the manifest.
      manifest: !isSsrBuild,
      rolldownOptions: isSsrBuild ? {} : { input: ['src/client.tsx', 'src/styles.css'] },
    },
  };
});
