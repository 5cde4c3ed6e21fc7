import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { CONTENT_ROOT } from '../content/load-content.ts';
import { folderOf, parseFile } from '../content/read-collection.ts';
import { readBuildEnv } from './build-env.ts';
import { agedFacts, missingUtilities } from '../domain/town-pages.ts';
import { longDate } from '../lib/dates.ts';
import { REQUIRED_EMAIL_IDS } from './email-settings.ts';
import {
  EXAMPLE_CLAIMS,
  EXAMPLE_NAME,
  EXAMPLE_OPENINGS,
  EXAMPLE_TOWNS,
  isExampleClaim,
  textDigest,
} from './example-company.ts';

/** A fact the example company still holds: where it is, what it says, and what to put there. */
export interface Leftover {
  /** "content/offices/calgary.md", or ".env" for a build setting. */
  file: string;
  /** "phone", "email.general", "body". */
  field: string;
  found: string;
  fix: string;
}

/**
 * The example's marks: NANP's fictional 555-0100 to 555-0199, the domains set aside for examples
 * (RFC 2606: example.com/.net/.org, .example, .test, .invalid), a street named "Example", and a
 * document marked SAMPLE.
 */
const MARKS: ReadonlyArray<{ pattern: RegExp; fix: (field: string) => string }> = [
  {
    pattern: /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?555[\s.-]?01\d\d\b/g,
    fix: (field) =>
      `is a fictional 555-01XX number: ${/phone|mobile/i.test(field) ? 'put the real number there' : 'write the real number'}`,
  },
  {
    pattern:
      /(?:[\w.+-]+@)?(?:[\w-]+\.)*(?:example\.(?:com|net|org)|[\w-]+\.(?:example|test|invalid))\b/gi,
    fix: (field) =>
      field === 'siteUrl'
        ? "is an example domain: put the site's own address, such as https://www.your-domain.ca"
        : 'is an example address: put a real one at your own domain',
  },
  {
    pattern: /\b\d+[\w-]*\s+Example\s+[A-Z][a-z]+\b[^"\n]*/g,
    fix: () => "is the example's street: put the office's real street address",
  },
  {
    pattern: /\bSAMPLE\b/g,
    fix: () => 'marks a sample: replace it with your own',
  },
  {
    pattern: EXAMPLE_NAME,
    fix: (field) =>
      field === 'companyName'
        ? "is the example company's name: put your company's"
        : field === 'legalName'
          ? "is the example company's legal name: put your company's, as it is registered"
          : "names the example company: write {{companyName}}, or your company's name",
  },
];

/** A review link with a place that is the example's ("placeid=EXAMPLE-CALGARY"), not an office's. */
const EXAMPLE_LINK = /example/i;

/** A privacy contact that names a role and no one (PIPEDA asks who is accountable). */
const ROLE_ONLY = /^\s*(?:our\s+)?privacy\s+officer\s*$/i;

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(?:md|json)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function* stringsOf(value: unknown, field: string): Generator<[field: string, text: string]> {
  if (typeof value === 'string') yield [field || 'body', value];
  else if (Array.isArray(value))
    for (const [i, item] of value.entries()) yield* stringsOf(item, `${field}[${i}]`);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      yield* stringsOf(item, field ? `${field}.${key}` : key);
}

/** A privacy contact that names no one. */
function privacyContactLeftover(file: string, data: Record<string, unknown>): Leftover[] {
  const privacy = (data.privacy ?? {}) as { contact?: unknown };
  const contact = typeof privacy.contact === 'string' ? privacy.contact : '';
  return !contact.trim() || ROLE_ONLY.test(contact)
    ? [
        {
          file,
          field: 'privacy.contact',
          found: contact,
          fix: 'names no one: name the person accountable for privacy, such as "our Privacy Officer, Jane Doe"',
        },
      ]
    : [];
}

const valueAt = (data: Record<string, unknown>, field: string): unknown =>
  field
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      data,
    );

/** A value as the list shows it: its first text, or the number. */
const shortly = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number'
    ? String(value)
    : ([...stringsOf(value, '')][0]?.[1] ?? '');

