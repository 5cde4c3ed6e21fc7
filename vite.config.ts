import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { EMAIL_PATH, localEmailHandler } from './scripts/local-emailjs.mjs';
import { resolveEmailSettings, type ResolvedEmailSettings } from './src/config/email-settings.ts';
import { validateSiteConfig } from './src/config/validate-site-config.ts';
import { siteConfig } from './src/site.config.ts';

/** Stops the build, or the dev server, with every problem in the site config or the environment. */
function checkConfiguration(email: ResolvedEmailSettings): Plugin {
  return {
    name: 'check-configuration',
    configResolved() {
      const problems = [
        ...validateSiteConfig(siteConfig).map((problem) => `src/site.config.ts: ${problem}`),
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
      return () =>
        server.middlewares.use(async (req, res, next) => {
          if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
          try {
            const url = req.originalUrl ?? '/';
            const path = new URL(url, 'http://localhost').pathname;
            const page = path === '/' || path === '/index.html' ? 'home' : 'not-found';
            const entry = (await server.ssrLoadModule(
              '/src/entry-server.tsx',
            )) as typeof import('./src/entry-server');
            const html = entry.renderDocument(page, {
              css: { href: '/src/styles.css' },
              islandScript: '/src/client.tsx',
            });
            res.statusCode = page === 'home' ? 200 : 404;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(await server.transformIndexHtml(url, html));
          } catch (error) {
            next(error);
          }
        });
    },
  };
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const email = resolveEmailSettings(env, {
    allowLocal: command === 'serve' || process.env.LOCAL_EMAIL === '1',
  });
  return {
    plugins: [react(), tailwindcss(), checkConfiguration(email), devServer(email)],
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
