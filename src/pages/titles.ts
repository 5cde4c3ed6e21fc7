import { escapeRegExp } from '../lib/text';
import type { SiteConfig } from '../content/types';
import { citiesOf, listOf } from '../domain/places';

/** What search results show of a title. */
export const TITLE_LIMIT = 60;

/**
 * The first candidate that fits in 60 characters; if none does, the shortest, with a warning
 * naming it (search results cut it).
 */
export function fitTitle(candidates: [string, ...string[]]): {
  title: string;
  warning: string | null;
} {
  const fits = candidates.find((title) => title.length <= TITLE_LIMIT);
  if (fits) return { title: fits, warning: null };
  const shortest = [...candidates].sort((a, b) => a.length - b.length)[0]!;
  return {
    title: shortest,
    warning: `The page title "${shortest}" is ${shortest.length} characters: search results cut it after ${TITLE_LIMIT}.`,
  };
}

/**
 * The home page's title: the name and every city when they fit in 60 characters, else shorter
 * forms; `warning` says what had to go.
 */
export function homeTitle(config: SiteConfig): { title: string; warning: string | null } {
  const name = config.companyName;
  const cities = listOf(citiesOf(config.offices), '&');
  const withCities = [
    `${name} | 24/7 Restoration in ${cities}`,
    `${name} | 24/7 Restoration, ${cities}`,
    `${name} | Restoration, ${cities}`,
    `${name} | ${cities}`,
  ];
  const title = withCities.find((candidate) => candidate.length <= TITLE_LIMIT);
  if (title) return { title, warning: null };
  const short = [`${name} | 24/7 Restoration`, name].find((t) => t.length <= TITLE_LIMIT);
  const limit = `stays within ${TITLE_LIMIT} characters`;
  return short
    ? { title: short, warning: `The page title names no city so that it ${limit}: "${short}".` }
    : {
        title: name,
        warning: `The company name alone is ${name.length} characters: the page title "${name}" is cut in search results (a title ${limit}).`,
      };
}

/** What search results show of a description. */
export const DESCRIPTION_LIMIT = 160;

/**
 * The text with its longest list of places one place shorter ("A, B, C and D" → "A, B, C and
 * more" → "A, B and more" → "A and more"), or null when no list has a place left to give.
 */
function withShorterList(text: string, list: RegExp): string | null {
  let longest: { at: number; length: number; places: string[] } | null = null;
  for (const match of text.matchAll(list)) {
    const items = match[0].split(/,? and |, /);
    const places = items.at(-1) === 'more' ? items.slice(0, -1) : items;
    if (places.length >= 2 && places.length > (longest?.places.length ?? 0))
      longest = { at: match.index, length: match[0].length, places };
  }
  if (!longest) return null;
  const kept = `${longest.places.slice(0, -1).join(', ')} and more`;
  return text.slice(0, longest.at) + kept + text.slice(longest.at + longest.length);
}

/**
 * A page's description within 160 characters, whatever the company's name and however many towns
 * it serves: what a search result can do without goes first. The company's name where it closes
 * the description alone (the result names the site), then the places of a list beyond its first
 * ("Calgary, Airdrie and more"), then the name where it remains, for the settings' short name;
 * only then the last words, cut between words. `cut` says whether words had to go.
 */
export function fitDescription(
  description: string,
  config: Pick<SiteConfig, 'companyName' | 'shortName' | 'offices'>,
): { description: string; cut: boolean } {
  const fits = (text: string) => text.length <= DESCRIPTION_LIMIT;
  if (fits(description)) return { description, cut: false };
  const name = escapeRegExp(config.companyName);
  let text = description.replace(new RegExp(`\\s*${name}\\.$`), '');
  const places = [
    ...new Set(
      config.offices.flatMap((office) => [office.city, office.locality, ...office.areaServed]),
    ),
  ]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  const list = new RegExp(`(?:${places})(?:, (?:${places}))*,? and (?:${places}|more)`, 'g');
  for (let shorter = withShorterList(text, list); !fits(text) && shorter;)
    [text, shorter] = [shorter, withShorterList(shorter, list)];
  if (!fits(text) && config.shortName) text = text.replace(new RegExp(name, 'g'), config.shortName);
  if (fits(text)) return { description: text, cut: false };
  const room = text.slice(0, DESCRIPTION_LIMIT - 1);
  return {
    description: `${room.slice(0, room.lastIndexOf(' ')).replace(/[,.;:]$/, '')}…`,
    cut: true,
  };
}
