// @ts-check
/**
 * The editor's own files (Sveltia CMS), copied from its package into /admin/: its script and the
 * chunk it loads beside itself. The build writes them, and `npm run dev` / `npm run edit` serve them.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const packageDist = join(
  dirname(createRequire(import.meta.url).resolve('@sveltia/cms')),
  '..',
  'dist',
);

/** Where each is served (under the site's root) → where it is in the package. */
export const CMS_FILES = /** @type {const} */ ({
  'admin/sveltia-cms.js': join(packageDist, 'sveltia-cms.js'),
  'admin/chunks/react-dom.js': join(packageDist, 'chunks', 'react-dom.js'),
});
