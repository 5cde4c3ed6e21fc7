// @ts-check
/**
 * `npm run build`: the client bundle, the office finder's, the visit counter's, a server bundle for pre-rendering, then dist/index.html and
 * dist/404.html rendered in full, the images, and the nginx config in dist-nginx/.
 *   --local-email          the form sends to the local outbox, whatever EmailJS ids the environment
 *                          or .env holds (npm start, npm test)
 *   --content <dir>        build with the collections of <dir> in place of those of content/
 *   --out-dir <dir>        write <dir> and <dir>-nginx instead of dist and dist-nginx
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build, loadConfigFromFile } from 'vite';
import { prerender } from './prerender.mjs';
import { DEFAULT_EMAILJS_ORIGIN } from '../src/config/site-constants.mjs';

const { values } = parseArgs({
  options: {
    'local-email': { type: 'boolean', default: false },
    content: { type: 'string' },
    'out-dir': { type: 'string', default: 'dist' },
  },
});
const outDir = values['out-dir'];
/** The build's options (src/config/build-options.ts), handed to vite.config.ts as an argument. */
const options = {
  localEmail: values['local-email'],
  ...(values.content ? { contentOverlay: resolve(values.content) } : {}),
};

/**
 * One Vite build with the site's config for these options and this part.
 * @param {{ part?: string, ssr?: string }} what
 * @param {import('vite').BuildEnvironmentOptions} output
 */
async function viteBuild({ part, ssr }, output) {
  const loaded = await loadConfigFromFile(
    /** @type {import('vite').ConfigEnv} */ ({
      command: 'build',
      mode: 'production',
      isSsrBuild: Boolean(ssr),
      site: { ...options, ...(part ? { part } : {}) },
    }),
    'vite.config.ts',
    undefined,
    'silent',
  );
  if (!loaded) throw new Error('vite.config.ts is missing');
  await build({
    ...loaded.config,
    configFile: false,
    logLevel: 'warn',
    build: { ...loaded.config.build, ...output, ...(ssr ? { ssr } : {}) },
  });
}

/** @param {string} text */
const step = (text) => console.log(`› ${text}`);

try {
  step('Building the form island and the stylesheet…');
  await viteBuild({ part: 'island' }, { outDir, emptyOutDir: true });
  for (const [part, name] of [
    ['finder', 'the office finder'],
    ['analytics', 'the visit counter'],
  ]) {
    step(`Building ${name}…`);
    await viteBuild({ part }, { outDir, emptyOutDir: false, copyPublicDir: false });
  }
  step('Building the pre-render bundle…');
  await viteBuild(
    { ssr: 'src/entry-server.tsx' },
    { outDir: `${outDir}-ssr`, emptyOutDir: true, copyPublicDir: false },
  );
  step('Pre-rendering the pages, the share image and the icons…');
  const { emailOrigin, analyticsOrigin, warnings } = await prerender({
    distDir: outDir,
    ssrDir: `${outDir}-ssr`,
    nginxDir: `${outDir}-nginx`,
  });
  for (const warning of warnings) console.warn(`⚠ ${warning}`);
  step(
    emailOrigin
      ? `Done: ${outDir}/ is ready to deploy (nginx: ${outDir}-nginx/); the form sends through ${emailOrigin}.`
      : `Done: ${outDir}/ is built with the local outbox; the form works only with "npm start".`,
  );
  if (emailOrigin && emailOrigin !== DEFAULT_EMAILJS_ORIGIN) {
    step(
      `Note: vercel.json allows ${DEFAULT_EMAILJS_ORIGIN}; run "npm run host-configs -- --email-origin ${emailOrigin}" and commit the result.`,
    );
  }
  if (
    analyticsOrigin &&
    !values.content &&
    !readFileSync('vercel.json', 'utf8').includes(analyticsOrigin)
  ) {
    step(
      `Note: the pages count visits with ${analyticsOrigin}, which vercel.json does not allow; run "npm run host-configs" and commit the result.`,
    );
  }
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
