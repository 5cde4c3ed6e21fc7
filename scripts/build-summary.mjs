// @ts-check
/** What a finished build says of itself (scripts/build.mjs): whether its folder may go live. */

/** @typedef {import('../src/config/launch-check.ts').Leftover} Leftover */

/**
 * How many facts of the example company the content still holds: what a production build refuses,
 * the EmailJS ids aside (the build says those first).
 * @param {readonly Leftover[]} leftovers the launch check's list, read once by the build
 */
export const exampleFactsLeft = (leftovers) =>
  leftovers.filter(({ file }) => file !== '.env').length;

/**
 * The build's warnings for the towns' facts not checked for 12 months, a line a fact with its
 * source: said at every build, never refused, and no page's own warning (a page does not turn
 * wrong on an anniversary).
 * @param {Pick<typeof import('../src/config/launch-check.ts'), 'agedTownFacts' | 'describeAgedFacts'>} check
 * @param {{ overlay?: string, today: Date }} options
 */
export const agedFactWarnings = (check, { overlay, today }) =>
  check
    .agedTownFacts({ overlay }, today.toISOString().slice(0, 10))
    .map((fact) => `${check.describeAgedFacts([fact])}.`);

/**
 * The build's warning for openings without the careers template: the form cannot attach a
 * résumé, and says so to the applicant; a production build refuses it (launch-check).
 * @param {Pick<typeof import('../src/config/launch-check.ts'), 'describeLeftovers'>} check
 * @param {readonly Leftover[]} leftovers the launch check's list, read once by the build
 */
export const careersWarnings = (check, leftovers) =>
  leftovers
    .filter(({ field }) => field === 'email.careersTemplateId')
    .map((leftover) => `${check.describeLeftovers([leftover])}.`);

/** @param {number} count */
const factsWord = (count) => `${count} example fact${count === 1 ? '' : 's'}`;

/**
 * The build's last line: built for the local outbox, built but not ready, or ready to deploy.
 * @param {{ outDir: string, emailOrigin: string | null, facts: number }} build
 */
export function doneLine({ outDir, emailOrigin, facts }) {
  const remain = `${factsWord(facts)} remain${facts === 1 ? 's' : ''} ("npm run launch-check" lists ${facts === 1 ? 'it' : 'them'})`;
  if (!emailOrigin)
    return `Done: ${outDir}/ is built with the local outbox; the form works only with "npm start".${facts ? ` It is not ready to go live: ${remain}.` : ''}`;
  if (facts) return `Done: ${outDir}/ is built, but it is not ready to deploy: ${remain}.`;
  return `Done: ${outDir}/ is ready to deploy (nginx: ${outDir}-nginx/); the form sends through ${emailOrigin}.`;
}
