import { paths } from '../../src/domain/paths';
import { siteContent } from '../fixtures/content';
import { expect, test, until } from './fixtures';

const { siteConfig, pageText } = siteContent;

/** The saved copy's notice, as the worker writes it: its words before and after the date. */
const [before, after] = pageText.savedCopy.saved.split('{{date}}') as [string, string];

/** A page seen once, opened again with no network, in the stock Firefox and WebKit. */
test('a page seen once opens with the network cut, saying it is a saved copy and from when, with its call links', async ({
  engine,
  site,
}) => {
  const page = paths.location(siteConfig.offices[0].id);
  await engine.goto(`${site.origin}${page}`);
  await until(
    engine,
    'the service worker keeps the page',
    async (path: string) => {
      if (!(await navigator.serviceWorker?.getRegistration())?.active) return false;
      for (const name of await caches.keys())
        if (await (await caches.open(name)).match(path)) return true;
      return false;
    },
    page,
  );

  site.cut();
  await engine.goto(`${site.origin}${page}`);
  const saved = await engine.run(() => {
    const notice = document.querySelector('section[aria-label="Saved copy"]');
    return {
      notice: notice?.textContent ?? '',
      calls: [...document.querySelectorAll('a[href^="tel:"]')].map((link) =>
        link.getAttribute('href'),
      ),
      heading: document.querySelector('h1')?.textContent ?? '',
    };
  });
  expect(saved.notice.startsWith(before.trim())).toBe(true);
  expect(saved.notice.endsWith(after.trim())).toBe(true);
  // The day it was saved, as the visitor's clock writes it.
  const date = saved.notice.slice(before.length, saved.notice.length - after.length);
  expect(date).toContain(String(new Date().getFullYear()));
  expect(saved.calls).toContain(
    `tel:+1${siteConfig.offices[0].phone.replace(/\D/g, '').slice(-10)}`,
  );
  expect(saved.heading.length).toBeGreaterThan(0);
});
