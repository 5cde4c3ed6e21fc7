import { test, until } from './fixtures';
import { contact, openEachAndClose, press } from './visitor';

/** The emergency paths with scripts off, as a visitor takes them, in the stock Firefox and WebKit. */
test.use({ javaScript: false });

test.describe('with scripts off', () => {
  test.setTimeout(60_000);

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
});