/** Each of the example's claims the copy still makes, and has not confirmed as its own. */
function claimLeftovers(
  read: ReadonlyMap<string, { file: string; data: Record<string, unknown> }>,
) {
  const settings = read.get(SETTINGS_FILE);
  const confirmed = valueAt(settings?.data ?? {}, 'claims.confirmed');
  const own = new Set(Array.isArray(confirmed) ? confirmed : []);
  return EXAMPLE_CLAIMS.flatMap((claim): Leftover[] => {
    const source = read.get(claim.file);
    const value = source && valueAt(source.data, claim.field);
    if (!source || own.has(claim.id) || !isExampleClaim(claim, value)) return [];
    return [
      {
        file: source.file,
        field: claim.field,
        found: shortly(value),
        fix: `is the example's claim of ${claim.says}: change it to your company's, or, if it is true of yours, add "${claim.id}" to claims.confirmed in ${settings?.file ?? `content/${SETTINGS_FILE}`}`,
      },
    ];
  });
}

const SETTINGS_FILE = 'settings/site.json';

/**
 * Openings without the careers template: an application would go through the main template to
 * the emergency inbox, with no résumé attached. The form says so to the applicant; a production
 * build refuses it.
 */
function careersTemplateLeftover(
  read: ReadonlyMap<string, { file: string; data: Record<string, unknown> }>,
): Leftover[] {
  const openings = [...read.keys()].filter((key) => key.startsWith('openings/'));
  const settings = read.get(SETTINGS_FILE);
  if (openings.length === 0 || !settings || valueAt(settings.data, 'email.careersTemplateId'))
    return [];
  return [
    {
      file: settings.file,
      field: 'email.careersTemplateId',
      found: '',
      fix: `is not set, and the site has ${openings.length === 1 ? 'an opening' : `${openings.length} openings`}: applications need the EmailJS template whose To email is the careers e-mail and which attaches the résumé (docs/hiring.md, "Where applications go"); without it the form cannot attach a résumé`,
    },
  ];
}

/**
 * Every fact of the example company still in the content folder (or in `overlay`'s collections,
 * which replace the root's), and every EmailJS id missing from `env`: what a production build
 * refuses, each with its file, field and what to put there.
 */
export function exampleLeftovers(
  options: { root?: string; overlay?: string; env: Record<string, string | undefined> },
  cwd = process.cwd(),
): Leftover[] {
  const dirs = {
    root: resolve(cwd, options.root ?? CONTENT_ROOT),
    overlay: options.overlay ? resolve(cwd, options.overlay) : undefined,
  };
  const folders = new Set(
    [dirs.root, dirs.overlay].flatMap((dir) =>
      dir && existsSync(dir)
        ? readdirSync(dir, { withFileTypes: true })
            .filter((e) => e.isDirectory())
            .map((e) => e.name)
        : [],
    ),
  );
  const leftovers: Leftover[] = [];
  const read = new Map<string, { file: string; data: Record<string, unknown> }>();
  for (const name of [...folders].sort()) {
    const folder = folderOf(name, dirs);
    for (const path of filesUnder(folder).sort()) {
      const file = relative(cwd, path) || path;
      const { data, problem } = parseFile(path, file);
      if (!data) {
        // A file the check cannot read may hold anything: it is a leftover until it can be read.
        leftovers.push({
          file,
          field: '(file)',
          found: '',
          fix: `cannot be read, so it is not checked: ${(problem ?? '').replace(`${file}: `, '')}`,
        });
        continue;
      }
      read.set(`${name}/${relative(folder, path)}`, { file, data });
      for (const [field, text] of stringsOf(data, '')) {
        for (const { pattern, fix } of MARKS)
          for (const match of text.matchAll(pattern))
            leftovers.push({ file, field, found: match[0].trim(), fix: fix(field) });
      }
      if (name === 'settings') leftovers.push(...privacyContactLeftover(file, data));
      if (
        name === 'offices' &&
        typeof data.reviewUrl === 'string' &&
        EXAMPLE_LINK.test(data.reviewUrl)
      )
        leftovers.push({
          file,
          field: 'reviewUrl',
          found: data.reviewUrl,
          fix: "is the example's review link: put the office's own (its Google Business Profile → Ask for reviews → copy the link), or remove the field until it has one",
        });
      if (
        name === 'openings' &&
        EXAMPLE_OPENINGS[basename(path)] === textDigest(readFileSync(path, 'utf8'))
      )
        leftovers.push({
          file,
          field: 'title',
          found: String(data.title),
          fix: "is the example's opening, with its pay and promises: write your own (docs/hiring.md), or remove the file",
        });
      if (
        name === 'towns' &&
        EXAMPLE_TOWNS[basename(path)] === textDigest(readFileSync(path, 'utf8'))
      )
        leftovers.push({
          file,
          field: 'facts',
          found: String(data.name),
          fix: "are the example's facts, read against their sources by the example's authors: read each source again and set each fact's checked date to the day you did (that makes the file yours), or remove the file",
        });
      if (name === 'offices' && typeof data.inbox === 'string' && !data.templateId)
        leftovers.push({
          file,
          field: 'templateId',
          found: '',
          fix: `is not set: requests for ${data.inbox} need the EmailJS template whose To email is that address; put its ID here (README, "Setting up EmailJS")`,
        });
    }
  }
  leftovers.push(...claimLeftovers(read));
  leftovers.push(...careersTemplateLeftover(read));
  const { values } = readBuildEnv(options.env);
  for (const [setting, what] of REQUIRED_EMAIL_IDS)
    if (!values[setting])
      leftovers.push({
        file: '.env',
        field: setting,
        found: '',
        fix: `is not set: give ${what} from your EmailJS dashboard in the host's environment variables (or .env)`,
      });
  return leftovers;
}

