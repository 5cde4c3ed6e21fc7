// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from './load-content';
import { copyOfContent, problemsOf, removeCopies } from '../../tests/fixtures/content-copy';
import { routesFor } from '../pages/registry';
import { pageGraph } from '../seo/structured-data';

afterEach(removeCopies);

const editFile = (dir: string, file: string, change: (text: string) => string) =>
  writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')));

/**
 * The openings as the build reads them: Ontario's posting rules refuse a posting that breaks
 * them, for a company of 25 or more, naming the file, the field and the rule; elsewhere the same
 * findings are warnings; an opening past its last day leaves the careers page, the sitemap and
 * the structured data. On a copy of content/ with the test company's facts (three offices, one
 * of them moved to Ontario here), so nothing relies on the example's.
 */
const LAWFUL = `---
title: Site supervisor
office: ottawa
employmentType: full-time
summary: Lead two crews on water and fire losses across Ottawa.
pay:
  from: 62000
  to: 78000
  per: year
existingVacancy: true
artificialIntelligence:
  used: false
posted: 2026-11-01
closes: 2027-03-01
asks:
  - Three years leading restoration crews
  - IICRC WRT and ASD
offers:
  - A company truck
---
You plan each day's work for two crews and meet the adjusters on site.
`;

/** The test company, its Ottawa office in Ontario, a lawful Ontario posting, and `employees`. */
function companyWithOntarioOpening(employees: number) {
  const { dir, edit } = copyOfContent();
  edit('offices/ottawa.md', (md) =>
    md
      .replace(/^region: .*$/m, 'region: ON')
      .replace(/^locality: .*$/m, 'locality: Ottawa')
      .replace(/^postalCode: .*$/m, 'postalCode: K1P 1A1'),
  );
  edit('settings/site.json', (json) => JSON.stringify({ ...JSON.parse(json), employees }, null, 2));
  const file = 'openings/site-supervisor-ottawa.md';
  writeFileSync(join(dir, file), LAWFUL);
  return { dir, edit: (change: (md: string) => string) => edit(file, change) };
}

const refusals: Array<[string, (md: string) => string, string]> = [
  ['no pay', (md) => md.replace(/^pay:\n(?: {2}.*\n)+/m, ''), 'pay gives no pay'],
  [
    'a range over $50,000',
    (md) => md.replace('to: 78000', 'to: 112001'),
    'pay.to makes a range $50,001 a year wide',
  ],
  [
    'an hourly range over $50,000 a year ($20 to $60 an hour)',
    (md) => md.replace(/^pay:\n(?: {2}.*\n)+/m, 'pay:\n  from: 20\n  to: 60\n  per: hour\n'),
    'pay.to makes a range $83,200 a year wide (at 40 hours a week, 52 weeks)',
  ],
  [
    '"Canadian experience" in the schedule',
    (md) => md.replace('posted:', 'conditions:\n  - Must have worked in Canada\nposted:'),
    'conditions[0] asks for Canadian experience',
  ],
  [
    'no vacancy statement',
    (md) => md.replace('existingVacancy: true\n', ''),
    'existingVacancy does not say whether the posting is for an existing vacancy',
  ],
  [
    'no AI statement',
    (md) => md.replace(/^artificialIntelligence:\n {2}used: false\n/m, ''),
    'artificialIntelligence does not say whether artificial intelligence is used',
  ],
  [
    '"Canadian experience"',
    (md) => md.replace('  - IICRC WRT and ASD', '  - Canadian experience in restoration'),
    'asks[1] asks for Canadian experience',
  ],
];

