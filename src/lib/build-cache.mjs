// @ts-check
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a build makes slowly from inputs that rarely change (a photo's sizes, a page's share image),
 * kept in node_modules/.cache between builds: a host keeps that folder, and a test run builds
 * several sites that share most of their images.
 */
export const BUILD_CACHE = 'node_modules/.cache';

/**
 * The bytes kept under `name` in `folder`, or what `make` returns, then kept there. Written aside
 * and renamed, so a build that stops halfway leaves no half a file; a folder that cannot be
 * written only costs the next build the same seconds.
 * @param {string} folder
 * @param {string} name
 * @param {() => Buffer | Promise<Buffer>} make
 * @returns {Promise<Buffer>}
 */
export async function keptOnce(folder, name, make) {
  const kept = join(folder, name);
  try {
    return readFileSync(kept);
  } catch {
    const bytes = await make();
    try {
      mkdirSync(folder, { recursive: true });
      const partial = `${kept}.${process.pid}.part`;
      writeFileSync(partial, bytes);
      renameSync(partial, kept);
    } catch {
      // Nothing lost but time.
    }
    return bytes;
  }
}
