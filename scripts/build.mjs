// @ts-check
/**
 * `npm run build`: the client bundle, the office finder's, the visit counter's, a server bundle for pre-rendering, then dist/index.html and
 * dist/404.html rendered in full, the images, and the nginx config in dist-nginx/.
 *   --local-email          the form sends to the local outbox, whatever EmailJS ids the environment
 *                          or .env holds (npm start, npm test)
 *   --content <dir>        build with the collections of <dir> in place of those of content/
 *   --out-dir <dir>        write <dir> and <dir>-nginx instead of dist and dist-nginx
 *   --production           a production build wherever it runs (SITE_ENV=production): it stops on
 *                          any fact of the example company (the deploy guide's drag-and-drop and
 *                          S3 paths, which run on no host that says so)
 * It ends by saying how many example facts remain ("npm run launch-check" lists them), and calls
 * dist/ ready to deploy only when none do. A mistake in the content is printed as its list alone.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build, createLogger, loadConfigFromFile, loadEnv, runnerImport } from 'vite';
import { prerender } from './prerender.mjs';
import { DEFAULT_EMAILJS_ORIGIN } from '../src/config/site-constants.mjs';

const { values } = parseArgs({
  options: {
    'local-email': { type: 'boolean', default: false },
    content: { type: 'string' },
    'out-dir': { type: 'string', default: 'dist' },
    production: { type: 'boolean', default: false },
  },
});
if (values.production) process.env.SITE_ENV = 'production';
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
    customLogger: quietLogger,
    build: { ...loaded.config.build, ...output, ...(ssr ? { ssr } : {}) },
  });
}

/** Vite's own logger, without its "Build failed in 300ms": the error below says what failed. */
const quietLogger = createLogger('warn');
const logError = quietLogger.error;
/** @type {import('vite').Logger['error']} */
quietLogger.error = (message, options) => {
  if (!/Build failed in/.test(message)) logError(message, options);
};

/** @param {string} text */
const step = (text) => console.log(`› ${text}`);

/**
 * An owner's mistake in the content, as its list alone (src/content/load-content.ts's
 * ContentError, which the bundler wraps with its plugin's name and a stack).
 * @param {unknown} error
 */
function contentProblems(error) {
  const errors = /** @type {{ errors?: unknown[] }} */ (error ?? {}).errors ?? [error];
  return errors.flatMap((each) => {
    const problems = /** @type {{ problems?: unknown }} */ (each ?? {}).problems;
    return Array.isArray(problems) ? problems.map(String) : [];
  });
}

/** How many facts of the example company the content still holds, and whether the ids are set. */
async function leftoversOf() {
  /** @type {{ module: typeof import('../src/config/launch-check.ts') }} */
  const { module: check } = await runnerImport('/src/config/launch-check.ts', {
    configFile: false,
    logLevel: 'silent',
  });
  const env = { ...process.env, ...loadEnv('production', process.cwd(), 'VITE_') };
  const leftovers = check.exampleLeftovers({ overlay: values.content, env });
  return {
    facts: leftovers.filter(({ file }) => file !== '.env').length,
    ids: leftovers.filter(({ file }) => file === '.env').length,
  };
}

/** @param {number} count */
const factsWord = (count) => `${count} example fact${count === 1 ? '' : 's'}`;

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
  const { facts } = await leftoversOf();
  const remain = `${factsWord(facts)} remain${facts === 1 ? 's' : ''} ("npm run launch-check" lists ${facts === 1 ? 'it' : 'them'})`;
  if (!emailOrigin)
    step(
      `Done: ${outDir}/ is built with the local outbox; the form works only with "npm start".${facts ? ` It is not ready to go live: ${remain}.` : ''}`,
    );
  else if (facts) step(`Done: ${outDir}/ is built, but it is not ready to deploy: ${remain}.`);
  else
    step(
      `Done: ${outDir}/ is ready to deploy (nginx: ${outDir}-nginx/); the form sends through ${emailOrigin}.`,
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
  const problems = contentProblems(error);
  console.error(
    problems.length > 0
      ? `\n✖ The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n  - ${problems.join('\n  - ')}\n`
      : `\n✖ ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
