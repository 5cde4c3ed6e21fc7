import { placeWord } from './places.ts';
/**
 * What routing reads of an office (content/offices/): where it is, the places it serves, and
 * where its mail goes.
 */
export interface RoutableOffice {
  city: string;
  locality: string;
  /** Its province's two letters: AB, ON. */
  region: string;
  areaServed: readonly string[];
  /** The first three characters of the postal codes it serves: T2C, M5V. */
  postalAreas?: readonly string[];
  inbox?: string;
  templateId?: string;
}

/** The province or territory a Canadian postal code's first letter belongs to (Canada Post). */
const provinceOfPostalLetter: Record<string, string> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT',
  Y: 'YT',
};

const POSTAL_CODE = /(?:^|[^a-z\d])([abceghj-nprstvxy]\d[a-z]) ?\d[a-z]\d(?![a-z\d])/i;
/** A postal code, or its area alone ("T2C"): what a visitor types to find their office. */
const POSTAL_AREA = /(?:^|[^a-z\d])([abceghj-nprstvxy]\d[a-z])(?: ?\d[a-z]\d)?(?![a-z\d])/i;

/** Where a request goes: the office that calls back and the inbox that hears of it. */
export interface InboxRoute<O extends RoutableOffice = RoutableOffice> {
  /** The office whose team calls back, or null when the location names none. */
  office: O | null;
  /** The line the e-mail carries, e.g. "Office: Toronto (Mississauga)". */
  line: string;
  /** The office's own inbox, or the main one: for the record, the template's To is fixed. */
  inbox: string;
  /** The EmailJS template whose fixed To is that inbox; null for the main one. */
  templateId: string | null;
}

/** Words that make the place before them a street's name: "Airdrie Rd", "Toronto Street". */
const STREET_AFTER =
  /^\s+(?:road|rd|street|st|avenue|ave|av|drive|dr|boulevard|blvd|crescent|cres|court|crt|ct|way|trail|trl|tr|lane|ln|place|pl|terrace|terr|circle|cir|close|parkway|pkwy|highway|hwy|gate|line|sideroad|row|mews|grove|gardens|gdns|square|sq|link|path|common|landing|loop|rise|walk|wynd|concession|townline|expressway|freeway)(?![\p{L}\p{N}])/u;
