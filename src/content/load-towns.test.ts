// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from './load-content';
import { routesFor } from '../pages/registry';
import { copyOfContent, problemsOf, removeCopies } from '../../tests/fixtures/content-copy';
import * as launchCheck from '../config/launch-check';
import { agedFactWarnings } from '../../scripts/build-summary.mjs';

afterEach(removeCopies);

/** The test company's towns: one with a page, and a copy of it cut to two facts under another town. */
async function townsOf(dir: string) {
  const first = (await loadContent({ root: dir })).towns.find((town) => town.hasPage)!;
  const other = first.office.areaServed.find(
    (name) => name !== first.name && name !== first.office.city,
  )!;
  const lines = readFileSync(join(dir, 'towns', `${first.id}.md`), 'utf8').split('\n');
  const third = lines.findIndex(
    (line, i) =>
      line.startsWith('  - kind:') &&
      lines.slice(0, i).filter((l) => l.startsWith('  - kind:')).length === 2,
  );
  const end = lines.indexOf('---', 1);
  writeFileSync(
    join(dir, 'towns', 'two-facts.md'),
    [...lines.slice(0, third), ...lines.slice(end)]
      .join('\n')
      .replace(`name: ${first.name}`, `name: ${other}`)
      .replace(/postalAreas:\n( {2}- \w+\n)+/, ''),
  );
  const content = await loadContent({ root: dir });
  const withPage = content.towns.find((town) => town.id === first.id)!;
  const without = content.towns.find((town) => town.id === 'two-facts')!;
  return { content, withPage, without };
}

