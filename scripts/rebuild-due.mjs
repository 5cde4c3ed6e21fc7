// @ts-check
/**
 * Run by the nightly workflow (Node 24, which reads TypeScript), with no install: whether an
 * opening's last day has just ended where its office is, read from content/ with no YAML library
 * (the few fields it needs are one line each). Writes due=true or due=false to $GITHUB_OUTPUT.
 */
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { provinceZones } from '../src/domain/business-hours.ts';
import { justClosed } from '../src/domain/rebuild-due.ts';

/**
 * A field of a file's front matter, on a line of its own, quotes taken off.
 * @param {string} text
 * @param {string} name
 */
const field = (text, name) =>
  new RegExp(`^${name}:\\s*['"]?([^'"\\n#]+?)['"]?\\s*(?:#.*)?$`, 'm').exec(text)?.[1];

/**
 * Every opening of a content folder with its last day and its office's time zone.
 * @param {string} root
 * @returns {import('../src/domain/rebuild-due.ts').Closing[]}
 */
export function closingsIn(root) {
  const files = (/** @type {string} */ folder) =>
    existsSync(join(root, folder))
      ? readdirSync(join(root, folder))
          .filter((name) => name.endsWith('.md'))
          .map((name) => ({
            id: name.slice(0, -3),
            text: readFileSync(join(root, folder, name), 'utf8'),
          }))
      : [];
  const zones = new Map(
    files('offices').map(({ id, text }) => [
      id,
      field(text, 'timeZone') ?? provinceZones[field(text, 'region') ?? ''] ?? 'America/Toronto',
    ]),
  );
  return files('openings').flatMap(({ id, text }) => {
    const closes = field(text, 'closes');
    const zone = zones.get(field(text, 'office') ?? '');
    return closes && zone ? [{ slug: id, closes, timeZone: zone }] : [];
  });
}

if (process.argv[1]?.endsWith('rebuild-due.mjs')) {
  const closed = justClosed(closingsIn('content'), new Date());
  const due = closed.length > 0;
  console.log(
    due
      ? `Closed at midnight where the work is: ${closed.map(({ slug }) => slug).join(', ')}.`
      : 'No opening closed in the last hour.',
  );
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `due=${due}\n`);
}
