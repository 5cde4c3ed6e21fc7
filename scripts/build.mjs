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
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv, runnerImport } from 'vite';
import { prerender } from './prerender.mjs';
import { agedFactWarnings, careersWarnings, doneLine, exampleFactsLeft } from './build-summary.mjs';
import { viteBuild } from './vite-build.mjs';
import { vercelStyleHashes } from './host-configs.mjs';
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

/** What the launch check says of the content: its example facts left, its towns' aged facts. */
async function launchCheck() {
  /** @type {{ module: typeof import('../src/config/launch-check.ts') }} */
  const { module: check } = await runnerImport('/src/config/launch-check.ts', {
    configFile: false,
    logLevel: 'silent',
  });
  const env = { ...process.env, ...loadEnv('production', process.cwd(), 'VITE_') };
  // Every file of the content read once, for the count and the careers warning alike.
  const leftovers = check.exampleLeftovers({ overlay: values.content, env });
  return {
    facts: exampleFactsLeft(leftovers),
    aged: [
      ...agedFactWarnings(check, { overlay: values.content, today: new Date() }),
      ...careersWarnings(check, leftovers),
    ],
  };
}

try {
  step('Building the form island and the stylesheet…');
  await viteBuild(options, { part: 'island' }, { outDir, emptyOutDir: true });
  for (const [part, name] of [
    ['finder', 'the office finder'],
    ['analytics', 'the visit counter'],
    ['worker', 'the service worker'],
  ]) {
    step(`Building ${name}…`);
    await viteBuild(options, { part }, { outDir, emptyOutDir: false, copyPublicDir: false });
  }
  step('Building the pre-render bundle…');
  await viteBuild(
    options,
    { ssr: 'src/entry-server.tsx' },
    { outDir: `${outDir}-ssr`, emptyOutDir: true, copyPublicDir: false },
  );
  step('Pre-rendering the pages, the share image and the icons…');
  const { emailOrigin, analyticsOrigin, styleHashes, warnings } = await prerender({
    distDir: outDir,
    ssrDir: `${outDir}-ssr`,
    nginxDir: `${outDir}-nginx`,
  });
  const { facts, aged } = await launchCheck();
  for (const warning of [...warnings, ...aged]) console.warn(`⚠ ${warning}`);
  step(doneLine({ outDir, emailOrigin, facts }));
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
  // The styles come from the code alone, so this says a developer changed them.
  if (
    existsSync('vercel.json') &&
    vercelStyleHashes(readFileSync('vercel.json', 'utf8')).join(' ') !== styleHashes.join(' ')
  ) {
    step(
      `Note: vercel.json allows other styles than these pages carry; run "npm run host-configs" and commit the result.`,
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
