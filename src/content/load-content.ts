import { existsSync, readFileSync, statSync } from 'node:fs';
import type { z } from 'zod';
import { join, relative, resolve } from 'node:path';
import { collections, MEDIA_FOLDER, MEDIA_PUBLIC } from './collections.ts';
import { describePhoto } from './photos.ts';
import { placeholderValues } from './placeholders.ts';
import { ContentReader, folderOf } from './read-collection.ts';
import type { Office } from './schema/office.ts';
import { analyticsProviderNames, type Settings } from './schema/settings.ts';
import { siteConfigOf } from './site-config.ts';
import { longDate, yearsOfExperience } from '../lib/dates.ts';
import { listOf, provincesOf } from '../domain/places.ts';
import { loadTowns } from './load-towns.ts';
import {
  ONTARIO_RULES_FROM_EMPLOYEES,
  ontarioRulesBind,
  postingFindings,
} from '../domain/posting-rules.ts';

const { pages, legal } = collections;
type About = z.output<typeof pages.files.about.schema>;

/** The content folder of the site; a build or a test may name another (or an overlay on it). */
export const CONTENT_ROOT = 'content';

export interface ContentOptions {
  /** The content folder: `content/` by default. */
  root?: string;
  /** A second folder whose collections replace the root's (the tests' three-office company). */
  overlay?: string;
  /** The build's day: it ends notices and counts the years. */
  today?: Date;
}

/** Every problem found in the content, each naming its file and field. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n  - ${problems.join('\n  - ')}`,
    );
    this.name = 'ContentError';
    // An owner's mistake, not the code's: every command prints the list, and no stack to read.
    this.stack = this.message;
  }
}

const byOrder = (a: { id: string; order: number }, b: { id: string; order: number }) =>
  a.order - b.order || a.id.localeCompare(b.id);

/** A folder collection's entries as the pages use them: each its file name as its id. */
const entriesOf = <T extends object>(entries: Array<{ id: string; data: T }>) =>
  entries.map(({ id, data }) => ({ id, ...data }));

function loadOffices(reader: ContentReader): Office[] {
  const offices = entriesOf(reader.folder(collections.offices, 'office')).sort(byOrder);
  for (const office of offices) {
    const file = reader.sources[`office:${office.id}`]!;
    // The template's To address is fixed in EmailJS: an inbox without its template gets no mail.
    if (office.inbox && !office.templateId)
      reader.problems.push(
        `${file}: inbox "${office.inbox}" needs templateId: the EmailJS template whose To email is that inbox`,
      );
  }
  return offices;
}

/** Each office's own text, once the site's facts can fill it. */
const fillOfficeTexts = (reader: ContentReader, offices: Office[]) =>
  offices.map((office) =>
    office.description
      ? {
          ...office,
          description: office.description.map((paragraph, i) =>
            reader.fill(paragraph, reader.sources[`office:${office.id}`]!, `body[${i}]`),
          ),
        }
      : office,
  );

