// @ts-check
/**
 * The pages' inline styles (the stylesheet, inlined so the first response paints on its own, and
 * the script gate, src/browser/enhance.css), allowed by their hashes in the CSP. The stylesheet
 * is what Vite and Tailwind make of the code alone (src/styles.css reads no content), so every
 * company's build gives the same two; they are read from a built page, not rebuilt here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cspHash } from './inline-scripts.mjs';

/**
 * The CSP sources that allow each `<style>` of a page, in its order.
 * @param {string} html
 */
export const styleHashesOf = (html) =>
  [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, text]) => cspHash(text ?? ''));

/**
 * The style hashes of a build, read from its 404 page (every page carries the same styles; a file
 * check holds them to it).
 * @param {string} distDir
 */
export function builtStyleHashes(distDir = 'dist') {
  const page = join(distDir, '404.html');
  if (!existsSync(page))
    throw new Error(
      `${page} is missing: build the site first ("npm run build"), then run this again.`,
    );
  return styleHashesOf(readFileSync(page, 'utf8'));
}
