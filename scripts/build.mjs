// @ts-check
/**
 * `npm run build`: the client bundle, a server bundle for pre-rendering, then dist/index.html and
 * dist/404.html rendered in full. `--local-email` lets a build without EmailJS ids send to the
 * local outbox instead of failing.
 */
import { build } from 'vite';
import { prerender } from './prerender.mjs';
import { DEFAULT_EMAILJS_ORIGIN } from './security-headers.mjs';

if (process.argv.includes('--local-email')) process.env.LOCAL_EMAIL = '1';

/** @param {string} text */
const step = (text) => console.log(`› ${text}`);

try {
  step('Building the form island and the stylesheet…');
  await build({ logLevel: 'warn' });
  step('Building the pre-render bundle…');
  await build({
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: 'dist-ssr',
      emptyOutDir: true,
      copyPublicDir: false,
    },
  });
  step('Pre-rendering index.html and 404.html…');
  const { emailOrigin } = await prerender({ distDir: 'dist', ssrDir: 'dist-ssr' });
  step(
    emailOrigin
      ? `Done: dist/ is ready to deploy; the form sends through ${emailOrigin}.`
      : 'Done: dist/ is built with the local outbox (no EmailJS ids set); the form works only with "npm start".',
  );
  if (emailOrigin && emailOrigin !== DEFAULT_EMAILJS_ORIGIN) {
    step(
      `Note: vercel.json and deploy/nginx/ allow ${DEFAULT_EMAILJS_ORIGIN}; run "npm run host-configs -- --email-origin ${emailOrigin}" and commit the result.`,
    );
  }
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
