// @vitest-environment node
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Each path the developers' guide's folder map names, with the words written beside it. */
function folderMap(): Array<{ path: string; words: string }> {
  const guide = readFileSync('docs/how-the-site-is-built.md', 'utf8');
  const from = guide.indexOf('```\n', guide.indexOf('## Folder map')) + 4;
  const lines = guide.slice(from, guide.indexOf('\n```', from)).split('\n');
  const rows: Array<{ paths: string[]; words: string }> = [];
  for (const line of lines) {
    const row = /^( {0,2})(\S.*?)(?: {2,}(.*))?$/.exec(line);
    if (row && !line.startsWith('   ')) {
      const under = row[1] ? 'src/' : '';
      rows.push({
        paths: row[2]!.split(/,\s*/).map((name) => `${under}${name}`),
        words: row[3] ?? '',
      });
    } else if (rows.length > 0) rows.at(-1)!.words += ` ${line.trim()}`;
  }
  return rows.flatMap(({ paths, words }) => paths.map((path) => ({ path, words })));
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? [entry, ...filesUnder(path)] : [entry];
  });

describe("the developers' guide's folder map", () => {
  const map = folderMap();
  const named = new Set(map.map(({ path }) => path.replace(/\/$/, '')));

  it('names only what is there, and every file it names in a folder is in that folder', () => {
    expect(map.length).toBeGreaterThan(20);
    for (const { path, words } of map) {
      expect(existsSync(path), `${path} (the folder map)`).toBe(true);
      if (!statSync(path).isDirectory()) continue;
      const inside = new Set(filesUnder(path));
      for (const [file] of words.matchAll(/(?<![\w/.-])[\w-]+\.(?:tsx?|m?js|css|md|png|json)\b/g))
        expect(inside.has(file), `${path} holds no ${file}, which the folder map names`).toBe(true);
    }
  });

  it('names every folder of src/, every file at its top, every guide in docs/ and every fixture', () => {
    const folders = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((entry) => [join(dir, entry.name), ...folders(join(dir, entry.name))]);
    // A folder of folders alone (src/forms/) is named by its folders.
    const isNamed = (folder: string) =>
      named.has(folder) || [...named].some((path) => path.startsWith(`${folder}/`));
    for (const folder of folders('src'))
      expect(isNamed(folder), `${folder}/ is not in the folder map`).toBe(true);
    const top = readdirSync('src', { withFileTypes: true }).filter((entry) => entry.isFile());
    for (const file of top) expect([...named], `src/${file.name}`).toContain(`src/${file.name}`);
    const wordsOf = (path: string) => map.find((row) => row.path === path)?.words ?? '';
    for (const [folder, words] of [
      ['docs', wordsOf('docs/')],
      ['tests/fixtures', wordsOf('tests/fixtures/')],
    ] as const)
      for (const entry of readdirSync(folder))
        expect(words, `${folder}/${entry} is not in the folder map`).toContain(entry);
  });
});