describe("Ontario's posting rules, in the build", () => {
  it('let a lawful Ontario posting through', async () => {
    const { dir } = companyWithOntarioOpening(30);
    expect(await problemsOf(dir)).toEqual([]);
  });

  for (const [what, change, rule] of refusals)
    it(`refuse a posting with ${what}, naming the file, the field and the rule`, async () => {
      const { dir, edit } = companyWithOntarioOpening(30);
      edit(change);
      expect(await problemsOf(dir)).toEqual([
        expect.stringMatching(
          new RegExp(
            `openings/site-supervisor-ottawa\\.md: ${rule.replace(/[$.[\]()]/g, '\\$&')}.*Ontario's Employment Standards Act, for an employer of 25 or more`,
          ),
        ),
      ]);
    });

  it("read the application form's intro, labels and hints too", async () => {
    const { dir } = companyWithOntarioOpening(30);
    editFile(dir, 'pages/request-forms.json', (json) => {
      const words = JSON.parse(json) as { application: { intro: string } };
      words.application.intro += ' Expérience canadienne requise.';
      return JSON.stringify(words, null, 2);
    });
    expect(await problemsOf(dir)).toEqual([
      expect.stringContaining('asks for Canadian experience'),
    ]);
    editFile(dir, 'pages/request-forms.json', (json) => {
      const words = JSON.parse(json) as {
        application: { intro: string };
        shared: { fileLimit: string };
      };
      words.application.intro = 'A few minutes on your phone.';
      words.shared.fileLimit += ' Mention your Canadian work experience.';
      return JSON.stringify(words, null, 2);
    });
    expect(await problemsOf(dir)).toEqual([
      expect.stringContaining('asks for Canadian experience'),
    ]);
  });

  it('refuse an Ontario opening while the application says nothing of accommodation (AODA, s. 22)', async () => {
    const { dir } = companyWithOntarioOpening(10);
    editFile(dir, 'pages/request-forms.json', (json) => {
      const words = JSON.parse(json) as { application: { accommodation?: string } };
      delete words.application.accommodation;
      return JSON.stringify(words, null, 2);
    });
    expect(await problemsOf(dir)).toEqual([
      expect.stringMatching(
        /request-forms\.json: application\.accommodation is missing: site-supervisor-ottawa is an opening in Ontario/,
      ),
    ]);
  });

  it('hold a posting to the size the company had on the day it was posted', async () => {
    const { dir, edit } = companyWithOntarioOpening(30);
    edit((md) => md.replace('existingVacancy: true\n', 'employeesWhenPosted: 20\n'));
    expect(await problemsOf(dir)).toEqual([]);
    edit((md) => md.replace('employeesWhenPosted: 20\n', 'employeesWhenPosted: 25\n'));
    expect(await problemsOf(dir)).toEqual([
      expect.stringContaining('existingVacancy does not say'),
    ]);
  });

  it('only warn for a company of fewer than 25, and outside Ontario', async () => {
    const { dir, edit } = companyWithOntarioOpening(24);
    edit((md) => md.replace('existingVacancy: true\n', ''));
    const content = await loadContent({ root: dir });
    const careers = routesFor(content).find((route) => route.path === '/careers/')!;
    expect(careers.warnings).toEqual([
      expect.stringContaining(
        'site-supervisor-ottawa.md: existingVacancy does not say whether the posting is for an existing vacancy',
      ),
    ]);
  });
});

describe('an opening past its last day', () => {
  it('leaves the careers page, the sitemap and the structured data at the first build after midnight where the work is', async () => {
    const { dir } = companyWithOntarioOpening(30);
    const title = 'Site supervisor';
    const path = '/careers/site-supervisor-ottawa/';
    const jobsOf = async (now: string) => {
      const content = await loadContent({ root: dir, today: new Date(now) });
      const routes = routesFor(content);
      const page = routes.find((route) => route.path === path)!;
      const list = routes.find((route) => route.path === '/careers/')!;
      const graph = pageGraph(page, content.siteConfig, content.services) as {
        '@graph': Array<{ '@type': string }>;
      };
      return {
        listed: renderToStaticMarkup(list.render(list)).includes(title),
        inSitemap: routes.some((route) => route.indexable && route.path === path),
        posting: graph['@graph'].some((node) => node['@type'] === 'JobPosting'),
      };
    };
    // Its last day ends at midnight in Ottawa, five hours behind UTC in March.
    expect(await jobsOf('2027-03-02T04:30:00Z')).toEqual({
      listed: true,
      inSitemap: true,
      posting: true,
    });
    expect(await jobsOf('2027-03-02T05:30:00Z')).toEqual({
      listed: false,
      inSitemap: false,
      posting: false,
    });
  });
});