/** French words that make the place after them a street's name: "rue Toronto", "chemin d'Aylmer". */
const STREET_BEFORE =
  /(?:^|[^\p{L}\p{N}])(?:rue|chemin|montée|rang)(?:\s+(?:de la|de|du|des))?(?:\s+d'|\s+)$/u;

const lower = (text: string) => text.toLocaleLowerCase('en-CA');

const placesOf = (office: RoutableOffice) => [
  ...new Set([office.city, office.locality, ...office.areaServed].map((name) => name.trim())),
];

interface Mention<O> {
  office: O;
  place: string;
  end: number;
}

/**
 * Every town an office serves that the location names as a whole word, in any case, and not as
 * part of a street's name.
 */
function mentionsIn<O extends RoutableOffice>(
  location: string,
  offices: readonly O[],
): Mention<O>[] {
  const text = lower(location);
  const found: Mention<O>[] = [];
  for (const office of offices) {
    for (const place of placesOf(office)) {
      if (!place) continue;
      for (const match of text.matchAll(placeWord(place, 'gu'))) {
        const start = match.index + match[1]!.length;
        const end = start + match[2]!.length;
        if (STREET_AFTER.test(text.slice(end)) || STREET_BEFORE.test(text.slice(0, start)))
          continue;
        found.push({ office, place, end });
      }
    }
  }
  return found;
}

/** The municipality: the place named last (the city after the street), the longer on a tie. */
const lastOf = <O>(mentions: Mention<O>[]) =>
  mentions.reduce<Mention<O> | undefined>(
    (last, mention) =>
      !last ||
      mention.end > last.end ||
      (mention.end === last.end && mention.place.length > last.place.length)
        ? mention
        : last,
    undefined,
  );

/**
 * The office that serves a place: the office listing its postal code's area (the first three
 * characters); else, the province the code's first letter names (its office, or among several
 * the one serving the town named); else the town named last, as in "25 Airdrie Rd, Toronto".
 * `areaAlone` takes an area without the rest of the code ("T2C"), as a visitor searching types it.
 */
export function officeFor<O extends RoutableOffice>(
  place: string,
  offices: readonly O[],
  { areaAlone = false } = {},
): { office: O; detail: string } | null {
  const mentions = mentionsIn(place, offices);
  const area = (areaAlone ? POSTAL_AREA : POSTAL_CODE).exec(place)?.[1]?.toUpperCase();
  if (area) {
    const serving = offices.find((office) => office.postalAreas?.includes(area));
    if (serving) return { office: serving, detail: `postal code ${area}` };
    const province = provinceOfPostalLetter[area[0]!];
    const inProvince = offices.filter((office) => office.region === province);
    const named = lastOf(mentions.filter((mention) => inProvince.includes(mention.office)));
    if (named) return { office: named.office, detail: named.place };
    if (inProvince[0]) return { office: inProvince[0], detail: `postal code ${area}` };
  }
  const named = lastOf(mentions);
  return named ? { office: named.office, detail: named.place } : null;
}

/**
 * Which office a request goes to, from its property location (see officeFor). Unknown places go
 * to the main inbox, marked as such.
 */
export function routeRequest<O extends RoutableOffice>(
  location: string,
  offices: readonly O[],
  mainInbox: string,
  mainTemplateId: string | null = null,
): InboxRoute<O> {
  const found = officeFor(location, offices);
  if (!found)
    return {
      office: null,
      line: 'Office: unknown location, sent to the main inbox',
      inbox: mainInbox,
      templateId: mainTemplateId,
    };
  const { office, detail } = found;
  const own = office.inbox !== undefined;
  return {
    office,
    line: `Office: ${office.city}${detail !== office.city ? ` (${detail})` : ''}`,
    inbox: own ? office.inbox! : mainInbox,
    templateId: own ? (office.templateId ?? null) : mainTemplateId,
  };
}

/** The settings' inboxes a kind of request may fall back on, each with its template's ID. */
export interface SettingsInboxes {
  inbox: string;
  general: string;
  claims: string;
  careers?: string;
  generalTemplateId?: string;
  claimsTemplateId?: string;
  careersTemplateId?: string;
}

/** The address of one of the settings' inboxes as people write to it: the careers one, if the settings name none, is the general e-mail. */
export const addressOf = (
  name: 'inbox' | 'general' | 'claims' | 'careers',
  email: SettingsInboxes,
) => email[name] ?? email.general;

/**
 * Where a kind's request goes when no office of its own takes it: the kind's inbox when a
 * template sends to it, otherwise where the main template sends (its To is the request inbox),
 * so the local outbox names the inbox production reaches.
 */
export function fallbackRoute(
  name: 'inbox' | 'general' | 'claims' | 'careers',
  email: SettingsInboxes,
): { inbox: string; templateId: string | null } {
  const templateId = name === 'inbox' ? undefined : email[`${name}TemplateId`];
  return templateId
    ? { inbox: addressOf(name, email), templateId }
    : { inbox: email.inbox, templateId: null };
}

/**
 * Of the town pages given (of the office found), the one whose town the place names as a whole
 * word, or whose postal-code areas hold the area typed: the finder links it.
 */
export function townPageFor<T>(
  place: string,
  towns: ReadonlyArray<{ names: readonly string[]; areas: readonly string[]; value: T }>,
): T | undefined {
  const area = POSTAL_AREA.exec(place)?.[1]?.toUpperCase();
  const text = lower(place);
  return towns.find(
    (town) =>
      (area !== undefined && town.areas.includes(area)) ||
      town.names.some((name) => name && placeWord(name).test(text)),
  )?.value;
}

/**
 * The office of the town page a request was sent from (/locations/<office>/<town>/), when the
 * location names no place an office serves: the page's town is where the visitor is.
 */
export function officeOfTownPage<
  O extends RoutableOffice & {
    id: string;
    townPages?: ReadonlyArray<{ path: string; name: string }>;
  },
>(path: string, offices: readonly O[]): { office: O; town: string | null } | undefined {
  const match = /^\/locations\/([a-z0-9-]+)\/([a-z0-9-]+)\/$/.exec(path);
  if (!match || match[2] === 'review') return undefined;
  const office = offices.find((candidate) => candidate.id === match[1]);
  if (!office) return undefined;
  return { office, town: office.townPages?.find((town) => town.path === path)?.name ?? null };
}
