import { placeWord } from './places.ts';

/**
 * What earns a town a page of its own, and what makes one a doorway: a page that another town's
 * would read as true with the names swapped (Google's spam policies name such pages). Pure
 * functions: the content loader (src/content/load-content.ts) and launch-check call them.
 */

/** What a fact of a town is about; the page groups and orders them so. */
export const FACT_KINDS = [
  'gas',
  'power',
  'water',
  '311',
  'program',
  'bylaw',
  'risk',
  'own',
] as const;
export type FactKind = (typeof FACT_KINDS)[number];

/** The kinds that are a line to call first: shown with the emergency lines, before the rest. */
export const LINE_KINDS: readonly FactKind[] = ['gas', 'power', 'water', '311'];

/** The utilities a town must name, or say where to find: gas and power. */
export const UTILITY_KINDS = ['gas', 'power'] as const;

/** The utilities no fact of the town names, in UTILITY_KINDS order. */
export const missingUtilities = (facts: ReadonlyArray<{ kind: string }>) =>
  UTILITY_KINDS.filter((kind) => !facts.some((fact) => fact.kind === kind));

/** Fewer lines to call than this beside the office's, and the build warns of the town's page. */
export const TOWN_MIN_LINES = 2;

/** Fewer facts of its own than this, and a town stays a name in its office's list. */
export const TOWN_MIN_FACTS = 3;

/** A fact not read against its source for this many months is listed for the owner to check. */
export const FACT_MAX_AGE_MONTHS = 12;

/** Two town pages sharing this much of their own words, names removed, are one page twice. */
export const DOORWAY_SHARE = 0.5;

/** Words in a row compared between pages: three tell a sentence from a shared word. */
const SHINGLE = 3;

export interface CheckedFact {
  /** YYYY-MM-DD */
  checked: string;
}

/** The day a fact falls due: 12 months after it was checked, as YYYY-MM-DD. */
export function dueDay(checked: string): string {
  const [year, month, day] = checked.split('-').map(Number) as [number, number, number];
  const due = new Date(Date.UTC(year, month - 1 + FACT_MAX_AGE_MONTHS, day));
  return due.toISOString().slice(0, 10);
}

/** The facts not checked in the last 12 months, on the day given (YYYY-MM-DD). */
export const agedFacts = <F extends CheckedFact>(facts: readonly F[], today: string): F[] =>
  facts.filter((fact) => dueDay(fact.checked) <= today);

/** A text's words in lower case, with every name given taken out: what is left says the same anywhere. */
export function wordsWithout(text: string, names: readonly string[]): string[] {
  let rest = text.toLocaleLowerCase('en-CA');
  // Longer names first, so "North York" goes before "York".
  for (const name of [...names].sort((a, b) => b.length - a.length))
    if (name.trim()) rest = rest.replace(placeWord(name, 'gu'), '$1 ');
  return rest.match(/[\p{L}\p{N}]+(?:[-'’.][\p{L}\p{N}]+)*/gu) ?? [];
}

const shinglesOf = (words: readonly string[]) => {
  const shingles = new Set<string>();
  if (words.length > 0 && words.length < SHINGLE) shingles.add(words.join(' '));
  for (let i = 0; i + SHINGLE <= words.length; i++)
    shingles.add(words.slice(i, i + SHINGLE).join(' '));
  return shingles;
};

/** The share of the smaller text's three-word runs that the other text has too: 0 to 1. */
export function sharedShare(a: readonly string[], b: readonly string[]): number {
  const [x, y] = [shinglesOf(a), shinglesOf(b)];
  const [small, large] = x.size <= y.size ? [x, y] : [y, x];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const shingle of small) if (large.has(shingle)) shared++;
  return shared / small.size;
}

export interface TownPageText {
  /** The town's file, as the owner is told of it. */
  file: string;
  /** Everything the page says of this town alone: its facts, their lines, the owner's words. */
  text: string;
}

/**
 * Every pair of town pages that read as one with the places' names removed (`names`: every town,
 * office, municipality and province), with the share they have in common, largest first.
 */
export function doorwayPairs(
  pages: readonly TownPageText[],
  names: readonly string[],
): Array<{ a: string; b: string; share: number }> {
  const words = pages.map((page) => wordsWithout(page.text, names));
  const pairs = [];
  for (let i = 0; i < pages.length; i++)
    for (let j = i + 1; j < pages.length; j++) {
      const share = sharedShare(words[i]!, words[j]!);
      if (share >= DOORWAY_SHARE) pairs.push({ a: pages[i]!.file, b: pages[j]!.file, share });
    }
  return pairs.sort((p, q) => q.share - p.share);
}
