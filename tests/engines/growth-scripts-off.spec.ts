import { paths } from '../../src/domain/paths';
import { expect, test, until } from './fixtures';
import {
  everyLine,
  linesByProvince,
  pressAllOffices,
  provinces,
  siteConfig,
  THIRTY_DIST,
} from './growth';
import { shown } from './visitor';

/** A company of thirty offices on a phone, with scripts off, in the stock Firefox and WebKit. */
test.use({ distDir: THIRTY_DIST, javaScript: false });

test('the call bar’s "All offices" leads to the locations page: every office’s line and towns, by province', async ({
  engine,
  site,
}) => {
  await pressAllOffices(engine, site.origin, 'a');
  await until(
    engine,
    'the locations page is open and read to its end',
    // A page of thirty offices is read in parts: what is in it is asked once it is all there.
    (path: string) => location.pathname === path && document.readyState === 'complete',
    paths.locations,
  );
  const main = await engine.run(() => document.querySelector('main')?.innerText ?? '');
  for (const office of siteConfig.offices) expect(main).toContain(office.areaServed.join(', '));
  expect(await engine.run(linesByProvince, 'main', everyLine, provinces)).toBe(true);
  expect(await engine.run(shown, '[role="search"]')).toBe(false);
});
