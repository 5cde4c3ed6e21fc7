import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { z } from 'zod';
import {
  collections,
  type FileSpec,
  type FilesCollection,
  type FolderCollection,
} from './collections.ts';
import { jsonProblem, yamlProblem, type ParseProblem } from './parse-problems.ts';
import { unknownPlaceholders } from './placeholders.ts';
import { fillPlaceholders } from '../lib/fill-placeholders.ts';
import { repeatedWords } from '../lib/repeated-words.ts';

/** One file of a collection, parsed and checked against the collection's schema. */
export interface Entry<T> {
  /** The file's name without its extension: a folder entry's id, a files entry's key. */
  id: string;
  /** The file's path as an owner sees it: "content/services/mold-remediation.md". */
  file: string;
  data: T;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

const isFields = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "content/offices/calgary.md: line 2, column 7: a text that starts with " has no closing "…". */
const at = (shown: string, { line, column, words }: ParseProblem) =>
  `${shown}: line ${line}, column ${column}: ${words}`;

export function parseFile(
  path: string,
  shown: string,
): { data?: Record<string, unknown>; problem?: string } {
  let source: string;
  try {
    source = readFileSync(path, 'utf8');
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { problem: `${shown}: cannot be opened: ${reason}` };
  }
  if (path.endsWith('.json')) {
    let data: unknown;
    try {
      data = JSON.parse(source);
    } catch {
      return { problem: at(shown, jsonProblem(source)) };
    }
    return isFields(data) ? { data } : { problem: `${shown}: is not a list of fields in { }` };
  }
  const match = FRONT_MATTER.exec(source);
  if (!match) return { problem: `${shown}: has no front matter: start it with a line of "---"` };
  let front: unknown;
  try {
    front = parseYaml(match[1]!) ?? {};
  } catch (error) {
    if (error instanceof YAMLParseError)
      return { problem: at(shown, yamlProblem(match[1]!, error)) };
    throw error;
  }
  if (!isFields(front)) return { problem: `${shown}: its front matter is not a list of fields` };
  const text = match[2]!.trim();
  return { data: text ? { ...front, body: text } : front };
}

const pathOf = (path: readonly PropertyKey[]) =>
  path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`))
    .join('');

/** What to type for a field of a type, in the file's own way of writing it. */
function typeToWrite(expected: string, markdown: boolean) {
  switch (expected) {
    case 'number':
      return 'write a number, such as 12 or 51.0447';
    case 'boolean':
      return 'write true or false';
    case 'array':
      return markdown
        ? 'write a list, each item on a line of its own that starts with "  - "'
        : 'write a list in [ ], its items between commas';
    case 'object':
      return 'write its fields, each on a line of its own';
    default:
      return markdown ? 'write its text after the colon' : 'write its text in double quotes';
  }
}

const describeInput = (input: unknown) =>
  typeof input === 'string' || typeof input === 'number' || typeof input === 'boolean'
    ? ` ${JSON.stringify(input)}`
    : '';

/** "content/offices/calgary.md: phone "12" cannot become an E.164 number: …". */
export function describeIssue(shown: string, issue: z.core.$ZodIssue): string {
  const field = pathOf(issue.path) || '(file)';
  const input = (issue as { input?: unknown }).input;
  if (issue.code === 'invalid_type' && input === undefined) return `${shown}: ${field} is missing`;
  if (issue.code === 'invalid_type' && /^Invalid input: expected/.test(issue.message)) {
    // A field left empty in a front matter ("title:") reads as null.
    const how = typeToWrite(issue.expected, shown.endsWith('.md'));
    return input === null
      ? `${shown}: ${field} is empty: ${how}`
      : `${shown}: ${field}${describeInput(input)} is not ${how.replace(/^write /, '')}: ${how}`;
  }
  if (issue.code === 'unrecognized_keys')
    return `${shown}: ${issue.keys.map((key) => `${field === '(file)' ? '' : `${field}.`}${key}`).join(', ')} is not a field of this collection: check its spelling`;
  const value =
    typeof input === 'string' || typeof input === 'number' ? ` ${JSON.stringify(input)}` : '';
  return `${shown}: ${field}${value} ${issue.message}`;
}

/** A file's own placeholders, by the field (or group of fields) that may name them. */
type Placeholders = Record<string, readonly string[]>;

/** The placeholders a field may name: those given for it, or for the nearest group holding it. */
function allowedAt(placeholders: Placeholders, field: string): readonly string[] {
  for (let path = field; path; path = path.replace(/(?:^|\.)[^.[\]]+$|\[\d+\]$/, '')) {
    const allowed = placeholders[path];
    if (allowed) return allowed;
  }
  return [];
}

type Relation = 'services' | 'offices';
type Node = { relation?: Relation; items?: Node };

/** The fields that name another collection's entries (a `reference`, or a list of them). */
function referencesOf(schema: z.ZodType): Array<[field: string, collection: Relation]> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, Node>;
  };
  return Object.entries(json.properties ?? {}).flatMap(([field, node]) => {
    const relation = node.relation ?? node.items?.relation;
    return relation ? [[field, relation] as [string, Relation]] : [];
  });
}

/**
 * Reads the collections of a content folder, each file checked and shaped by its schema. Every
 * problem in every file is kept in `problems`, each naming its file and field, so an owner sees
 * them all at once. Until `fillWith` is given the site's facts, placeholders are left as written.
 */
export class ContentReader {
  readonly problems: string[] = [];
  /** The file each entry was read from, for the sitemap's dates: "service:mold-remediation". */
  readonly sources: Record<string, string> = {};
  private values: Record<string, string> | undefined;

  constructor(private readonly dirs: { root: string; overlay?: string }) {}

  /** From here on every string read has its `{{placeholders}}` filled from `values`. */
  fillWith(values: Record<string, string>) {
    this.values = values;
  }

  /** A text filled from the site's facts, each unknown placeholder reported with its field. */
  fill(text: string, file: string, field: string, allowed: readonly string[] = []): string {
    if (!this.values) return text;
    const values = this.values;
    for (const name of unknownPlaceholders(text, values, allowed))
      this.problems.push(
        `${file}: ${field} names an unknown placeholder {{${name}}}: use one of ${[...Object.keys(values), ...allowed].join(', ')}`,
      );
    const filled = fillPlaceholders(text, values);
    const repeated = repeatedWords(filled);
    const byPlaceholder = repeated.length > repeatedWords(text).length;
    for (const phrase of repeated)
      this.problems.push(
        `${file}: ${field} says a word twice: "${phrase}": take one out${byPlaceholder ? ' (a placeholder already says it)' : ''}`,
      );
    return filled;
  }

  private fillAll(
    value: unknown,
    file: string,
    field: string,
    placeholders: Placeholders,
  ): unknown {
    if (typeof value === 'string')
      return this.fill(value, file, field || 'body', allowedAt(placeholders, field));
    if (Array.isArray(value))
      return value.map((item, i) => this.fillAll(item, file, `${field}[${i}]`, placeholders));
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          key,
          this.fillAll(item, file, field ? `${field}.${key}` : key, placeholders),
        ]),
      );
    return value;
  }

  /** One file checked and shaped by its schema, recorded as `source` for the sitemap. */
  private take<S extends z.ZodType>(
    path: string,
    source: string,
    schema: S,
    placeholders: Placeholders = {},
    references: ReturnType<typeof referencesOf> = [],
  ): Entry<z.output<S>> | undefined {
    const file = relative(process.cwd(), path) || path;
    const parsed = existsSync(path) ? parseFile(path, file) : { problem: `${file}: is missing` };
    if (parsed.problem !== undefined || !parsed.data) {
      this.problems.push(parsed.problem ?? `${file}: cannot be read`);
      return undefined;
    }
    const raw = Object.fromEntries(
      Object.entries(parsed.data).map(([key, value]) => [
        key,
        this.fillAll(value, file, key, placeholders),
      ]),
    );
    for (const [field, target] of references) {
      const known = this.idsOf(collections[target]);
      const value = raw[field];
      const named = Array.isArray(value) ? value.map((item, i) => [`[${i}]`, item]) : [['', value]];
      for (const [at, name] of named)
        if (typeof name === 'string' && !known.includes(name))
          this.problems.push(
            `${file}: ${field}${at} "${name}" is no ${target.slice(0, -1)}: use one of ${known.join(', ')}`,
          );
    }
    const result = schema.safeParse(raw, { reportInput: true });
    if (!result.success) {
      this.problems.push(...result.error.issues.map((issue) => describeIssue(file, issue)));
      return undefined;
    }
    this.sources[source] = file;
    return { id: source.slice(source.indexOf(':') + 1), file, data: result.data };
  }

  /** One file of a collection of named files: the settings, a page, a legal text. */
  file<S extends z.ZodType>(collection: FilesCollection, spec: FileSpec<S>, source: string) {
    const path = join(folderOf(collection.folder, this.dirs), spec.file);
    return this.take(path, source, spec.schema, spec.placeholders)?.data;
  }

  /** Every file of a collection of named files, each under its key ("pages:about" its source). */
  files<C extends FilesCollection>(collection: C, prefix: string) {
    return Object.fromEntries(
      Object.entries(collection.files).map(([key, spec]) => [
        key,
        this.file(collection, spec, `${prefix}:${key}`),
      ]),
    ) as { [K in keyof C['files']]: z.output<C['files'][K]['schema']> | undefined };
  }

  /** A file's path as an owner sees it, for a problem found after its schema. */
  pathOf(collection: FilesCollection, spec: FileSpec) {
    const path = join(folderOf(collection.folder, this.dirs), spec.file);
    return relative(process.cwd(), path) || path;
  }

  /** The file names of a folder collection, without their extension. */
  private namesIn(collection: FolderCollection) {
    const folder = folderOf(collection.folder, this.dirs);
    const extension = `.${collection.format}`;
    const names = existsSync(folder) ? readdirSync(folder) : [];
    const ids = names
      .filter((name) => name.endsWith(extension))
      .map((name) => name.slice(0, -extension.length));
    return { folder, extension, ids: ids.sort() };
  }

  /** The entries' ids of a folder collection: the file names that can be addresses. */
  idsOf(collection: FolderCollection): string[] {
    return this.namesIn(collection).ids.filter((id) => SLUG.test(id));
  }

  /**
   * Every file of a folder collection, its file name its id. A field that names another
   * collection's entry is checked against that collection's files.
   */
  folder<S extends z.ZodType>(collection: FolderCollection & { schema: S }, source: string) {
    const { folder, extension, ids } = this.namesIn(collection);
    const references = referencesOf(collection.schema);
    return ids.flatMap((id) => {
      const path = join(folder, `${id}${extension}`);
      if (SLUG.test(id)) {
        const entry = this.take(path, `${source}:${id}`, collection.schema, {}, references);
        return entry ? [entry] : [];
      }
      const slug = id.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      this.problems.push(
        `${relative(process.cwd(), path)}: the file name must be a lower-case slug such as "${slug}${extension}": it becomes an address`,
      );
      return [];
    });
  }
}

const SLUG = /^[a-z][a-z0-9-]*$/;
/** The folder a collection is read from: the overlay's when it has it. */
export const folderOf = (name: string, dirs: { root: string; overlay?: string }) =>
  dirs.overlay && existsSync(join(dirs.overlay, name))
    ? join(dirs.overlay, name)
    : join(dirs.root, name);
