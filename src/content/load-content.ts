import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { collections, MEDIA_FOLDER, MEDIA_PUBLIC } from './collections.ts';
import { paragraphsOf, sectionsOf, splitParagraphs } from './schema/markdown.ts';
import { describePhoto } from './photos.ts';
import { fillPlaceholders, placeholderValues, unknownPlaceholders } from './placeholders.ts';
import { folderOf, readCollection, type Entry } from './read-collection.ts';
import type { LegalSchemaData } from './schema/legal.ts';
import type { OfficeEntry } from './schema/office.ts';
import type {
  AboutData,
  GuideData,
  HighlightsData,
  PageTextData,
  SafetyStepsData,
} from './schema/pages.ts';
import { localPlaceholders } from './schema/pages.ts';
import type { CertificationEntry, JobEntry, TestimonialEntry } from './schema/proof.ts';
import type { ServiceEntry } from './schema/service.ts';
import type { Settings } from './schema/settings.ts';
import type { Office, SiteConfig, SiteContent, Stat } from './types.ts';
import { localIsoDay, longDate, yearsOfExperience } from '../lib/dates.ts';
import { listOf, provincesOf } from '../lib/places.ts';

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
  }
}

const byOrder = <T extends { data: { order?: number } }>(
  a: T & { id: string },
  b: T & { id: string },
) => (a.data.order ?? 0) - (b.data.order ?? 0) || a.id.localeCompare(b.id);

/** "Licensed and insured in Alberta and Ontario", from the claims the settings make. */
function standingLine(settings: Settings, offices: readonly Office[]): string[] {
  const held = (
    [
      ['licensed', 'Licensed'],
      ['bonded', 'bonded'],
      ['insured', 'insured'],
    ] as const
  )
    .filter(([key]) => settings.claims[key])
    .map(([, word]) => word.toLowerCase());
  if (held.length === 0) return [];
  const words = listOf(held);
  return [`${words[0]!.toUpperCase()}${words.slice(1)} in ${listOf(provincesOf(offices))}`];
}

/**
 * Reads every collection of the content folder, checks each file against its schema and the files
 * against each other, fills the placeholders, and returns what the pages are rendered from. Throws
 * a ContentError listing every problem in every file at once.
 */
