import { describe, expect, test } from 'vitest';
import { paths } from '../../src/domain/paths';
import { specLegalSections } from '../../src/domain/spec-strings';
import { siteContent } from '../fixtures/content';
import { builtSites, named, pageDocument, textOf } from './sites';

// The texts a Canadian company must publish, at their own addresses and in the landing page's
// dialogs, as the example's build and the three-office company's write them (their words come
// from each company's settings).
const { pageText } = siteContent;

describe.each(await builtSites('site', 'three'))('the $name build', (built) => {
  const { site } = built;
  const main = (path: string) => textOf(pageDocument(built, path).querySelector('main'));

  test('the privacy policy names the laws, who handles a request and where, how long it is kept, and whom to ask', () => {
    const text = main(paths.privacy);
    for (const words of [
      'Personal Information Protection and Electronic Documents Act (PIPEDA)',
      'Personal Information Protection Act (PIPA)',
      'EmailJS',
      site.privacy.mailProvider,
      'in the United States',
      site.privacy.requestRetention,
      site.privacy.jobRetention,
      site.privacy.contact,
      site.email.privacy,
    ])
      expect(text, words).toContain(words);
  });

  test('the accessibility statement is reached from every page’s footer and says how to give feedback and ask for another format', () => {
    for (const path of ['/', paths.services, paths.location(site.offices[0].id), paths.privacy]) {
      const footer = pageDocument(built, path).querySelector(
        'body > footer, footer:not(main footer)',
      );
      const links = named(footer!, 'a[href]', pageText.footer.accessibility);
      expect(
        links.map((link) => link.getAttribute('href')),
        path,
      ).toEqual([paths.accessibility]);
    }
    const statement = pageDocument(built, paths.accessibility);
    expect(named(statement, 'h1', 'Accessibility')).toHaveLength(1);
    const text = textOf(statement.querySelector('main'));
    expect(text).toContain(`WCAG ${site.accessibility.standard}`);
    expect(text).toContain('Known limits');
    expect(text).toContain('another format');
    expect(text).toContain(site.email.general);
  });

  test('the terms say who decides when a damaged building may be entered', () => {
    expect(main(paths.terms)).not.toContain('emergency services consider it safe');
    expect(main(paths.terms)).toContain('once it has released the property');
  });

  describe('the privacy policy and the terms keep the spec’s sections, word for word and in its order', () => {
    for (const [name, path, fixed] of [
      ['Privacy Policy', paths.privacy, specLegalSections.privacy],
      ['Terms of Service', paths.terms, specLegalSections.terms],
    ] as const)
      test(`${name}: in its dialog on the landing page and at ${path}`, () => {
        const [dialog] = named(pageDocument(built, '/'), 'dialog', name);
        expect(dialog, `the landing page's ${name} dialog`).toBeDefined();
        const inDialog = [...dialog!.querySelectorAll('h3')].map(textOf);
        expect(inDialog.slice(0, fixed.length)).toEqual(fixed);
        const onPage = [...pageDocument(built, path).querySelectorAll('main h2')].map(textOf);
        expect(onPage.slice(0, fixed.length)).toEqual(fixed);
      });
  });
});
