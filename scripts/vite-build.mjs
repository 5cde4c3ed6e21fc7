// @ts-check
/** One Vite build with the site's config (vite.config.ts), as scripts/build.mjs runs each part. */
import { build, createLogger, loadConfigFromFile } from 'vite';

/** Vite's own logger, without its "Build failed in 300ms": the error the caller prints says what failed. */
const quietLogger = createLogger('warn');
const logError = quietLogger.error;
/** @type {import('vite').Logger['error']} */
quietLogger.error = (message, options) => {
  if (!/Build failed in/.test(message)) logError(message, options);
};

/**
 * One Vite build with the site's config for these build options (src/config/build-options.ts)
 * and this part.
 * @param {{ localEmail?: boolean, contentOverlay?: string }} options
 * @param {{ part?: string, ssr?: string }} what
 * @param {import('vite').BuildEnvironmentOptions} output
 */
export async function viteBuild(options, { part, ssr }, output) {
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
