// @ts-check
/**
 * The pages' inline scripts (src/inline/), read as they are and allowed by their hashes in the
 * CSP. Their text never changes with a build, so the hashes can live in committed host configs.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** @param {string} name */
const read = (name) => readFileSync(new URL(`../src/inline/${name}`, import.meta.url), 'utf8');

export const inlineScripts = {
  /** Dialogs, their history entries and the form's loading states on the landing page. */
  page: read('page-script.js'),
  /** Logs the missing path on the 404 page. */
  notFound: read('not-found-script.js'),
  /** Hides the site notice before its first day and after its last. */
  notice: read('notice-script.js'),
  /** Speculation Rules: a same-site page is fetched when a visitor points at or touches its link. */
  speculation: read('speculation-rules.json'),
};

/** @param {string} text The CSP source that allows exactly this inline script. */
export const cspHash = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export const inlineScriptHashes = Object.values(inlineScripts).map(cspHash);
