import type { Office } from '../content/types';

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

/** Where a request goes: the office that calls back and the inbox that hears of it. */
export interface InboxRoute {
  /** The office whose team calls back, or null when the location names none. */
  office: Office | null;
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
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const placesOf = (office: Office) => [
  ...new Set([office.city, office.locality, ...office.areaServed].map((name) => name.trim())),
];

interface Mention {
  office: Office;
  place: string;
  end: number;
}

/**
 * Every town an office serves that the location names as a whole word, in any case, and not as
 * part of a street's name.
 */
function mentionsIn(location: string, offices: readonly Office[]): Mention[] {
  const text = lower(location);
  const found: Mention[] = [];
  for (const office of offices) {
    for (const place of placesOf(office)) {
      if (!place) continue;
      const pattern = new RegExp(
        `(^|[^\\p{L}\\p{N}])(${escape(lower(place))})(?![\\p{L}\\p{N}])`,
        'gu',
      );
      for (const match of text.matchAll(pattern)) {
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
const lastOf = (mentions: Mention[]) =>
  mentions.reduce<Mention | undefined>(
    (last, mention) =>
      !last ||
      mention.end > last.end ||
      (mention.end === last.end && mention.place.length > last.place.length)
        ? mention
        : last,
    undefined,
  );

/**
 * Which office a request goes to, from its property location: a postal code's first letter names
 * the province (and its office, or among several the one serving the town named); else the town
 * named last, as in "25 Airdrie Rd, Toronto". Unknown places go to the main inbox, marked as such.
 */
export function routeRequest(
  location: string,
  offices: readonly Office[],
  mainInbox: string,
): InboxRoute {
  const route = (office: Office, detail: string): InboxRoute => ({
    office,
    line: `Office: ${office.city}${detail && detail !== office.city ? ` (${detail})` : ''}`,
    inbox: office.inbox ?? mainInbox,
    templateId: office.templateId ?? null,
  });
  const mentions = mentionsIn(location, offices);
  const postal = POSTAL_CODE.exec(location);
  if (postal?.[1]) {
    const province = provinceOfPostalLetter[postal[1][0]!.toUpperCase()];
    const inProvince = offices.filter((office) => office.region === province);
    const named = lastOf(mentions.filter((mention) => inProvince.includes(mention.office)));
    if (named) return route(named.office, named.place);
    if (inProvince[0]) return route(inProvince[0], `postal code ${postal[1].toUpperCase()}`);
  }
  const named = lastOf(mentions);
  if (named) return route(named.office, named.place);
  return {
    office: null,
    line: 'Office: unknown location, sent to the main inbox',
    inbox: mainInbox,
    templateId: null,
  };
}