/** The list as an owner reads it: one line a fact. */
export function describeLeftovers(leftovers: readonly Leftover[]): string {
  return leftovers
    .map(
      ({ file, field, found, fix }) =>
        `${file}: ${field}${found ? ` "${found.length > 60 ? `${found.slice(0, 57)}…` : found}"` : ''} ${fix}`,
    )
    .join('\n  - ');
}

/** Where a build is going: a host's production, one of its previews, or a machine's own build. */
export type DeployContext = 'production' | 'preview' | 'local';

/**
 * Read from the variables the hosts set (Netlify's CONTEXT, Vercel's VERCEL_ENV) or, for
 * Cloudflare Pages, nginx and any other host, SITE_ENV=production (docs/deploy.md).
 */
export function deployContext(env: Record<string, string | undefined>): DeployContext {
  const { values } = readBuildEnv(env);
  if (values.SITE_ENV === 'production') return 'production';
  if (values.NETLIFY === 'true' && values.CONTEXT)
    return values.CONTEXT === 'production' ? 'production' : 'preview';
  if (values.VERCEL_ENV) return values.VERCEL_ENV === 'production' ? 'production' : 'preview';
  if (values.CF_PAGES === '1' || values.SITE_ENV === 'preview') return 'preview';
  return 'local';
}

/** A town's fact not read against its source for 12 months: where it is and what to read again. */
export interface AgedFact {
  file: string;
  field: string;
  checked: string;
  source: string;
}

/** Each page file's lists of sourced facts, by the field that holds them. */
const PAGE_FACTS = [
  ['page-text.json', 'surge.checks'],
  ['check-us.json', 'law.rules'],
  ['before-you-sign.json', 'rules.items'],
  ['while-we-dry.json', 'rates'],
] as const;

/** The facts of a list that carry the day they were checked, each named by its place in the file. */
const datedOf = (facts: unknown[], file: string, field: string) =>
  facts.flatMap((fact: unknown, i) => {
    const { checked, source } = (fact ?? {}) as { checked?: unknown; source?: unknown };
    return typeof checked === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(checked)
      ? [{ file, field: `${field}[${i}]`, checked, source: String(source ?? '') }]
      : [];
  });

/**
 * Every fact of content/towns/ (or of `overlay`'s towns), and every check a surge's office page
 * gives before signing (the pages' text, `surge.checks`), last checked 12 months or more before
 * `today` (YYYY-MM-DD), for the owner to read again: listed, never refused, since a fact does not
 * turn false on its anniversary.
 */
