import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { callBackWithin, onSiteWithin } from '../../src/content/response-times';
import { hasPromiseMark } from '../../src/content/surge';
import { paths } from '../../src/domain/paths';
import { SITES } from '../fixtures/sites.mjs';
import { builtSite, graphOf, pageDocument, textOf } from './sites';

/** Every text file a build writes, by its path in the build. */
const textFiles = (dir: string, under = ''): string[] =>
  readdirSync(join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const path = join(under, entry.name);
    if (entry.isDirectory()) return path === 'admin' ? [] : textFiles(dir, path);
    return /\.(html|xml|json|webmanifest|txt|js)$/.test(entry.name) && !path.startsWith('assets')
      ? [path]
      : [];
  });

test('no file any company’s build writes still holds a promise’s mark: each page wrote its own words', () => {
  for (const { dir } of Object.values(SITES))
    for (const file of textFiles(dir))
      expect(hasPromiseMark(readFileSync(join(dir, file), 'utf8')), `${dir}/${file}`).toBe(false);
});

describe('the three-office company, one office in a surge, read as a crawler reads it', async () => {
  const built = await builtSite('three');
  const held = built.site.offices.find((office) => office.surge)!;
  const usual = [onSiteWithin(built.site.response), callBackWithin(built.site.response)];
  const heldPages = [
    paths.location(held.id),
    ...built.content.towns
      .filter((town) => town.hasPage && town.office.id === held.id)
      .map((town) => town.path),
  ];

  test('no page of the office in surge says a usual promise, in its text or its structured data; its share image was drawn without it', () => {
    expect(held.surge).toBeDefined();
    for (const path of heldPages) {
      const document = pageDocument(built, path);
      const text = [
        textOf(document.body),
        document.querySelector('meta[name="description"]')?.getAttribute('content'),
        JSON.stringify(graphOf(document)),
      ].join('\n');
      for (const promise of usual) expect(text, `${path}: ${promise}`).not.toContain(promise);
      expect(text, path).toContain(`under ${held.surge!.onSiteHours} hours`);
    }
  });

  test('the other offices’ pages keep their promises', () => {
    for (const office of built.site.offices.filter((each) => !each.surge))
      expect(textOf(pageDocument(built, paths.location(office.id)).body)).toContain(usual[0]);
  });
});
