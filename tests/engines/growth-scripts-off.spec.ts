import { telHref } from '../../src/lib/phone';
import { paths } from '../../src/lib/paths';
import { expect, test, until } from './fixtures';
import { allOffices, bar, linesByProvince, provinces, siteConfig, THIRTY_DIST } from './growth';
import { press, shown } from './visitor';

/** A company of thirty offices on a phone, with scripts off, in the stock Firefox and WebKit. */
test.use({ distDir: THIRTY_DIST, javaScript: false });

test('the call bar’s "All offices" leads to the locations page: every office’s line and towns, by province', async ({
  engine,
  site,
}) => {
  await engine.resize(390, 844);
  await engine.goto(`${site.origin}/`);
  await press(engine, `${bar} a`, allOffices);
  await until(
    engine,
    'the locations page is open',
    (path: string) => location.pathname === path,
    paths.locations,
  );
  const main = await engine.run(() => document.querySelector('main')?.innerText ?? '');
  for (const office of siteConfig.offices) expect(main).toContain(office.areaServed.join(', '));
  expect(
    await engine.run(
      linesByProvince,
      'main',
      siteConfig.offices.map((o) => telHref(o.phone)),
      provinces,
    ),
  ).toBe(true);
  expect(await engine.run(shown, '[role="search"]')).toBe(false);
});
