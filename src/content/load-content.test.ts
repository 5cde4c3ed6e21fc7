// @vitest-environment node
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from './load-content';
import { pagePromises } from './page-promises';
import { promisesAt } from './surge';
import { copyOfContent, problemsOf, removeCopies } from '../../tests/fixtures/content-copy';
import { routesFor } from '../pages/registry';

afterEach(removeCopies);

const FIXTURE = 'tests/fixtures/three-offices';

describe('the content files', () => {
  it('make the site: the spec’s three cards in its order, offices in their order, every placeholder filled', async () => {
    const content = await loadContent();
    expect(content.services.filter((s) => s.landing === 'card').map((s) => s.title)).toEqual([
      'Water Damage Restoration',
      'Fire Damage Restoration',
      'Equipment Services',
    ]);
    expect(content.siteConfig.offices.map((office) => office.id)).toEqual(['calgary', 'toronto']);
    const {
      pageText,
      formText,
      requestForms,
      profile,
      managers,
      careers,
      check,
      uninsured,
      sign,
      drying,
      ...filled
    } = content;
    expect(JSON.stringify(filled)).not.toContain('{{');
    // The business forms, the profile and the documents name what only the browser or the page
    // knows: the time, a file's name, a document's facts.
    const named = (words: unknown) =>
      [...new Set([...JSON.stringify(words).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort();
    expect(named(requestForms)).toEqual(['email', 'file', 'label', 'most', 'size', 'time']);
    // An opening's page fills its own facts in the careers page's words.
    expect(named(careers)).toEqual([
      'city',
      'date',
      'email',
      'how',
      'opening',
      'pay',
      'title',
      'type',
      'url',
    ]);
    expect(named(profile)).toEqual(['file', 'time']);
    // The check-us page names each registration's day, each rule's source and an office's city.
    expect(named(check)).toEqual(['city', 'date', 'source']);
    expect(named(uninsured)).toEqual(['date', 'program', 'source']);
    expect(named(sign)).toEqual(['date', 'paper', 'size', 'source']);
    expect(named(drying)).toEqual(['city', 'date', 'price', 'rate', 'source']);
    expect(named(managers)).toEqual(['issuer', 'number', 'validUntil']);
    // What follows a sent request names the time, the office and the reference as it is sent.
    const left = new Set(
      [...JSON.stringify(formText).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]),
    );
    expect([...left].sort()).toEqual(['city', 'reference', 'time', 'try']);
    expect(pageText.homeDescription).not.toContain('{{');
  });

  it('state the promises and claims of the settings, never typed ones', async () => {
    const fixture = await loadContent({ overlay: FIXTURE, today: new Date(2026, 5, 1) });
    // The promises a surge may suspend are written with each page (src/content/surge.ts).
    const text = promisesAt(
      JSON.stringify([fixture.services, fixture.about, fixture.legal]),
      (office) => pagePromises(fixture.siteConfig, office),
      null,
      new Date(),
    );
    expect(text).toContain('under 90 minutes');
    expect(text).not.toMatch(/60 minutes|<60/);
    expect(fixture.about.stats.map((stat) => stat.number)).toEqual(['1200+', '25+', '<90']);
    expect(fixture.about.credentials.at(-1)).toBe(
      'Licensed, bonded and insured in Alberta, Quebec and Nova Scotia',
    );
    const own = await loadContent();
    expect(own.about.credentials.at(-1)).toBe('Licensed and insured in Alberta and Ontario');
    expect(JSON.stringify([own.about, own.services, own.legal])).not.toMatch(/bonded/i);
  });

  it('list the areas of the offices that provide each service', async () => {
    const { services } = await loadContent({ overlay: FIXTURE });
    const coverage = Object.fromEntries(services.map((s) => [s.slug, s.details.coverage]));
    expect(coverage['water-damage-restoration']!.slice(-3)).toEqual([
      'Edmonton and area',
      'Ottawa and area',
      'Halifax and area',
    ]);
    // The fixture's Halifax office rents no equipment.
    expect(coverage['equipment-services']!.slice(-2)).toEqual([
      'Edmonton and area',
      'Ottawa and area',
    ]);
  });

  it('name every office and province in the legal texts, dated from the settings', async () => {
    const { legal, siteConfig } = await loadContent({ overlay: FIXTURE });
    const text = (doc: { sections: Array<{ paragraphs: string[] }> }) =>
      doc.sections.flatMap((section) => section.paragraphs).join('\n');
    expect(legal.privacy.updated).toBe('Last updated: March 2, 2026');
    for (const office of siteConfig.offices)
      expect(text(legal.privacy)).toContain(office.streetAddress);
    expect(legal.terms.updated).toBe('Last updated: November 30, 2025');
    expect(text(legal.terms)).toContain(
      'governed by the laws of Alberta for work in Alberta, the laws of Quebec for work in Quebec and the laws of Nova Scotia for work in Nova Scotia,',
    );
    expect(text(legal.terms)).toContain('in and around Edmonton, Ottawa and Halifax.');
  });

  it('keep a notice in force or still to come, and leave out one that has ended', async () => {
    const { dir, edit } = copyOfContent();
    const notice = {
      text: 'Storm: longer waits.',
      level: 'warning',
      start: '2026-11-20',
      end: '2026-11-30',
    };
    edit('settings/site.json', (json) => JSON.stringify({ ...JSON.parse(json), notice }));
    const on = (day: string) => loadContent({ root: dir, today: new Date(`${day}T12:00:00`) });
    expect((await on('2026-11-10')).siteConfig.notice).toEqual(notice);
    expect((await on('2026-11-30')).siteConfig.notice).toEqual(notice);
    expect((await on('2026-12-01')).siteConfig.notice).toBeUndefined();
  });

  it('count visits only when the settings name a provider, and then the privacy policy names it', async () => {
    const privacyText = (content: Awaited<ReturnType<typeof loadContent>>) =>
      content.legal.privacy.sections.flatMap((section) => section.paragraphs).join('\n');
    const { dir, edit } = copyOfContent();
    const off = await loadContent({ root: dir });
    expect(off.siteConfig.analytics).toBeUndefined();
    expect(privacyText(off)).toContain('does not use cookies, analytics or advertising trackers');
    expect(privacyText(off)).not.toMatch(/Plausible|Umami/);

    const analytics = {
      provider: 'umami',
      origin: 'https://stats.example.com',
      site: 'a-website-id',
      processor: 'our own server in Montreal',
    };
    edit('settings/site.json', (json) => JSON.stringify({ ...JSON.parse(json), analytics }));
    const on = await loadContent({ root: dir });
    expect(on.siteConfig.analytics).toEqual(analytics);
    expect(privacyText(on)).toContain(
      'It counts its visits with Umami, run for us by our own server in Montreal.',
    );
    expect(privacyText(on)).toContain('Global Privacy Control');
  });
});

describe('a mistake in a content file stops the build, naming the file and the field', () => {
  it('names every mistake in every file at once', async () => {
    const { dir, edit } = copyOfContent();
    edit('services/water-damage-restoration.md', (md) => md.replace(/^title: .*\n/m, ''));
    edit('services/mold-remediation.md', (md) => md.replace(/^landing: .*$/m, 'landing: banner'));
    edit('offices/edmonton.md', (md) => md.replace(/^phone: .*$/m, 'phone: 555-12'));
    edit('testimonials/dana-sump-pump.json', (json) => {
      const { source: _source, ...rest } = JSON.parse(json) as Record<string, unknown>;
      return JSON.stringify(rest);
    });
    edit('jobs/st-albert-basement.md', (md) => md.replace(/^ {2}alt: A finished.*$/m, '  alt: ""'));
    edit('legal/terms.md', (md) => `${md}\nCall {{emergencyLine}} any time.\n`);

    const problems = await problemsOf(dir);
    const expected = [
      'services/water-damage-restoration.md: title is missing',
      'services/mold-remediation.md: landing "banner" must be card or link',
      'offices/edmonton.md: phone "555-12" cannot become an E.164 number',
      'testimonials/dana-sump-pump.json: source is missing',
      'jobs/st-albert-basement.md: before.alt "" is missing: describe what the photo shows',
      'legal/terms.md: body names an unknown placeholder {{emergencyLine}}',
    ];
    for (const problem of expected)
      expect(
        problems.some((p) => p.includes(problem)),
        `${problem}\nin:\n${problems.join('\n')}`,
      ).toBe(true);
    expect(problems).toHaveLength(expected.length);
  });

  it('refuses a text that says a word twice, once its placeholders are filled', async () => {
    const { dir, edit } = copyOfContent();
    // Words of the test's own: an owner's copy has its own story and mission.
    edit('pages/about.json', (json) =>
      JSON.stringify({
        ...JSON.parse(json),
        story: 'We reply within {{inquiryReply}} to every e-mail.',
        mission: 'To to be there first.',
      }),
    );
    const problems = await problemsOf(dir);
    expect(problems).toEqual([
      expect.stringMatching(
        /pages\/about\.json: story says a word twice: "reply within within \d+": take one out \(a placeholder already says it\)$/,
      ),
      expect.stringMatching(
        /pages\/about\.json: mission says a word twice: "To to be": take one out$/,
      ),
    ]);
  });

  it("lets a page's words name a page's own placeholders only where the page fills them", async () => {
    const { dir, edit } = copyOfContent();
    edit('pages/page-text.json', (json) => {
      const text = JSON.parse(json) as {
        servicePage: Record<string, string>;
        officePage: { card: Record<string, string> };
      };
      text.servicePage.questionsHeading = 'Questions about {{service}}';
      text.officePage.card.line = '{{city}} line, 24/7';
      return JSON.stringify(text);
    });
    const problems = await problemsOf(dir);
    expect(problems).toEqual([
      expect.stringMatching(
        /pages\/page-text\.json: servicePage\.questionsHeading names an unknown placeholder \{\{service\}\}/,
      ),
    ]);
  });

  it('names a misspelt field, a postal-code area that is none, a photo that is not there and an office or service that is none', async () => {
    const { dir, edit } = copyOfContent();
    edit('offices/edmonton.md', (md) => md.replace(/^mobile:/m, 'mobil:'));
    edit('jobs/st-albert-basement.md', (md) =>
      md.replace('/media/basement-after.jpg', '/media/lost.jpg'),
    );
    edit('testimonials/luc-kitchen-fire.json', (json) => json.replace('"ottawa"', '"montreal"'));
    edit('offices/ottawa.md', (md) => md.replace(/^templateId: .*\n/m, ''));
    edit('offices/halifax.md', (md) => md.replace(/^city:/m, 'postalAreas: [b3h, Z9Z]\ncity:'));
    const problems = await problemsOf(dir);
    for (const problem of [
      'offices/ottawa.md: inbox "ottawa@bluewater.test" needs templateId',
      'offices/halifax.md: postalAreas[1] "Z9Z" is not a postal-code area',
      'offices/edmonton.md: mobil is not a field of this collection',
      'jobs/st-albert-basement.md: after.image "/media/lost.jpg" is not a photo',
      'testimonials/luc-kitchen-fire.json: office "montreal" is no office',
    ])
      expect(
        problems.some((p) => p.includes(problem)),
        `${problem}\nin:\n${problems.join('\n')}`,
      ).toBe(true);
  });

  it('refuses a guide without its date or byline, or naming a service that is none', async () => {
    const { dir, edit } = copyOfContent();
    const guide = 'guides/frozen-pipes-in-a-cold-snap.md';
    edit(guide, (md) =>
      md
        .replace(/^published: .*\n/m, '')
        .replace(/^byline: .*\n/m, '')
        .replace('  - water-damage-restoration', '  - water-damage-restoration\n  - plumbing'),
    );
    const problems = await problemsOf(dir);
    for (const problem of [
      `${guide}: published is missing`,
      `${guide}: byline is missing`,
      `${guide}: services[1] "plumbing" is no service`,
    ])
      expect(
        problems.some((p) => p.includes(problem)),
        `${problem}\nin:\n${problems.join('\n')}`,
      ).toBe(true);
  });

  it('refuses a privacy policy that does not speak of the job applications the settings take', async () => {
    const { dir, edit } = copyOfContent();
    edit('legal/privacy.md', (md) => md.replace('{{applications}}', 'We collect what you send.'));
    expect(await problemsOf(dir)).toEqual([
      expect.stringMatching(
        /legal\/privacy\.md: the settings take job applications, which the policy does not speak of: write \{\{applications\}\}/,
      ),
    ]);
  });

  it('refuses a visit counter at an address that is not https, and a privacy policy that does not name it', async () => {
    const { dir, edit } = copyOfContent();
    const analytics = {
      provider: 'plausible',
      site: 'www.example.com',
      processor: 'Plausible Insights OÜ',
    };
    edit('settings/site.json', (json) =>
      JSON.stringify({
        ...JSON.parse(json),
        analytics: { ...analytics, origin: 'http://stats.example.com' },
      }),
    );
    const refused = await problemsOf(dir);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(
      /settings\/site\.json: analytics\.origin "http:\/\/stats\.example\.com" must be the provider's address with https:\/\//,
    );
    edit('settings/site.json', (json) =>
      JSON.stringify({
        ...JSON.parse(json),
        analytics: { ...analytics, origin: 'http://127.0.0.1:4330' },
      }),
    );
    edit('legal/privacy.md', (md) => md.replace('{{visitCounting}}', 'We count nothing.'));
    const unnamed = await problemsOf(dir);
    expect(unnamed).toHaveLength(1);
    expect(unnamed[0]).toMatch(
      /legal\/privacy\.md: the settings count visits with Plausible Analytics, which the policy does not name: write \{\{visitCounting\}\}/,
    );
  });

  it('names a file that cannot be read, and where', async () => {
    const { dir, edit } = copyOfContent();
    edit('settings/site.json', (json) => json.replace('{', '{,'));
    edit('offices/ottawa.md', (md) => md.replace('city: Ottawa', 'city: Ottawa: Gatineau'));
    const problems = await problemsOf(dir);
    expect(problems).toEqual([
      expect.stringMatching(
        /settings\/site\.json: line 1, column 2: a comma with nothing before it: take out this ","$/,
      ),
      expect.stringMatching(
        /offices\/ottawa\.md: line 2, column 7: a value holds ": ".*: put the value in double quotes/,
      ),
    ]);
  });

  it('says what to type in a field left empty, or given the wrong kind of value', async () => {
    const { dir, edit } = copyOfContent();
    edit('services/mold-remediation.md', (md) => md.replace(/^title: .*$/m, 'title:'));
    edit('offices/ottawa.md', (md) => md.replace(/^latitude: .*$/m, 'latitude: north'));
    const problems = await problemsOf(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /offices\/ottawa\.md: latitude "north" must be a number|offices\/ottawa\.md: latitude "north" is not a number/,
        ),
        expect.stringMatching(
          /services\/mold-remediation\.md: title is empty: write its text after the colon$/,
        ),
      ]),
    );
    expect(problems.join('\n')).not.toMatch(/expected \w+, received/);
  });

  it('refuses a service no office provides, and an office that names a service that does not exist', async () => {
    const { dir, edit } = copyOfContent();
    for (const office of ['edmonton', 'ottawa', 'halifax'])
      edit(`offices/${office}.md`, (md) =>
        md
          .replace(/^services:\n(?: {2}- .*\n)+/m, '')
          .replace('---\n\n', 'services:\n  - water-damage-restoration\n  - mold-removal\n---\n\n'),
      );
    const problems = await problemsOf(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('offices/edmonton.md: services[1] "mold-removal" is no service'),
        expect.stringContaining('services/mold-remediation.md: no office provides it'),
      ]),
    );
  });
});

