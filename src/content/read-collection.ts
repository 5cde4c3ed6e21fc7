import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import type { z } from 'zod';
import type { Collection } from './collections.ts';

/** One file of a collection, parsed and checked against the collection's schema. */
export interface Entry<T = Record<string, unknown>> {
  /** The file's name without its extension: a folder entry's id, a files entry's key. */
  id: string;
  /** The file's path as an owner sees it: "content/services/mold-remediation.md". */
  file: string;
  data: T;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

function parseFile(path: string, shown: string): { data?: unknown; problem?: string } {
  const source = readFileSync(path, 'utf8');
  try {
    if (path.endsWith('.json')) return { data: JSON.parse(source) };
    const match = FRONT_MATTER.exec(source);
    if (!match) return { problem: `${shown}: has no front matter: start it with a line of "---"` };
    const front: unknown = parseYaml(match[1]!) ?? {};
    if (typeof front !== 'object' || Array.isArray(front))
      return { problem: `${shown}: its front matter is not a list of fields` };
    const text = match[2]!.trim();
    return { data: text ? { ...front, body: text } : front };
  } catch (error) {
    if (error instanceof YAMLParseError && error.linePos) {
      // The front matter starts on the file's second line, after "---".
      const line = error.linePos[0].line + 1;
      const reason = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
      return { problem: `${shown}: cannot be read: line ${line}: ${reason}` };
    }
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { problem: `${shown}: cannot be read: ${reason}` };
  }
}

const pathOf = (path: readonly PropertyKey[]) =>
  path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`))
    .join('');

/** "content/offices/calgary.md: phone "12" cannot become an E.164 number: …". */
export function describeIssue(shown: string, issue: z.core.$ZodIssue): string {
  const field = pathOf(issue.path) || '(file)';
  const input = (issue as { input?: unknown }).input;
  if (issue.code === 'invalid_type' && input === undefined) return `${shown}: ${field} is missing`;
  if (issue.code === 'unrecognized_keys')
    return `${shown}: ${issue.keys.map((key) => `${field === '(file)' ? '' : `${field}.`}${key}`).join(', ')} is not a field of this collection: check its spelling`;
  const value =
    typeof input === 'string' || typeof input === 'number' ? ` ${JSON.stringify(input)}` : '';
  return `${shown}: ${field}${value} ${issue.message}`;
}

function check(schema: z.ZodObject, data: unknown, shown: string) {
  const result = schema.strict().safeParse(data, { reportInput: true });
  return result.success
    ? { data: result.data as Record<string, unknown>, problems: [] }
    : { problems: result.error.issues.map((issue) => describeIssue(shown, issue)) };
}

/**
 * Reads a collection from `overlay` when that folder has it (a fixture or a second company's
 * content replaces whole collections), else from `root`, and checks every file.
 */
export function readCollection(
  collection: Collection,
  dirs: { root: string; overlay?: string },
): { entries: Entry[]; ids: string[]; problems: string[] } {
  const folder = folderOf(collection.folder, dirs);
  const entries: Entry[] = [];
  const ids: string[] = [];
  const problems: string[] = [];
  const take = (path: string, id: string, schema: z.ZodObject) => {
    ids.push(id);
    const shown = relative(process.cwd(), path) || path;
    if (!existsSync(path)) {
      problems.push(`${shown}: is missing`);
      return;
    }
    const parsed = parseFile(path, shown);
    if (parsed.problem) {
      problems.push(parsed.problem);
      return;
    }
    const checked = check(schema, parsed.data, shown);
    problems.push(...checked.problems);
    if (checked.data) entries.push({ id, file: shown, data: checked.data });
  };

  if (collection.kind === 'files') {
    for (const [id, spec] of Object.entries(collection.files))
      take(join(folder, spec.file), id, spec.schema);
  } else {
    const names = existsSync(folder)
      ? readdirSync(folder)
          .filter((name) => name.endsWith(`.${collection.format}`))
          .sort()
      : [];
    for (const name of names) {
      const id = name.slice(0, -(collection.format.length + 1));
      const shown = relative(process.cwd(), join(folder, name));
      if (!/^[a-z][a-z0-9-]*$/.test(id))
        problems.push(
          `${shown}: the file name must be a lower-case slug such as "${id.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.${collection.format}": it becomes an address`,
        );
      else take(join(folder, name), id, collection.schema);
    }
  }
  return { entries, ids, problems };
}

/** The folder a collection is read from: the overlay's when it has it. */
export const folderOf = (name: string, dirs: { root: string; overlay?: string }) =>
  dirs.overlay && existsSync(join(dirs.overlay, name))
    ? join(dirs.overlay, name)
    : join(dirs.root, name);
