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

export interface Route {
  /** The office whose team calls back, or null when the location names none. */
  office: Office | null;
  /** The line the e-mail carries, e.g. "Office: Toronto (Mississauga)". */
  line: string;
  /** The office's own inbox, or the main one. */
  inbox: string;
}

const placesOf = (office: Office) => [
  ...new Set([office.city, office.locality, ...office.areaServed].map((name) => name.trim())),
];

/** The first of an office's places that the location names as a whole word, in any case. */
function placeNamed(location: string, office: Office): string | undefined {
  const words = location.toLocaleLowerCase('en-CA');
  return placesOf(office).find((place) => {
    const escaped = place.toLocaleLowerCase('en-CA').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?:^|[^\\p{L}])${escaped}(?:[^\\p{L}]|$)`, 'u').test(words);
  });
}

/**
 * Which office a request goes to, from its property location: a postal code's first letter names
 * the province (and its office), else a city or town an office serves. Unknown places go to the
 * main inbox, marked as such.
 */
export function routeRequest(
  location: string,
  offices: readonly Office[],
  mainInbox: string,
): Route {
  const route = (office: Office, detail: string) => ({
    office,
    line: `Office: ${office.city}${detail && detail !== office.city ? ` (${detail})` : ''}`,
    inbox: office.inbox ?? mainInbox,
  });
  const postal = POSTAL_CODE.exec(location);
  if (postal?.[1]) {
    const province = provinceOfPostalLetter[postal[1][0]!.toUpperCase()];
    const inProvince = offices.filter((office) => office.region === province);
    const office = inProvince.find((candidate) => placeNamed(location, candidate)) ?? inProvince[0];
    if (office) {
      return route(
        office,
        placeNamed(location, office) ?? `postal code ${postal[1].toUpperCase()}`,
      );
    }
  }
  for (const office of offices) {
    const place = placeNamed(location, office);
    if (place) return route(office, place);
  }
  return {
    office: null,
    line: 'Office: unknown location, sent to the main inbox',
    inbox: mainInbox,
  };
}