describe('the vendor documents', () => {
  it('offer each PDF while it is valid; past its day it is left off, and the build says which and when', async () => {
    const { dir } = copyOfContent();
    const fresh = await loadContent({ root: dir, today: new Date('2026-12-01T12:00:00Z') });
    expect(fresh.documents.length).toBeGreaterThan(0);
    expect(fresh.documents.every((document) => document.current)).toBe(true);
    const lastDay = fresh.documents[0]!.validUntil;
    const after = new Date(`${lastDay}T12:00:00Z`);
    after.setUTCDate(after.getUTCDate() + 1);
    const later = await loadContent({ root: dir, today: after });
    const expired = later.documents.filter((document) => !document.current);
    expect(expired.map((document) => document.id)).toContain(fresh.documents[0]!.id);
    const managers = routesFor(later).find((route) => route.path === '/property-managers/')!;
    expect(managers.warnings).toContainEqual(
      expect.stringContaining(`"${fresh.documents[0]!.title}" ran out on ${lastDay}`),
    );
  });

  it('refuses a file that is not a PDF, and one that is not there, naming the document', async () => {
    const { dir, edit } = copyOfContent();
    writeFileSync(
      join(dir, 'media/documents/certificate-of-insurance-2099.pdf'),
      'Not a PDF at all',
    );
    edit('documents/wsib-clearance.json', (json) =>
      json.replace('wsib-clearance-2099.pdf', 'wsib-lost.pdf'),
    );
    const problems = await problemsOf(dir);
    for (const problem of [
      'documents/certificate-of-insurance.json: file "/media/documents/certificate-of-insurance-2099.pdf" is not a PDF',
      'documents/wsib-clearance.json: file "/media/documents/wsib-lost.pdf" is not a file',
    ])
      expect(
        problems.some((p) => p.includes(problem)),
        `${problem}\nin:\n${problems.join('\n')}`,
      ).toBe(true);
  });
});

