import { buildSites } from '../../scripts/test-sites.mjs';
import { SITE_NAMES } from '../fixtures/sites.mjs';

/** The sites the file checks read: built by npm test before them, here only when one is stale. */
export default async function buildCheckedSites() {
  await buildSites(SITE_NAMES);
}
