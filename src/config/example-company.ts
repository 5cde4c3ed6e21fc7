import { createHash } from 'node:crypto';
import type { exampleClaims } from '../content/schema/settings.ts';

/**
 * The example company's own marks beyond the reserved numbers and domains: its name, and the
 * claims it makes (its numbers, its founding year, its certifications, its about story). A copy
 * that still makes one of them publishes another company's facts as its own.
 */
export const EXAMPLE_NAME = /\bNorthline(?: Restoration)?(?: Ltd\.)?/g;

export interface ExampleClaim {
  id: (typeof exampleClaims)[number];
  /** Where the example makes it: the folder and file in content/, and the field. */
  file: string;
  field: string;
  /** What it says, as the launch check names it. */
  says: string;
  /** The example's value, or the digest of a long one (its text is the example's content). */
  example?: unknown;
  digest?: string;
}

export const EXAMPLE_CLAIMS: readonly ExampleClaim[] = [
  {
    id: 'propertiesRestored',
    file: 'settings/site.json',
    field: 'claims.propertiesRestored',
    says: 'the properties restored ("500+")',
    example: 500,
  },
  {
    id: 'satisfactionPercent',
    file: 'settings/site.json',
    field: 'claims.satisfactionPercent',
    says: 'the customer satisfaction ("98%")',
    example: 98,
  },
  {
    id: 'foundedYear',
    file: 'settings/site.json',
    field: 'foundedYear',
    says: 'the year the company was founded (2009)',
    example: 2009,
  },
  {
    id: 'credentials',
    file: 'settings/site.json',
    field: 'claims.credentials',
    says: 'the certifications the company holds',
    digest: '5e1a9d34af1f1950',
  },
  {
    id: 'aboutStory',
    file: 'pages/about.json',
    field: 'story',
    says: "the company's story (founded after a June flood, one truck, two technicians)",
    digest: '51e8a64a1382ee77',
  },
  {
    id: 'aboutMission',
    file: 'pages/about.json',
    field: 'mission',
    says: "the company's mission",
    digest: '1c73bdb78c40449b',
  },
  {
    id: 'aboutReasons',
    file: 'pages/about.json',
    field: 'reasons',
    says: 'the reasons to choose the company (a preferred vendor for major insurers, direct billing)',
    digest: '68981fc582e4e6f7',
  },
  {
    id: 'dryingMachines',
    file: 'pages/while-we-dry.json',
    field: 'machines',
    says: 'the drying equipment and the watts each machine draws (a 1100 W dehumidifier)',
    digest: 'ab787082e556d86d',
  },
];

/** A value's digest: the first 16 hex digits of the SHA-256 of its JSON. */
export const digestOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/** Whether a copy's value is still the example's claim. */
export const isExampleClaim = (claim: ExampleClaim, value: unknown) =>
  value !== undefined &&
  (claim.digest
    ? digestOf(value) === claim.digest
    : JSON.stringify(value) === JSON.stringify(claim.example));

/**
 * The example's job openings, by file, each the digest of its text: a posting of the example's,
 * its pay and its promises, until the owner writes their own (any change makes it theirs).
 */
export const EXAMPLE_OPENINGS: Readonly<Record<string, string>> = {
  'water-damage-technician-calgary.md': 'b6169caf81dc5618',
  'restoration-technician-toronto.md': '7d3e68e30cc9b4a1',
};

/**
 * The example's towns, by file, each the digest of its text: facts the example's authors read
 * against their sources on the day each says, which go live under the owner's name only once the
 * owner has read them again (setting a checked date makes the file theirs).
 */
export const EXAMPLE_TOWNS: Readonly<Record<string, string>> = {
  'airdrie.md': 'e99f773af1b95dfa',
  'markham.md': '8e801430ed522f58',
  'mississauga.md': '167984bc3a42a975',
  'oakville.md': 'db89b22ddb939bbc',
};

/** A file's text as its digest is taken: line ends and the space around it do not count. */
export const textDigest = (text: string) => digestOf(text.replace(/\r\n/g, '\n').trim());
