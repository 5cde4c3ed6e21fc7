import { buildSites } from '../../scripts/test-sites.mjs';

/**
 * The sites these stories read, dist/ and the thirty-office company's: built by npm test before
 * them, and here only when one is missing or older than what it is made of.
 */
export default async function buildEngineSites() {
  await buildSites(['site', 'thirty']);
}