export async function loadContent(options: ContentOptions = {}): Promise<SiteContent> {
  const dirs = {
    root: resolve(options.root ?? CONTENT_ROOT),
    overlay: options.overlay ? resolve(options.overlay) : undefined,
  };
  const today = options.today ?? new Date();
  const problems: string[] = [];
  // Every file's id, valid or not: a reference to a file with a mistake is not a second mistake.
  const ids: Partial<Record<keyof typeof collections, string[]>> = {};
  const read = <T>(name: keyof typeof collections) => {
    const result = readCollection(collections[name], dirs);
    problems.push(...result.problems);
    ids[name] = result.ids;
    return result.entries as unknown as Array<Entry<T>>;
  };
  const one = <T>(entries: Array<Entry<T>>, id: string) => entries.find((entry) => entry.id === id);

  const settingsEntry = one(read<Settings>('settings'), 'site');
  const officeEntries = read<OfficeEntry>('offices').sort(byOrder);
  const serviceEntries = read<ServiceEntry>('services').sort(byOrder);
  const pages = read<unknown>('pages');
  const legal = read<LegalSchemaData>('legal');
  const testimonialEntries = read<TestimonialEntry>('testimonials').sort((a, b) =>
    b.data.month.localeCompare(a.data.month),
  );
  const certificationEntries = read<CertificationEntry>('certifications').sort(byOrder);
  const jobEntries = read<JobEntry>('jobs').sort((a, b) => b.data.date.localeCompare(a.data.date));

  const officesFolder = relative(process.cwd(), folderOf(collections.offices.folder, dirs));
  if (officeEntries.length === 0 && !problems.some((p) => p.startsWith(officesFolder)))
    problems.push(`${officesFolder}/: has no office: add one file an office.`);

  const serviceIds = ids.services ?? [];
  const officeIds = ids.offices ?? [];
  const mustName = (file: string, field: string, value: string, known: string[], what: string) => {
    if (!known.includes(value))
      problems.push(`${file}: ${field} "${value}" is no ${what}: use one of ${known.join(', ')}`);
  };
  for (const { file, data } of officeEntries) {
    // The template's To address is fixed in EmailJS: an inbox without its template gets no mail.
    if (data.inbox && !data.templateId)
      problems.push(
        `${file}: inbox "${data.inbox}" needs templateId: the EmailJS template whose To email is that inbox`,
      );
    data.services?.forEach((slug, i) =>
      mustName(file, `services[${i}]`, slug, serviceIds, 'service'),
    );
  }
  if (officeEntries.length > 0)
    for (const { id, file } of serviceEntries)
      if (
        !officeEntries.some((office) => !office.data.services || office.data.services.includes(id))
      )
        problems.push(
          `${file}: no office provides it: list "${id}" in an office's services, or remove the file`,
        );
  for (const { file, data } of [...testimonialEntries, ...jobEntries]) {
    mustName(file, 'service', data.service, serviceIds, 'service');
    mustName(file, 'office', data.office, officeIds, 'office');
  }

  const filesMissing =
    (['about', 'highlights', 'safetySteps', 'insurance', 'pageText'] as const).some(
      (id) => !one(pages, id),
    ) ||
    !one(legal, 'privacy') ||
    !one(legal, 'terms') ||
    !one(legal, 'accessibility');
  // Past here every file the pages need is there; the remaining checks add to the same list.
  if (!settingsEntry || officeEntries.length === 0 || filesMissing) throw new ContentError(problems);

  const settings = settingsEntry.data;
  const offices = officeEntries.map(({ id, file, data: { order, body, ...office } }): Office => {
    const text = body ? paragraphsOf(body) : undefined;
    if (text?.headings.length)
      problems.push(`${file}: body has a heading ("${text.headings[0]}"): write paragraphs only`);
    return { id, ...office, ...(text ? { description: text.paragraphs } : {}) };
  }) as SiteConfig['offices'];
  const { notice, ...facts } = settings;
  const siteConfig: SiteConfig = {
    ...facts,
    offices,
    ...(notice && notice.end >= localIsoDay(today) ? { notice } : {}),
  };

  const values = placeholderValues(siteConfig, today);
  /** Fills every string in a value, reporting each unknown placeholder with its file and field. */
  const fill = <T>(value: T, file: string, field = '', allowed: readonly string[] = []): T => {
    if (typeof value === 'string') {
      for (const name of unknownPlaceholders(value, values, allowed))
        problems.push(
          `${file}: ${field || 'body'} names an unknown placeholder {{${name}}}: use one of ${[...Object.keys(values), ...allowed].join(', ')}`,
        );
      return fillPlaceholders(value, values) as T;
    }
    if (Array.isArray(value))
      return value.map((item, i) => fill(item, file, `${field}[${i}]`, allowed)) as T;
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          key,
          fill(item, file, field ? `${field}.${key}` : key, allowed),
        ]),
      ) as T;
    return value;
  };
  for (const office of offices)
    if (office.description)
      office.description = fill(
        office.description,
        officeEntries.find((e) => e.id === office.id)!.file,
        'body',
      );

  const services = serviceEntries.map(({ id, file, data }) => {
    const d = fill(data, file);
    const providers = offices.filter((office) => !office.services || office.services.includes(id));
    const body = paragraphsOf(d.body);
    return {
      slug: id,
      title: d.title,
      icon: d.icon,
      landing: d.landing,
      summary: d.summary,
      card: d.card,
      safetyType: d.safetyType,
      ...(d.request ? { request: d.request } : {}),
      ...(d.waitSteps ? { waitSteps: d.waitSteps } : {}),
      details: {
        description: body.paragraphs.join(' '),
        process: d.process,
        benefits: d.benefits,
        equipment: d.equipment,
        timeline: d.timeline,
        coverage: [
          ...d.coverage,
          ...[...new Set(providers.map((office) => office.city))].map((city) => `${city} and area`),
        ],
      },
      faq: d.faq.map(({ question, answer }) => ({ question, answer: splitParagraphs(answer) })),
    };
  });

  const page = <T>(id: string) => {
    const entry = one(pages as Array<Entry<T>>, id)!;
    return { file: entry.file, data: entry.data };
  };
  const filledPage = <T,>(id: string) => {
    const { data, file } = page<T>(id);
    return fill(data, file);
  };
  const about = filledPage<AboutData>('about');
  const years = yearsOfExperience(settings.foundedYear, today);
  const stats: Stat[] = [
    ...(settings.claims.propertiesRestored
      ? [{ number: `${settings.claims.propertiesRestored}+`, label: 'Properties Restored' }]
      : []),
    { number: `${years}+`, label: 'Years of Experience' },
    ...(settings.claims.satisfactionPercent
      ? [{ number: `${settings.claims.satisfactionPercent}%`, label: 'Customer Satisfaction' }]
      : []),
    { number: `<${settings.response.onSiteMinutes}`, label: 'Minutes to Respond, 24/7' },
  ];

  const guidePage = page<GuideData>('insurance');
  const guide = fill(guidePage.data, guidePage.file);
  const steps = sectionsOf(guide.body);
  if (steps.orphans.length)
    problems.push(`${guidePage.file}: body starts with text before its first "## " heading`);

  const pageTextPage = page<PageTextData>('pageText');
  const { servicePage, officePage, ...fixedText } = pageTextPage.data;
  const pageText = {
    ...fill(fixedText, pageTextPage.file),
    servicePage: fill(servicePage, pageTextPage.file, 'servicePage', localPlaceholders.servicePage),
    officePage: fill(officePage, pageTextPage.file, 'officePage', localPlaceholders.officePage),
  };

  const legalDocument = (id: 'privacy' | 'terms' | 'accessibility') => {
    const entry = one(legal, id)!;
    const data = fill(entry.data, entry.file);
    const text = sectionsOf(data.body);
    if (text.orphans.length)
      problems.push(`${entry.file}: body starts with text before its first "## " heading`);
    return {
      title: data.title,
      lede: data.lede,
      description: data.description,
      updated:
        id === 'accessibility'
          ? `Last tested: ${longDate(settings.accessibility.lastTested)}`
          : `Last updated: ${longDate(settings.legalUpdated[id])}`,
      sections: text.sections,
    };
  };

  const mediaFolder = folderOf(MEDIA_FOLDER, dirs);
  const photo = async (file: string, field: string, value: { image: string; alt: string }) => {
    const name = value.image.startsWith(`${MEDIA_PUBLIC}/`)
      ? value.image.slice(MEDIA_PUBLIC.length + 1)
      : value.image;
    const source = join(mediaFolder, name);
    if (name.includes('..') || !existsSync(source)) {
      problems.push(
        `${file}: ${field}.image "${value.image}" is not a photo in ${relative(process.cwd(), mediaFolder)}/: upload it there`,
      );
      return null;
    }
    return describePhoto(source, value.alt.trim());
  };
  const jobs = [];
  for (const { id, file, data } of jobEntries) {
    const d = fill(data, file);
    const [before, after] = [
      await photo(file, 'before', d.before),
      await photo(file, 'after', d.after),
    ];
    if (before && after)
      jobs.push({
        id,
        title: d.title,
        date: d.date,
        town: d.town,
        service: d.service,
        office: d.office,
        duration: d.duration,
        before,
        after,
        story: paragraphsOf(d.body).paragraphs,
      });
  }

  const sources: Record<string, string> = {
    settings: settingsEntry.file,
    ...Object.fromEntries(officeEntries.map((e) => [`office:${e.id}`, e.file])),
    ...Object.fromEntries(serviceEntries.map((e) => [`service:${e.id}`, e.file])),
    ...Object.fromEntries(pages.map((e) => [`pages:${e.id}`, e.file])),
    ...Object.fromEntries(legal.map((e) => [`legal:${e.id}`, e.file])),
    ...Object.fromEntries(testimonialEntries.map((e) => [`testimonial:${e.id}`, e.file])),
    ...Object.fromEntries(jobEntries.map((e) => [`job:${e.id}`, e.file])),
  };
  const content: SiteContent = {
    siteConfig,
    sources,
    services,
    about: {
      stats,
      story: splitParagraphs(about.story),
      mission: about.mission,
      credentials: [...settings.claims.credentials, ...standingLine(settings, offices)],
      reasons: about.reasons,
    },
    highlights: filledPage<HighlightsData>('highlights'),
    safetySteps: filledPage<SafetyStepsData>('safetySteps'),
    insurance: {
      title: guide.title,
      lede: guide.lede,
      description: guide.description,
      steps: steps.sections,
      questions: guide.questions.map(({ question, answer }) => ({
        question,
        answer: splitParagraphs(answer),
      })),
      disclaimer: guide.disclaimer,
    },
    legal: {
      privacy: legalDocument('privacy'),
      terms: legalDocument('terms'),
      accessibility: legalDocument('accessibility'),
    },
    pageText,
    testimonials: testimonialEntries.map(({ id, file, data }) => ({ id, ...fill(data, file) })),
    certifications: certificationEntries.map(({ id, file, data: { order, ...data } }) => ({
      id,
      ...fill(data, file),
    })),
    jobs,
  };
  if (problems.length > 0) throw new ContentError(problems);
  return content;
}
