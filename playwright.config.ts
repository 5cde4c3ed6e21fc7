import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findTestBrowser } from './scripts/browsers.mjs';
import { storyWorkers, usableCores } from './scripts/cores.mjs';
import type { SiteOptions } from './tests/e2e/fixtures';
import { loadContentOf } from './tests/fixtures/content';
import { FALLBACK_SERVICE, SITES, type SiteName, type TestSite } from './tests/fixtures/sites.mjs';
import { STAND_IN_ORIGIN } from './tests/fixtures/analytics.mjs';

const executablePath = findTestBrowser();
if (!executablePath)
  throw new Error('No Chrome or Chromium found: run "node scripts/ensure-browsers.mjs chromium".');

const contents = Object.fromEntries(
  await Promise.all(
    (Object.keys(SITES) as SiteName[]).map(async (name) => [name, await loadContentOf(name)]),
  ),
);

/** A test site (tests/fixtures/sites.mjs) as a project's build: its address, settings and folder. */
const siteUse = (name: SiteName) => {
  const content = contents[name]!;
  return {
    baseURL: `http://127.0.0.1:${SITES[name].port}`,
    site: content.siteConfig,
    content,
    distDir: SITES[name].dir,
    fallbackRoute: Boolean((SITES[name] as TestSite).env?.[FALLBACK_SERVICE]),
  };
};

/**
 * Each site is built once a run (scripts/test-sites.mjs build, which npm test runs first); its
 * server builds it only when it is missing or older than what it is made of.
 */
const server = (name: SiteName) => ({
  command: `node scripts/test-sites.mjs serve ${name}`,
  url: `http://127.0.0.1:${SITES[name].port}/`,
  reuseExistingServer: false,
  timeout: 120_000,
});

/**
 * Every story runs on the owner's own site (content/ as it is), but those tagged @three. A story
 * also runs on another company only where that company changes what it checks, and says why
 * where it is tagged:
 *   @company  on the three-office company too: what it checks comes from the company's own
 *             content (its words and numbers, its proof, its office inboxes and times)
 *   @three    on the three-office company alone: parts of a page that only a company with proof
 *             has (the example's pages are checked whole without the tag)
 *   @offices  on the thirty-office company too: the number of offices changes what a visitor gets
 *             (the call bar, the emergency dialog, the finder, lines listed by province)
 * The visit counter's stories run on the two builds that count visits, one for each provider.
 */
// A route sees what a service worker fetches only with this (Chromium): the story of a request
// sent by the worker with its page closed (background-sync.spec.ts) needs it. Elsewhere the
// worker is blocked.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS ??= '1';

export default defineConfig<SiteOptions>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Playwright's own default, half the cores npm test gives it (TEST_CORES) or the machine has,
  // but two on two cores: each worker drives a browser beside the sites' servers, and a story
  // waits on its page more than it computes.
  workers: storyWorkers(usableCores()),
  // Nets against a hang, never budgets: the longest story takes 13 s here, the longest wait for a
  // page to show something well under a second; a loaded machine is many times slower.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    // The service worker is its own stories' (saved-pages.spec.ts): elsewhere a story sees the
    // page and the network as they are, routes included.
    serviceWorkers: 'block',
    // No spare renderer kept warm for the next page: each story's context starts its own, so the
    // spare was mostly started for nothing (the Chromium stories' CPU, 4 % less). The bench and
    // the load's alarm keep Chrome's default, as a visitor has it.
    launchOptions: {
      executablePath,
      args: [...CHROMIUM_ARGS, '--disable-features=SpareRendererForSitePerProcess'],
    },
  },
  projects: [
    {
      name: 'site',
      testIgnore: 'analytics.spec.ts',
      grepInvert: /@three/,
      use: siteUse('site'),
    },
    {
      name: 'three offices',
      grep: /@company|@three/,
      testIgnore: 'analytics.spec.ts',
      use: siteUse('three'),
    },
    {
      name: 'thirty offices',
      grep: /@offices/,
      testIgnore: 'analytics.spec.ts',
      use: siteUse('thirty'),
    },
    // The site's own content with settings that name a visit counter: the stand-in provider
    // (tests/fixtures/stand-in-analytics.mjs) receives what the pages send. Every counting story
    // runs with Plausible; with Umami, those tagged @provider, which read its own events' shape.
    ...(['plausible', 'umami'] as const).map((provider) => ({
      name: `counting with ${provider}`,
      testMatch: 'analytics.spec.ts',
      ...(provider === 'umami' ? { grep: /@provider/ } : {}),
      metadata: { provider },
      use: siteUse(provider),
    })),
  ],
  webServer: [
    ...(Object.keys(SITES) as SiteName[]).map(server),
    {
      command: 'node tests/fixtures/stand-in-analytics.mjs',
      url: `${STAND_IN_ORIGIN}/received`,
      reuseExistingServer: false,
    },
  ],
});
