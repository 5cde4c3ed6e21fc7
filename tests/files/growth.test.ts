import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, test } from 'vitest';
import { paths } from '../../src/domain/paths';
import { pageFile } from '../fixtures/built-site';
import { builtSites } from './sites';

// A company of two offices, of three and of thirty, as its build writes the pages that list the
// offices (the browser stories on a phone: tests/e2e/growth.spec.ts).
const [two, three, thirty] = await builtSites('site', 'three', 'thirty');

/** The script every page loads, as the landing page names it, and its size gzipped. */
const firstScriptOf = (distDir: string) => {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const file = /data-island-script="\/([^"]+\.js)"/.exec(html)![1]!;
  const text = readFileSync(join(distDir, file), 'utf8');
  return { file, text, gzipped: gzipSync(text, { level: 9 }).length };
};

describe.each([two!, three!, thirty!])(
  'at $site.offices.length offices',
  ({ site, content, dir }) => {
    test('the script every page loads names no office: a tenth or a thirtieth adds nothing to it', () => {
      const { file, text, gzipped } = firstScriptOf(dir);
      for (const office of site.offices) {
        expect(text.includes(office.phone), `${file} carries ${office.city}'s line`).toBe(false);
        for (const area of office.postalAreas ?? [])
          expect(text.includes(`"${area}"`), `${file} carries ${office.city}'s areas`).toBe(false);
      }
      if (site.offices.length > 3)
        expect(Math.abs(gzipped - firstScriptOf(three!.dir).gzipped)).toBeLessThanOrEqual(1024);
    });

    test('a section that lists every office stands in at least as tall as its rows, by a class the stylesheet has', () => {
      const html = readFileSync(join(dir, 'index.html'), 'utf8');
      const standIns = [...html.matchAll(/class="render-when-near[^"]*?\b(stand-in-(\d+))\b/g)];
      if (site.offices.length <= 5) return expect(standIns).toEqual([]);
      expect(standIns.length).toBeGreaterThan(0);
      for (const [, name, count] of standIns) {
        expect(Number(count)).toBeGreaterThanOrEqual(site.offices.length);
        expect(html).toContain(`.${name}{--stand-in:calc(1600px + 48px * ${count})}`);
      }
    });

    // Every page of the two- and three-office builds is validated too (pages.test.ts).
    test('the pages that list the offices are valid HTML, each id once', async () => {
      const validator = new HtmlValidate(new FileSystemConfigLoader());
      for (const path of [
        '/',
        paths.locations,
        paths.service(content.services[0]!.slug),
        paths.location(site.offices.at(-1)!.id),
      ]) {
        const report = await validator.validateFile(join(dir, pageFile(path)));
        const problems = report.results.flatMap((result) =>
          result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
        );
        expect(problems, path).toEqual([]);
      }
    });
  },
);
