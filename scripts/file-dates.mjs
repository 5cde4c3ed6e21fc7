// @ts-check
/**
 * The day each file a page is made from last changed, for the sitemap: its last commit, or its
 * modification time where git cannot tell (a copy without history, a file changed or not yet
 * committed, one outside the repository). Git is asked once a build, not twice a file: a build
 * reads some fifty files, and two git processes a file cost it over a second.
 */
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';

/** What starts each commit's line in the log below: no file's name starts with it. */
const COMMIT = '\u0001';

/**
 * Each file's newest day in `git log --format=%x01%cs --name-only` (the log runs newest first).
 * @param {string} log
 * @returns {Map<string, string>}
 */
export function lastCommitDays(log) {
  /** @type {Map<string, string>} */
  const days = new Map();
  let day = '';
  for (const line of log.split('\n')) {
    if (line.startsWith(COMMIT)) day = line.slice(1);
    else if (line && day && !days.has(line)) days.set(line, day);
  }
  return days;
}

/**
 * The paths `git status --porcelain -z` names: each changed, added or untracked file, and the old
 * name of one renamed.
 * @param {string} status
 * @returns {Set<string>}
 */
export function changedPaths(status) {
  const entries = status.split('\0');
  /** @type {Set<string>} */
  const paths = new Set();
  for (let at = 0; at < entries.length; at++) {
    const entry = entries[at];
    if (!entry) continue;
    paths.add(entry.slice(3));
    if (/^[RC]/.test(entry) && entries[at + 1]) paths.add(/** @type {string} */ (entries[++at]));
  }
  return paths;
}

/** @param {string[]} args @param {string} [cwd] */
const git = (args, cwd) => {
  const ran = spawnSync('git', ['-c', 'core.quotePath=false', ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return ran.status === 0 ? ran.stdout : null;
};

/**
 * A function from a file's path (from `cwd`) to its day (YYYY-MM-DD), git asked on its first call.
 * @param {string} [cwd]
 * @returns {(file: string) => string}
 */
export function fileDates(cwd = process.cwd()) {
  /** @type {{ root: string, days: Map<string, string>, changed: Set<string> } | null | undefined} */
  let repository;
  const known = () => {
    if (repository !== undefined) return repository;
    const root = git(['rev-parse', '--show-toplevel'], cwd)?.trim();
    const log = root ? git(['log', `--format=${COMMIT}%cs`, '--name-only'], root) : null;
    const status = root
      ? git(['status', '--porcelain', '-z', '--untracked-files=all'], root)
      : null;
    repository =
      root && log !== null && status !== null
        ? { root, days: lastCommitDays(log), changed: changedPaths(status) }
        : null;
    return repository;
  };
  /** @type {Map<string, string>} */
  const dates = new Map();
  return (file) => {
    const kept = dates.get(file);
    if (kept) return kept;
    const repo = known();
    const full = resolve(cwd, file);
    const path = repo && relative(repo.root, full).split(sep).join('/');
    const committed = repo && path && !repo.changed.has(path) ? repo.days.get(path) : undefined;
    const date = committed ?? statSync(full).mtime.toISOString().slice(0, 10);
    dates.set(file, date);
    return date;
  };
}