describe('the towns', () => {
  it('give a town of three facts or more a page under its office, and one of fewer a warning and no page', async () => {
    const { dir } = copyOfContent();
    const { content, withPage, without } = await townsOf(dir);
    const routes = routesFor(content);
    const page = routes.find((route) => route.path === withPage.path)!;
    expect(page.trail.map((crumb) => crumb.path).slice(-2)).toEqual([
      `/locations/${withPage.office.id}/`,
      withPage.path,
    ]);
    expect(routes.some((route) => route.path === without.path)).toBe(false);
    const office = routes.find((route) => route.path === `/locations/${without.office.id}/`)!;
    expect(office.warnings.join('\n')).toContain(
      `${without.file}: ${without.name} has ${without.facts.length} facts with a source; a town needs 3`,
    );
  });

  it('warn of a town page that gives fewer than two lines to call beside ours, and not of one with two', async () => {
    const { dir, edit } = copyOfContent();
    const { withPage } = await townsOf(dir);
    const lines = withPage.facts.filter((fact) => fact.phone && fact.kind !== 'program');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(withPage.warnings.join('\n')).not.toContain('line to call');
    // Its lines become facts to know: a kind that is no line.
    edit(`towns/${withPage.id}.md`, (text) =>
      text.replace(/kind: (?:water|'311'|power|gas)\n/g, 'kind: risk\n'),
    );
    const town = (await loadContent({ root: dir })).towns.find((each) => each.id === withPage.id)!;
    expect(town.warnings).toContainEqual(
      expect.stringContaining(
        `${town.file}: ${town.name}'s page gives no line to call beside ours`,
      ),
    );
  });

  it('refuses a page whose words are another town’s with the names swapped, naming both files', async () => {
    const { dir, edit } = copyOfContent();
    const { withPage } = await townsOf(dir);
    const other = withPage.office.areaServed.find(
      (name) => name !== withPage.name && name !== withPage.office.city,
    )!;
    const copy = readFileSync(join(dir, 'towns', `${withPage.id}.md`), 'utf8').replaceAll(
      withPage.name,
      other,
    );
    writeFileSync(join(dir, 'towns', 'swapped.md'), copy);
    edit(`towns/${withPage.id}.md`, (text) => text);
    const problems = await problemsOf(dir);
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `towns/${withPage.id}\\.md and .*towns/swapped\\.md have 100% of their words in common`,
        ),
      ),
    );
  });

  it('refuses a town whose office does not serve it, and postal areas its office does not list', async () => {
    const { dir, edit } = copyOfContent();
    const { withPage } = await townsOf(dir);
    edit(`towns/${withPage.id}.md`, (text) =>
      text
        .replace(`name: ${withPage.name}`, 'name: Atlantis')
        .replace(/postalAreas:\n( {2}- \w+\n)+/, 'postalAreas:\n  - X0A\n'),
    );
    const problems = await problemsOf(dir);
    expect(problems).toContainEqual(
      expect.stringContaining(
        `${withPage.id}.md: office "${withPage.office.id}" does not serve Atlantis`,
      ),
    );
    edit(`towns/${withPage.id}.md`, (text) =>
      text.replace('name: Atlantis', `name: ${withPage.name}`),
    );
    expect(await problemsOf(dir)).toContainEqual(
      expect.stringContaining(
        `${withPage.id}.md: postalAreas X0A is not among the postal-code areas`,
      ),
    );
  });

  it('refuse a fact checked on a day still to come', async () => {
    const { dir, edit } = copyOfContent();
    const { withPage } = await townsOf(dir);
    const fact = withPage.facts[0]!;
    edit(`towns/${withPage.id}.md`, (text) =>
      text.replace(`checked: ${fact.checked}`, 'checked: 2999-01-01'),
    );
    expect(await problemsOf(dir)).toContainEqual(
      expect.stringContaining(
        `${withPage.id}.md: facts[0].checked 2999-01-01 is after today: write the day you read ${fact.source}`,
      ),
    );
  });

  it('list a fact checked 12 months ago or more, with its source, in launch-check and the build', async () => {
    const { dir, edit } = copyOfContent();
    const { withPage } = await townsOf(dir);
    const fact = withPage.facts[0]!;
    edit(`towns/${withPage.id}.md`, (text) =>
      text.replace(`checked: ${fact.checked}`, 'checked: 2020-01-31'),
    );
    // The owner's other facts age too, a year after they were read: this fact alone.
    const aged = launchCheck
      .agedTownFacts({ root: dir }, new Date().toISOString().slice(0, 10))
      .filter((each) => each.file.endsWith(`towns/${withPage.id}.md`) && each.field === 'facts[0]');
    expect(aged).toEqual([
      expect.objectContaining({ field: 'facts[0]', checked: '2020-01-31', source: fact.source }),
    ]);
    // The build says the same at its end, a line a fact, and the page is no less built.
    const build = agedFactWarnings(launchCheck, { overlay: dir, today: new Date() });
    expect(build.filter((line) => line.includes(`towns/${withPage.id}.md: facts[0]`))).toEqual([
      expect.stringContaining(`read ${fact.source} again`),
    ]);
    const routes = routesFor(await loadContent({ root: dir }));
    expect(routes.map((route) => route.path)).toContain(withPage.path);
  });

  it('list a storm check of the surge’s office page checked 12 months ago or more, as a town’s fact', async () => {
    const { dir, edit } = copyOfContent();
    let source = '';
    edit('pages/page-text.json', (json) => {
      const text = JSON.parse(json) as { surge: { checks: { checked: string; source: string }[] } };
      text.surge.checks[0]!.checked = '2020-01-31';
      source = text.surge.checks[0]!.source;
      return JSON.stringify(text);
    });
    const aged = launchCheck.agedTownFacts({ root: dir }, new Date().toISOString().slice(0, 10));
    expect(aged).toContainEqual(
      expect.objectContaining({ field: 'surge.checks[0]', checked: '2020-01-31', source }),
    );
  });

  it('list a rule of the check-us page, a disaster program’s fact and a registration checked 12 months ago or more', async () => {
    const { dir, edit } = copyOfContent();
    let source = '';
    edit('pages/check-us.json', (json) => {
      const text = JSON.parse(json) as { law: { rules: { checked: string; source: string }[] } };
      text.law.rules[0]!.checked = '2020-01-31';
      source = text.law.rules[0]!.source;
      return JSON.stringify(text);
    });
    let programSource = '';
    edit('pages/when-insurance-does-not-pay.json', (json) => {
      const text = JSON.parse(json) as {
        programs: { facts: { checked: string; source: string }[] }[];
      };
      text.programs[1]!.facts[2]!.checked = '2020-03-01';
      programSource = text.programs[1]!.facts[2]!.source;
      return JSON.stringify(text);
    });
    const [registration] = (await loadContent({ root: dir })).certifications;
    edit(`certifications/${registration!.id}.json`, (json) =>
      json.replace(`"${registration!.checked}"`, '"2020-02-01"'),
    );
    const aged = launchCheck.agedTownFacts({ root: dir }, new Date().toISOString().slice(0, 10));
    expect(aged).toContainEqual(
      expect.objectContaining({ field: 'law.rules[0]', checked: '2020-01-31', source }),
    );
    expect(aged).toContainEqual(
      expect.objectContaining({
        field: 'programs[1].facts[2]',
        checked: '2020-03-01',
        source: programSource,
      }),
    );
    expect(aged).toContainEqual(
      expect.objectContaining({
        field: 'checked',
        checked: '2020-02-01',
        source: registration!.verifyUrl,
      }),
    );
  });

  it('list, in launch-check, a town that names no gas or no power utility', async () => {
    const { dir } = copyOfContent();
    const towns = (await loadContent({ root: dir })).towns;
    const listed = launchCheck.townsWithoutUtilities({ root: dir });
    for (const town of towns) {
      const missing = (['gas', 'power'] as const).filter(
        (kind) => !town.facts.some((fact) => fact.kind === kind),
      );
      expect(listed.find((each) => each.town === town.name)?.missing ?? []).toEqual(missing);
    }
    expect(listed.length).toBeGreaterThan(0);
  });
});