describe('the registrations', () => {
  it('link the document each names while it is in force, and refuse a name no document has', async () => {
    const { dir, edit } = copyOfContent();
    writeFileSync(
      join(dir, 'certifications/insurance.json'),
      JSON.stringify({
        name: 'Liability insurance',
        kind: 'insurance',
        issuer: 'Prairie Mutual',
        document: 'certificate-of-insurance',
        checked: '2026-11-20',
        order: 9,
      }),
    );
    const { certifications, documents } = await loadContent({ root: dir });
    const proof = documents.find((document) => document.id === 'certificate-of-insurance')!;
    expect(certifications.find((item) => item.id === 'insurance')!.document).toEqual({
      title: proof.title,
      path: proof.path,
    });
    const past = new Date(`${proof.validUntil}T12:00:00Z`);
    past.setUTCDate(past.getUTCDate() + 1);
    const later = await loadContent({ root: dir, today: past });
    expect(later.certifications.find((item) => item.id === 'insurance')!.document).toBeUndefined();

    edit('certifications/insurance.json', (json) =>
      json.replace('certificate-of-insurance', 'lost'),
    );
    writeFileSync(
      join(dir, 'certifications/unchecked.json'),
      JSON.stringify({ name: 'A', kind: 'licence', issuer: 'B', checked: '2026-11-20', order: 1 }),
    );
    const problems = await problemsOf(dir);
    for (const problem of [
      'certifications/insurance.json: document "lost" is not a vendor document',
      'certifications/unchecked.json: verifyUrl needs where anyone can check it',
    ])
      expect(
        problems.some((p) => p.includes(problem)),
        `${problem}\nin:\n${problems.join('\n')}`,
      ).toBe(true);
  });
});