export function agedTownFacts(
  options: { root?: string; overlay?: string },
  today: string,
  cwd = process.cwd(),
): AgedFact[] {
  const dirs = {
    root: resolve(cwd, options.root ?? CONTENT_ROOT),
    overlay: options.overlay ? resolve(cwd, options.overlay) : undefined,
  };
  const aged: AgedFact[] = [];
  for (const path of filesUnder(folderOf('towns', dirs)).sort()) {
    const file = relative(cwd, path) || path;
    const facts = parseFile(path, file).data?.facts;
    if (!Array.isArray(facts)) continue;
    aged.push(...agedFacts(datedOf(facts, file, 'facts'), today));
  }
  // The pages' own sourced facts: the checks a surge's office page gives before signing at the
  // door, the check-us page's rules of the law, the rules under who pays what, and the rates the
  // drying page prices its machines at.
  const pageFile = (name: string) => {
    const path = join(folderOf('pages', dirs), name);
    const file = relative(cwd, path) || path;
    return { file, data: parseFile(path, file).data ?? {} };
  };
  for (const [name, field] of PAGE_FACTS) {
    const { file, data } = pageFile(name);
    const facts = valueAt(data, field);
    if (Array.isArray(facts)) aged.push(...agedFacts(datedOf(facts, file, field), today));
  }
  // The provinces' disaster programs, each fact with its source.
  const uninsured = pageFile('when-insurance-does-not-pay.json');
  const programs = uninsured.data.programs;
  if (Array.isArray(programs))
    for (const [i, program] of programs.entries()) {
      const facts = (program as { facts?: unknown } | null)?.facts;
      if (Array.isArray(facts))
        aged.push(...agedFacts(datedOf(facts, uninsured.file, `programs[${i}].facts`), today));
    }
  for (const path of filesUnder(folderOf('certifications', dirs)).sort()) {
    const file = relative(cwd, path) || path;
    const data = parseFile(path, file).data;
    const source = String(data?.verifyUrl ?? data?.document ?? '');
    const [dated] = datedOf([{ checked: data?.checked, source }], file, 'checked');
    if (dated) aged.push(...agedFacts([{ ...dated, field: 'checked' }], today));
  }
  return aged;
}

/** A town that names no gas or no power utility: the lines a visitor needs first. */
export interface TownWithoutUtility {
  file: string;
  town: string;
  missing: Array<'gas' | 'power'>;
}

/**
 * Every town of content/towns/ (or of `overlay`'s) without a fact of kind gas or power, for the
 * owner to find on the utility's own page: listed, never refused, since no source may name one.
 */
export function townsWithoutUtilities(
  options: { root?: string; overlay?: string },
  cwd = process.cwd(),
): TownWithoutUtility[] {
  const dirs = {
    root: resolve(cwd, options.root ?? CONTENT_ROOT),
    overlay: options.overlay ? resolve(cwd, options.overlay) : undefined,
  };
  return filesUnder(folderOf('towns', dirs))
    .sort()
    .flatMap((path) => {
      const file = relative(cwd, path) || path;
      const data = parseFile(path, file).data ?? {};
      const kinds = Array.isArray(data.facts)
        ? data.facts.map((fact: unknown) => (fact as { kind?: unknown } | null)?.kind)
        : [];
      const missing = missingUtilities(kinds.map((kind) => ({ kind: String(kind) })));
      return missing.length > 0
        ? [{ file, town: String(data.name ?? basename(path)), missing }]
        : [];
    });
}

/** The towns without a utility, as an owner reads them: one line a town. */
export const describeTownsWithoutUtilities = (towns: readonly TownWithoutUtility[]) =>
  towns
    .map(
      ({ file, town, missing }) =>
        `${file}: ${town} names no ${missing.join(' or ')} utility: find the one that serves it on the utility's own service-area or outage page, and add it as a fact of kind ${missing.join(' or ')} with that page as its source`,
    )
    .join('\n  - ');

/** The aged facts as an owner reads them: one line a fact. */
export const describeAgedFacts = (facts: readonly AgedFact[]) =>
  facts
    .map(
      ({ file, field, checked, source }) =>
        `${file}: ${field} was last checked on ${longDate(checked)}: read ${source} again and set its checked date`,
    )
    .join('\n  - ');
