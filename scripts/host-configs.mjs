// @ts-check
/**
 * `npm run host-configs`, after a build: writes vercel.json from src/config/security-headers.mjs,
 * for the EmailJS origin the site sends to (the default, or `--email-origin https://…`), the visit
 * counter's provider in content/settings/site.json, if it names one, and the styles of the pages
 * in dist/. Vercel reads it before it builds, so it is committed; a file check fails when it
 * drifts from this output. (The build writes `_headers` into dist/ and the nginx config into
 * dist-nginx/ itself.)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { vercelJson } from '../src/config/security-headers.mjs';
import { DEFAULT_EMAILJS_ORIGIN } from '../src/config/site-constants.mjs';
import { inlineScriptHashes } from './inline-scripts.mjs';
import { builtStyleHashes } from './inline-styles.mjs';

/**
 * The visit counter's provider as the settings name it; the build checks the settings whole.
 * @returns {string | null}
 */
export function settingsAnalyticsOrigin(file = 'content/settings/site.json') {
  const origin = JSON.parse(readFileSync(file, 'utf8')).analytics?.origin;
  return typeof origin === 'string' ? origin : null;
}

/**
 * @param {string} emailOrigin
 * @param {string | null} analyticsOrigin
 * @param {readonly string[]} styleHashes the pages' inline styles, read from a build
 * @returns {Record<string, string>} path → content
 */
export function hostConfigFiles(
  emailOrigin = DEFAULT_EMAILJS_ORIGIN,
  analyticsOrigin = settingsAnalyticsOrigin(),
  styleHashes = builtStyleHashes('dist'),
) {
  return {
    'vercel.json': vercelJson({
      emailOrigin,
      analyticsOrigin,
      scriptHashes: inlineScriptHashes(),
      styleHashes,
    }),
  };
}

/**
 * The style hashes vercel.json allows on the pages.
 * @param {string} text vercel.json
 */
export function vercelStyleHashes(text) {
  /** @type {{ headers: Array<{ headers: Array<{ key: string, value: string }> }> }} */
  const config = JSON.parse(text);
  const policy = config.headers
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy')?.value;
  return (/style-src ([^;]*)/.exec(policy ?? '')?.[1] ?? '')
    .split(' ')
    .filter((s) => s.startsWith("'sha"));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { 'email-origin': { type: 'string' } } });
  for (const [path, text] of Object.entries(hostConfigFiles(values['email-origin']))) {
    writeFileSync(path, text);
    console.log(`› wrote ${path}`);
  }
}