describe('the legal texts keep the sections the spec names', () => {
  const removeSection = (md: string, heading: string) =>
    md.replace(new RegExp(`\\n## ${heading}\\n[\\s\\S]*?(?=\\n## |$)`), '\n');

  it('refuses a privacy policy without "Information Sharing", naming the file and the heading', async () => {
    const { dir, edit } = copyOfContent();
    edit('legal/privacy.md', (md) => removeSection(md, 'Information Sharing'));
    expect(await problemsOf(dir)).toEqual([
      expect.stringContaining(
        'legal/privacy.md: body needs the section "## Information Sharing" where "## Data Security" is',
      ),
    ]);
  });

  it('refuses terms whose "Governing Law" is renamed, naming the file and the heading', async () => {
    const { dir, edit } = copyOfContent();
    edit('legal/terms.md', (md) => md.replace('## Governing Law', '## Which Law Applies'));
    expect(await problemsOf(dir)).toEqual([
      expect.stringContaining(
        'legal/terms.md: body needs the section "## Governing Law" where "## Which Law Applies" is',
      ),
    ]);
  });

  it('refuses the spec’s sections out of order, and accepts sections added after them', async () => {
    const { dir, edit } = copyOfContent();
    edit('legal/terms.md', (md) => {
      const warranty = /\n## Warranty\n[\s\S]*?(?=\n## )/.exec(md)![0];
      return `${md.replace(warranty, '')}\n## Changes to These Terms\n\nWe date every change.\n`.replace(
        '\n## Liability\n',
        `${warranty}\n## Liability\n`,
      );
    });
    expect(await problemsOf(dir)).toEqual([
      expect.stringContaining(
        'legal/terms.md: body needs the section "## Liability" where "## Warranty" is',
      ),
    ]);
    const { dir: added, edit: editAdded } = copyOfContent();
    editAdded(
      'legal/privacy.md',
      (md) => `${md}\n## Changes to This Policy\n\nWe date every change.\n`,
    );
    expect(await problemsOf(added)).toEqual([]);
  });
});
