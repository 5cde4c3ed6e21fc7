import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { EMAIL_PATH, localEmailHandler } from './scripts/local-emailjs.mjs';
import { resolveEmailSettings, type ResolvedEmailSettings } from './src/config/email-settings.ts';
import { validateSiteConfig } from './src/config/validate-site-config.ts';
import { headFor } from './src/seo/head.ts';
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

/** `npm run dev`: the page's head, and the local outbox when no EmailJS account is set. */
function devServer(email: ResolvedEmailSettings): Plugin {
  return {
    name: 'dev-server',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace('<!--head-->', headFor('home', siteConfig)),
    configureServer(server) {
      if (email.local) server.middlewares.use(EMAIL_PATH, localEmailHandler());
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const email = resolveEmailSettings(env, {
    allowLocal: command === 'serve' || process.env.LOCAL_EMAIL === '1',
  });
  return {
    plugins: [react(), tailwindcss(), checkConfiguration(email), devServer(email)],
    define: { __EMAIL_SETTINGS__: JSON.stringify(email.settings) },
    build: { modulePreload: { polyfill: false } },
  };
});
