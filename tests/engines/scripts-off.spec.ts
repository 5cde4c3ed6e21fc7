import { paths } from '../../src/domain/paths';
import { siteContent } from '../fixtures/content';
import { expect, test, until } from './fixtures';
import { contact, openEachAndClose, phones, press } from './visitor';

const { managers, pros, kit, siteConfig, requestForms } = siteContent;

/** The emergency paths with scripts off, as a visitor takes them, in the stock Firefox and WebKit. */
test.use({ javaScript: false });

test.describe('with scripts off', () => {
  test('every "Get Emergency Help" leads to both city phones, and back out', async ({
    engine,
    site,
  }) => {
    await engine.goto(`${site.origin}/`);
    await openEachAndClose(engine, 'a', () =>
      engine.click(`${contact} a[aria-label="Close dialog"]`),
    );
  });

  test('"Privacy Policy" and "Terms of Service" lead to their texts', async ({ engine, site }) => {
    for (const [text, path, section] of [
      ['Privacy Policy', '/privacy/', 'Information We Collect'],
      ['Terms of Service', '/terms/', 'Governing Law'],
    ] as const) {
      await engine.goto(`${site.origin}/`);
      await press(engine, 'footer a', text);
      await until(engine, `${path} is open`, (p: string) => location.pathname === p, path);
      await until(
        engine,
        `its text shows`,
        (heading: string) =>
          [...document.querySelectorAll('h2')].some(
            (h) => h.textContent === heading && h.checkVisibility(),
          ),
        section,
      );
    }
  });

  test('a business reads which towns each office serves, and its requests lead to both city phones', async ({
    engine,
    site,
  }) => {
    await engine.goto(`${site.origin}${paths.locations}`);
    const main = await engine.run(() => document.querySelector('main')?.innerText ?? '');
    for (const office of siteContent.siteConfig.offices)
      expect(main).toContain(office.areaServed.join(', '));
    const searchShown = await engine.run(() =>
      [...document.querySelectorAll('[role="search"]')].some((search) => search.checkVisibility()),
    );
    expect(searchShown).toBe(false);

    for (const [path, label, email] of [
      [paths.managers, managers.agreement.requestLabel, siteConfig.email.general],
      [paths.pros, pros.assign.requestLabel, siteConfig.email.claims],
      [paths.trades, requestForms.equipment.heading, siteConfig.email.general],
      [paths.trades, requestForms.partner.heading, siteConfig.email.general],
    ] as const) {
      await engine.goto(`${site.origin}${path}`);
      await press(engine, 'main a', label);
      // The form cannot send without scripts: its place names the e-mail and every city line.
      await until(
        engine,
        `"${label}" leads to the e-mail ${email} and every city line`,
        (mailto: string, hrefs: string[]) => {
          const section = document.querySelector(location.hash);
          const linked = (href: string) =>
            [...(section?.querySelectorAll(`a[href="${href}"]`) ?? [])].some((link) =>
              link.checkVisibility(),
            );
          return !!section && linked(mailto) && hrefs.every(linked);
        },
        `mailto:${email}`,
        phones,
      );
    }

    await engine.goto(`${site.origin}${paths.kit}`);
    const printShown = await engine.run(
      (text: string) =>
        [...document.querySelectorAll('button')].some(
          (button) => button.textContent?.trim() === text && button.checkVisibility(),
        ),
      kit.printButton,
    );
    expect(printShown).toBe(false);
  });
});