function loadServices(reader: ContentReader, offices: readonly Office[]) {
  const provides = (office: Office, id: string) => !office.services || office.services.includes(id);
  return reader
    .folder(collections.services, 'service')
    .map(({ id, file, data }) => {
      const providers = offices.filter((office) => provides(office, id));
      if (offices.length > 0 && providers.length === 0)
        reader.problems.push(
          `${file}: no office provides it: list "${id}" in an office's services, or remove the file`,
        );
      const areas = [...new Set(providers.map((office) => `${office.city} and area`))];
      const details = { ...data.details, coverage: [...data.details.coverage, ...areas] };
      return { slug: id, ...data, details };
    })
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

/** "Licensed and insured in Alberta and Ontario", from the claims the settings make. */
function standingLine(settings: Settings, offices: readonly Office[]): string[] {
  const held = (['licensed', 'bonded', 'insured'] as const).filter((key) => settings.claims[key]);
  if (held.length === 0) return [];
  const words = listOf(held);
  return [`${words[0]!.toUpperCase()}${words.slice(1)} in ${listOf(provincesOf(offices))}`];
}

/** The about section: its own words, and the numbers and credentials the settings claim. */
function withStats(about: About, settings: Settings, offices: Office[], today: Date) {
  const { claims, response } = settings;
  const stats = [
    ...(claims.propertiesRestored
      ? [{ number: `${claims.propertiesRestored}+`, label: 'Properties Restored' }]
      : []),
    { number: `${yearsOfExperience(settings.foundedYear, today)}+`, label: 'Years of Experience' },
    ...(claims.satisfactionPercent
      ? [{ number: `${claims.satisfactionPercent}%`, label: 'Customer Satisfaction' }]
      : []),
    { number: `<${response.onSiteMinutes}`, label: 'Minutes to Respond, 24/7' },
  ];
  const credentials = [...claims.credentials, ...standingLine(settings, offices)];
  return { ...about, stats, credentials };
}

/** The legal texts, each dated from the settings. */
function loadLegal(reader: ContentReader, settings: Settings) {
  const { privacy, terms, accessibility } = reader.files(legal, 'legal');
  const counter = settings.analytics && analyticsProviderNames[settings.analytics.provider];
  if (privacy && counter && !JSON.stringify(privacy).includes(counter)) {
    reader.problems.push(
      `${reader.pathOf(legal, legal.files.privacy)}: the settings count visits with ${counter}, which the policy does not name: write {{visitCounting}} where it says what the site collects`,
    );
  }
  if (
    privacy &&
    settings.careers &&
    !JSON.stringify(privacy).includes(settings.careers.applicationRetention)
  ) {
    reader.problems.push(
      `${reader.pathOf(legal, legal.files.privacy)}: the settings take job applications, which the policy does not speak of: write {{applications}} where it says what the site collects`,
    );
  }
  const { legalUpdated, accessibility: tested } = settings;
  return privacy && terms && accessibility
    ? {
        privacy: { ...privacy, updated: `Last updated: ${longDate(legalUpdated.privacy)}` },
        terms: { ...terms, updated: `Last updated: ${longDate(legalUpdated.terms)}` },
        accessibility: { ...accessibility, updated: `Last tested: ${longDate(tested.lastTested)}` },
      }
    : undefined;
}

/** The parts, once every one was read; otherwise every problem found so far, at once. */
function whole<T extends object>(reader: ContentReader, parts: T) {
  if (reader.problems.length > 0 || Object.values(parts).includes(undefined))
    throw new ContentError(reader.problems);
  return parts as { [K in keyof T]: NonNullable<T[K]> };
}

/** The stories of real jobs, newest first, each with its photos measured and encoded. */
async function loadJobs(reader: ContentReader, mediaFolder: string) {
  const photo = async (file: string, field: string, value: { image: string; alt: string }) => {
    const name = value.image.startsWith(`${MEDIA_PUBLIC}/`)
      ? value.image.slice(MEDIA_PUBLIC.length + 1)
      : value.image;
    const source = join(mediaFolder, name);
    if (name.includes('..') || !existsSync(source)) {
      reader.problems.push(
        `${file}: ${field}.image "${value.image}" is not a photo in ${relative(process.cwd(), mediaFolder)}/: upload it there`,
      );
      return null;
    }
    return describePhoto(source, value.alt.trim());
  };
  const jobs = [];
  for (const { id, file, data } of reader.folder(collections.jobs, 'job')) {
    const [before, after] = [
      await photo(file, 'before', data.before),
      await photo(file, 'after', data.after),
    ];
    if (before && after) jobs.push({ id, ...data, before, after });
  }
  return jobs.sort((a, b) => b.date.localeCompare(a.date));
}

/**
 * The job openings, by office then title, each with its office and whether it is still open on
 * the build's day. A posting for work in Ontario by a company of 25 or more that breaks the
 * province's rules is refused; elsewhere the same findings are the opening's warnings.
 */
function loadOpenings(
  reader: ContentReader,
  offices: readonly Office[],
  settings: Settings,
  /** Every word of the application form: its intro, labels and hints. */
  formTexts: readonly string[],
  today: Date,
) {
  // The last day to apply is the office's own: it ends at midnight where the work is.
  const dayAt = (timeZone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(today);
  const openings = [];
  for (const { id, file, data } of reader.folder(collections.openings, 'opening')) {
    const office = offices.find((candidate) => candidate.id === data.office);
    if (!office) continue;
    const employees = data.employeesWhenPosted ?? settings.employees;
    const binds = ontarioRulesBind(office.region, employees);
    const more = (
      [
        ['schedule', data.schedule],
        ['onCall', data.onCall],
        ['starts', data.starts],
        ...(data.benefits ?? []).map((line, i) => [`benefits[${i}]`, line]),
        ...(data.conditions ?? []).map((line, i) => [`conditions[${i}]`, line]),
      ] as Array<[string, string | undefined]>
    ).filter((entry): entry is [string, string] => entry[1] !== undefined);
    const said = postingFindings({ ...data, more }, formTexts).map(
      ({ field, rule }) => `${file}: ${field} ${rule}`,
    );
    const law = ` (Ontario's Employment Standards Act, for an employer of ${ONTARIO_RULES_FROM_EMPLOYEES} or more on the day it was posted${employees === undefined ? ': if you employed fewer, say how many in employeesWhenPosted' : ''})`;
    if (binds) reader.problems.push(...said.map((line) => `${line}${law}`));
    openings.push({
      slug: id,
      ...data,
      office,
      open: data.closes >= dayAt(office.timeZone),
      warnings: binds ? [] : said.map((line) => `${line}: Ontario's rules would refuse it`),
    });
  }
  if (openings.length > 0 && !settings.careers)
    reader.problems.push(
      `${reader.pathOf(collections.settings, collections.settings.files.site)}: careers is missing: the site has openings, so say how large a résumé the form attaches and how long applications are kept`,
    );
  return openings.sort((a, b) => a.office.order - b.office.order || a.title.localeCompare(b.title));
}

/** Far above any certificate's PDF; a file this large is a mistake. */
const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The PDF a file of a collection names, found in the media folder (the content folder's, even
 * under an overlay with media of its own): its path and size, or a problem told by file and field.
 */
function pdfOf(
  reader: ContentReader,
  dirs: { root: string; overlay?: string },
  file: string,
  named: string,
) {
  const folders = [...new Set([folderOf(MEDIA_FOLDER, dirs), join(dirs.root, MEDIA_FOLDER)])];
  const name = named.startsWith(`${MEDIA_PUBLIC}/`) ? named.slice(MEDIA_PUBLIC.length + 1) : named;
  const source = folders.map((folder) => join(folder, name)).find((path) => existsSync(path));
  const where = relative(process.cwd(), folders[0]!);
  if (name.includes('..') || !source) {
    reader.problems.push(
      `${file}: file "${named}" is not a file in ${where}/: upload the PDF there`,
    );
    return undefined;
  }
  const bytes = statSync(source).size;
  const head = readFileSync(source).subarray(0, 5).toString('latin1');
  if (head !== '%PDF-' || bytes > DOCUMENT_MAX_BYTES) {
    reader.problems.push(
      `${file}: file "${named}" is not a PDF${bytes > DOCUMENT_MAX_BYTES ? ' of at most 10 MB' : ''}: save the document as PDF and upload that`,
    );
    return undefined;
  }
  return { source, bytes };
}

/**
 * The vendor documents, each a PDF in the media folder, offered at /documents/<file>.pdf. One
 * past its valid-until day is kept out of the page (`current: false`), and the build says so.
 */
function loadDocuments(
  reader: ContentReader,
  dirs: { root: string; overlay?: string },
  today: Date,
) {
  const todayIso = today.toISOString().slice(0, 10);
  const documents = [];
  for (const { id, file, data } of reader.folder(collections.documents, 'document')) {
    const pdf = pdfOf(reader, dirs, file, data.file);
    if (!pdf) continue;
    documents.push({
      id,
      ...data,
      ...pdf,
      path: `/documents/${id}.pdf`,
      current: data.validUntil >= todayIso,
      order: data.order ?? 0,
    });
  }
  return documents.sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
}

/** The papers a homeowner is asked to sign, each a blank PDF offered at /papers/<file>.pdf. */
function loadPapers(reader: ContentReader, dirs: { root: string; overlay?: string }) {
  const papers = [];
  for (const { id, file, data } of reader.folder(collections.papers, 'paper')) {
    const pdf = pdfOf(reader, dirs, file, data.file);
    if (pdf)
      papers.push({ id, ...data, ...pdf, path: `/papers/${id}.pdf`, order: data.order ?? 0 });
  }
  return papers.sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
}

/**
 * The registrations, certifications and memberships, each with the vendor document it names (its
 * PDF's address), while that document is in force. A name no document has is a problem.
 */
function loadRegistrations(
  reader: ContentReader,
  documents: ReadonlyArray<{ id: string; title: string; path: string; current: boolean }>,
) {
  return entriesOf(reader.folder(collections.certifications, 'certification'))
    .sort(byOrder)
    .map(({ document: named, ...entry }) => {
      const document = named ? documents.find((item) => item.id === named) : undefined;
      if (named && !document)
        reader.problems.push(
          `${reader.sources[`certification:${entry.id}`]}: document "${named}" is not a vendor document: write the file name of one in content/documents/, without .json, or remove the field`,
        );
      return {
        ...entry,
        document: document?.current ? { title: document.title, path: document.path } : undefined,
      };
    });
}

/**
 * Reads every collection of the content folder, each file checked and shaped by its schema and
 * the files checked against each other, with the placeholders filled; returns what the pages are
 * rendered from. Throws a ContentError listing every problem in every file at once.
 */
export async function loadContent(options: ContentOptions = {}) {
  const dirs = {
    root: resolve(options.root ?? CONTENT_ROOT),
    overlay: options.overlay ? resolve(options.overlay) : undefined,
  };
  const today = options.today ?? new Date();
  const reader = new ContentReader(dirs);

  const settings = reader.file(collections.settings, collections.settings.files.site, 'settings');
  const [home, ...others] = loadOffices(reader);
  const officesFolder = relative(process.cwd(), folderOf(collections.offices.folder, dirs));
  if (!home && !reader.problems.some((problem) => problem.startsWith(officesFolder)))
    reader.problems.push(`${officesFolder}/: has no office: add one file an office.`);
  // The facts every other file is filled from: without them, the rest cannot be read.
  if (!settings || !home) throw new ContentError(reader.problems);
  const surgeOffice = settings.surge?.office;
  const officeIds = [home, ...others].map((office) => office.id);
  // An office whose file has a mistake is missing here: that mistake is the one to tell.
  const officeProblem = reader.problems.some((problem) => problem.startsWith(officesFolder));
  if (surgeOffice && surgeOffice !== 'all' && !officeIds.includes(surgeOffice) && !officeProblem)
    reader.problems.push(
      `${reader.pathOf(collections.settings, collections.settings.files.site)}: surge.office is "${surgeOffice}": name an office by its file name (${officeIds.join(', ')}), or write all`,
    );
  reader.fillWith(placeholderValues(siteConfigOf(settings, [home, ...others], today), today));
  const [first, ...rest] = fillOfficeTexts(reader, [home, ...others]);
  const siteConfig = siteConfigOf(settings, [first!, ...rest], today);
  const offices = siteConfig.offices;

  const { about, ...pageFiles } = reader.files(pages, 'pages');
  const application = pageFiles.requestForms?.application;
  const shared = pageFiles.requestForms?.shared;
  // Every word the application form shows: heading, intro, labels, and the hints around them.
  const applicationTexts = application
    ? [
        application.heading,
        application.intro,
        ...Object.values(application.labels),
        application.privacy,
        ...(application.accommodation ? [application.accommodation] : []),
        ...(shared ? [shared.fileLimit, shared.fileNoTemplate] : []),
      ]
    : [];
  const openings = loadOpenings(reader, offices, settings, applicationTexts, today);
  // AODA, O. Reg. 191/11, s. 22: every employer tells the public that accommodation is available
  // to applicants with disabilities in its recruitment; an Ontario opening is that recruitment.
  const ontario = openings.find((opening) => opening.office.region === 'ON');
  if (application && ontario && !application.accommodation)
    reader.problems.push(
      `${reader.pathOf(collections.pages, pages.files.requestForms)}: application.accommodation is missing: ${ontario.slug} is an opening in Ontario, whose accessibility standard (O. Reg. 191/11, s. 22) asks every employer to say that accommodation for applicants with disabilities is available on request; write it, with whom to ask`,
    );
  const towns = loadTowns(reader, offices, today);
  const documents = loadDocuments(reader, dirs, today);
  return whole(reader, {
    siteConfig,
    sources: reader.sources,
    towns,
    services: loadServices(reader, offices),
    ...pageFiles,
    about: about && withStats(about, settings, offices, today),
    legal: loadLegal(reader, settings),
    testimonials: entriesOf(reader.folder(collections.testimonials, 'testimonial')).sort((a, b) =>
      b.month.localeCompare(a.month),
    ),
    certifications: loadRegistrations(reader, documents),
    jobs: await loadJobs(reader, folderOf(MEDIA_FOLDER, dirs)),
    documents,
    papers: loadPapers(reader, dirs),
    openings,
    guides: entriesOf(reader.folder(collections.guides, 'guide')).sort(
      (a, b) => b.published.localeCompare(a.published) || a.id.localeCompare(b.id),
    ),
  });
}
