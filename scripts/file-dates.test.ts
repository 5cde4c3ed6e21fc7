// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { changedPaths, fileDates, lastCommitDays } from './file-dates.mjs';

const GIT_SETTINGS = [
  'user.name=T',
  'user.email=t@example.com',
  'commit.gpgsign=false',
  'core.hooksPath=/dev/null',
].flatMap((setting) => ['-c', setting]);

describe('the day a page’s files last changed', () => {
  it('is the newest commit that names the file', () => {
    const log = [
      '\u00012026-11-30',
      '',
      'content/a.json',
      '',
      '\u00012026-11-02',
      '',
      'content/a.json',
      'content/b.md',
    ];
    expect(lastCommitDays(log.join('\n'))).toEqual(
      new Map([
        ['content/a.json', '2026-11-30'],
        ['content/b.md', '2026-11-02'],
      ]),
    );
  });

  it('names every file changed, added, untracked or renamed, and the old name of one renamed', () => {
    const status = [
      ' M content/a.json',
      '?? content/new.md',
      'R  content/c.md',
      'content/old.md',
      'A  x y.md',
      '',
    ];
    expect(changedPaths(status.join('\0'))).toEqual(
      new Set(['content/a.json', 'content/new.md', 'content/c.md', 'content/old.md', 'x y.md']),
    );
  });

  describe('in a repository', () => {
    const repo = mkdtempSync(join(tmpdir(), 'file-dates-'));
    const outside = mkdtempSync(join(tmpdir(), 'file-dates-outside-'));
    afterAll(() => [repo, outside].forEach((dir) => rmSync(dir, { recursive: true, force: true })));
    const git = (...args: string[]) =>
      // The owner's own git settings (a signing key, hooks) are not this repository's.
      execFileSync('git', [...GIT_SETTINGS, ...args], {
        cwd: repo,
        env: { ...process.env, GIT_COMMITTER_DATE: '2024-05-06T12:00:00Z' },
      });
    const aDay = (file: string, day: string) => utimesSync(file, new Date(day), new Date(day));

    it('takes a committed file’s last commit, and the modification day of one changed since or outside', () => {
      git('init', '-q');
      for (const name of ['kept.json', 'edited.json']) writeFileSync(join(repo, name), '{}');
      git('add', '.');
      git('commit', '-q', '-m', 'first');
      writeFileSync(join(repo, 'edited.json'), '{"a":1}');
      writeFileSync(join(repo, 'new.json'), '{}');
      writeFileSync(join(outside, 'other.json'), '{}');
      for (const file of [
        join(repo, 'edited.json'),
        join(repo, 'new.json'),
        join(outside, 'other.json'),
      ])
        aDay(file, '2025-02-03T12:00:00Z');
      const dayOf = fileDates(repo);
      expect(dayOf('kept.json')).toBe('2024-05-06');
      expect(dayOf(join(repo, 'kept.json'))).toBe('2024-05-06');
      expect(dayOf('edited.json')).toBe('2025-02-03');
      expect(dayOf('new.json')).toBe('2025-02-03');
      expect(dayOf(join(outside, 'other.json'))).toBe('2025-02-03');
    });
  });
});
