import type { SiteConfig } from '../content/types';
import { citiesOf, listOf } from '../lib/places';

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
