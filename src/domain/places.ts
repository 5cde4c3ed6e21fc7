import { escapeRegExp } from '../lib/text.ts';

/** What these helpers read of an office (the content's Office has it all). */
interface Place {
  city: string;
  locality: string;
  region: string;
  streetAddress: string;
  postalCode: string;
  services?: readonly string[] | undefined;
}

const provinceNames: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'the Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

export const isProvinceCode = (code: string) => Object.hasOwn(provinceNames, code);

/** "Alberta", "Northwest Territories": a province's name as a place, without an article. */
export const provinceName = (code: string) => (provinceNames[code] ?? code).replace(/^the /, '');

/** "Calgary"; "Calgary and Toronto"; "Calgary, Edmonton and Toronto". */
export function listOf(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

const distinct = (items: string[]) => [...new Set(items)];

/** The offices' cities, each once, in the config's order. */
export const citiesOf = (offices: readonly Place[]) => distinct(offices.map((o) => o.city));

/** The offices' provinces by name ("Alberta", "the Northwest Territories"), each once. */
export const provincesOf = (offices: readonly Place[]) =>
  distinct(offices.map((o) => provinceNames[o.region] ?? o.region));

/** Up to this many offices, a list shows each as it always has; beyond, grouped by province. */
export const GROUPED_ABOVE = 5;

/**
 * A section drawn only when near (`render-when-near`) stands in, until then, at least as tall as
 * it is on a phone, or tools that read its text's colours against what lies at its place (axe,
 * Lighthouse) find the next section there. A list of offices by province grows a row an office:
 * the stand-in is a class (`stand-in-N`, src/styles.css) for the next count up from this list,
 * written out whole so the stylesheet, which reads the code alone, has each; never a style
 * attribute, which the pages' policy does not allow.
 */
const STAND_INS = [
  'stand-in-10',
  'stand-in-20',
  'stand-in-30',
  'stand-in-40',
  'stand-in-50',
  'stand-in-75',
  'stand-in-100',
  'stand-in-150',
  'stand-in-200',
] as const;

export function standInFor(offices: number): string {
  if (offices <= GROUPED_ABOVE) return '';
  return (
    STAND_INS.find((name) => Number(name.slice('stand-in-'.length)) >= offices) ?? STAND_INS.at(-1)!
  );
}

/** Offices by province, each province named once, in the order its first office comes. */
export function byProvince<O extends { region: string }>(offices: readonly O[]) {
  const groups = new Map<string, O[]>();
  for (const office of offices)
    groups.set(office.region, [...(groups.get(office.region) ?? []), office]);
  return [...groups].map(([region, inIt]) => ({
    region,
    name: provinceName(region),
    offices: inIt,
  }));
}

const counted = ['', 'one', 'both', 'all three', 'all four', 'all five', 'all six'];

/** "both regions", "all three regions", "all 12 regions"; "the region" for one. */
export function everyOne(count: number, noun: string): string {
  if (count <= 1) return `the ${noun}`;
  return `${counted[count] ?? `all ${count}`} ${noun}s`;
}

/** How the about story names an office: "a Toronto-area office in Mississauga", "an office in Edmonton". */
export function officeWhere(office: Place): string {
  if (office.locality === office.city) return `an office in ${office.city}`;
  const article = /^[aeiou]/i.test(office.city) ? 'an' : 'a';
  return `${article} ${office.city}-area office in ${office.locality}`;
}

/** "1200 Example Trail SE, Unit 4, Calgary, AB T2C 0A1". */
export const postalAddress = (office: Place) =>
  `${office.streetAddress}, ${office.locality}, ${office.region} ${office.postalCode}`;

/** A plain link that opens the address in a map app or site; nothing of the map is embedded. */
export const mapUrl = (office: Place) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(postalAddress(office))}`;

/** The offices that provide a service: those that list it, and those that list none. */
export const providersOf = <T extends Place>(offices: readonly T[], slug: string): T[] =>
  offices.filter((office) => !office.services || office.services.includes(slug));

const lowered = (name: string) => name.trim().toLocaleLowerCase('en-CA');

/** Whether two names are one place's, whatever their case and spaces: "St. Albert", "st. albert ". */
export const samePlace = (a: string, b: string) => lowered(a) === lowered(b);

/**
 * A place's name as a whole word of a text in lower case ("york" in "north york", not in
 * "yorkton"): what precedes it is group 1, the name group 2.
 */
export const placeWord = (name: string, flags = 'u') =>
  new RegExp(`(^|[^\\p{L}\\p{N}])(${escapeRegExp(lowered(name))})(?![\\p{L}\\p{N}])`, flags);
