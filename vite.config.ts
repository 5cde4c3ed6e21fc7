import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFile } from 'node:fs/promises';
import { defineConfig, loadEnv, type ConfigEnv, type Plugin, type UserConfig } from 'vite';
import { CMS_FILES } from './scripts/cms-files.mjs';
import { imageFiles, renderImages } from './scripts/images.mjs';
import { compileInlineScript } from './scripts/inline-scripts.mjs';
import { localEmailHandler } from './scripts/local-emailjs.mjs';
import { readBuildOptions } from './src/config/build-options.ts';
import { resolveEmailSettings, type ResolvedEmailSettings } from './src/config/email-settings.ts';
import { deployContext, describeLeftovers, exampleLeftovers } from './src/config/launch-check.ts';
import { BUILD_MANIFESTS, EMAIL_PATH } from './src/config/site-constants.mjs';
import { siteContent } from './src/content/vite-plugin.ts';

/**
 * Stops the build, or the dev server, with every problem in the environment; a host's production
 * build also with every fact the example company still holds (a 555 number reaches nobody).
 */
function checkEnvironment(
  email: ResolvedEmailSettings,
  env: Record<string, string | undefined>,
  overlay: string | undefined,
): Plugin {
  return {
    name: 'check-environment',
    configResolved() {
      if (email.problems.length > 0) {
        throw new Error(
          `The site cannot be built:\n  - ${email.problems.map((problem) => `.env: ${problem}`).join('\n  - ')}`,
        );
      }
      if (email.local || deployContext(env) !== 'production') return;
      const leftovers = exampleLeftovers({ overlay, env });
      if (leftovers.length > 0)
        throw new Error(
          `This production build still has the example company's facts (${leftovers.length}); put your own in their place, then push again (README, "Make it another company's"):\n  - ${describeLeftovers(leftovers)}`,
        );
    },
  };
}

const INLINE = '?inline-script';

/**
 * `import text from './x.ts?inline-script'` (or `./x.js?inline-script`): the inline script the
 * pages carry, exactly the text whose hash the CSP allows (scripts/inline-scripts.mjs).
 */
function inlineScripts(): Plugin {
  return {
    name: 'inline-scripts',
    enforce: 'pre',
    async resolveId(id, importer) {
      if (!id.endsWith(INLINE)) return null;
      const resolved = await this.resolve(id.slice(0, -INLINE.length), importer);
      return resolved && `${resolved.id}${INLINE}`;
    },
    load(id) {
      if (!id.endsWith(INLINE)) return null;
      const file = id.slice(0, -INLINE.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(compileInlineScript(file))};`;
    },
  };
}

/**
 * The browser's scripts, each built on its own (`part`, scripts/build.mjs): built together,
 * the island and the office finder would share a chunk of the routing, and a page would need two
 * files where it asked for one.
 */
const BUILD_INPUTS = {
  island: ['src/browser/island-entry.tsx', 'src/styles.css'],
  finder: ['src/browser/office-finder.ts'],
  analytics: ['src/browser/count-visits.ts'],
  // Written as /sw.js by the pre-render, with the build's own list (scripts/prerender.mjs).
  worker: ['src/browser/service-worker.ts'],
} satisfies Record<keyof typeof BUILD_MANIFESTS, string[]>;

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
      // The editor (npm run edit): its page and config as the build writes them, its script from the package.
      server.middlewares.use('/admin', async (req, res, next) => {
        try {
          const name = `admin${req.url?.split('?')[0] === '/' ? '/index.html' : req.url?.split('?')[0]}`;
          const entry = await loadEntry();
          const env = { ...loadEnv('development', process.cwd(), 'CMS_'), ...process.env };
          const files: Record<string, string | Buffer> = entry.adminFiles(env).files;
          if (name in CMS_FILES)
            files[name] = await readFile(CMS_FILES[name as keyof typeof CMS_FILES]);
          if (!(name in files)) return next();
          const type = name.endsWith('.html')
            ? 'text/html'
            : name.endsWith('.js')
              ? 'text/javascript'
              : 'text/yaml';
          res.setHeader('Content-Type', `${type}; charset=utf-8`);
          res.end(files[name]);
        } catch (error) {
          next(error);
        }
      });
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
              islandScript: '/src/island-entry.tsx',
              finderScript: '/src/office-finder.ts',
              analyticsScript: '/src/analytics/count-visits.ts',
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

/** What scripts/build.mjs hands Vite besides its own: the build's options (build-options.ts). */
export type SiteConfigEnv = ConfigEnv & { site?: unknown };

export default defineConfig((configEnv: SiteConfigEnv): UserConfig => {
  const { command, mode, isSsrBuild } = configEnv;
  const options = readBuildOptions(configEnv.site);
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const buildEnv = { ...process.env, ...loadEnv(mode, process.cwd(), ['VITE_', 'SITE_ENV']) };
  const email = resolveEmailSettings(env, {
    local: options.localEmail ? 'always' : command === 'serve' ? 'fallback' : 'never',
  });
  return {
    plugins: [
      // The test company's collections (tests/fixtures/three-offices) over content/, when given.
      siteContent({ overlay: options.contentOverlay, photos: options.part === 'island' }),
      inlineScripts(),
      react(),
      tailwindcss(),
      checkEnvironment(email, buildEnv, options.contentOverlay),
      devServer(email),
    ],
    define: { __EMAIL_SETTINGS__: JSON.stringify(email.settings) },
    appType: 'custom',
    build: {
      modulePreload: { polyfill: false },
      // The pre-render (scripts/prerender.mjs) reads the built files' names from the manifests.
      manifest: isSsrBuild ? false : BUILD_MANIFESTS[options.part],
      rolldownOptions: isSsrBuild
        ? {}
        : {
            input: BUILD_INPUTS[options.part],
            // The worker's module is called by the pre-render: its export must stay.
            ...(options.part === 'worker' ? { preserveEntrySignatures: 'strict' as const } : {}),
          },
    },
  };
});
