import { telHref } from '../../src/lib/phone';
import { expect, test, until } from './fixtures';
import {
  everyLine,
  linesByProvince,
  pageText,
  pressAllOffices,
  provinces,
  siteConfig,
  thirtyContent,
  THIRTY_DIST,
} from './growth';
import { applyForOpening } from './apply';
import { press, shown } from './visitor';

/** A company of thirty offices on a phone, with scripts on, in the stock Firefox and WebKit. */
test.use({ distDir: THIRTY_DIST });

test('"All offices" opens every line by province in place, and the finder names the office for a postal area typed', async ({
  engine,
  site,
}) => {
  await pressAllOffices(engine, site.origin, 'button');
  const dialog = 'dialog#all-offices';
  await until(
    engine,
    'the dialog is open',
    (d: string) => !!document.querySelector(d)?.matches('[open]'),
    dialog,
  );
  expect(await engine.run(linesByProvince, dialog, everyLine, provinces)).toBe(true);
  const office = siteConfig.offices.at(-1)!;
  await until(engine, 'the finder is shown', shown, `${dialog} [role="search"]`);
  await engine.type(`${dialog} input[name="place"]`, office.postalAreas![0]!);
  await press(engine, `${dialog} button`, pageText.officeFinder.button);
  await until(
    engine,
    `the finder names ${office.city} and its line`,
    (d: string, href: string) =>
      !!document.querySelector(`${d} [role="status"] a[href="${href}"]`)?.checkVisibility(),
    dialog,
    telHref(office.phone),
  );
});

test('a technician applies for an opening, typed key by key, and the résumé reaches the careers inbox attached', async ({
  engine,
  site,
}) => {
  await applyForOpening(engine, site, thirtyContent);
});
