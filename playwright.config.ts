import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser } from './scripts/browsers.mjs';
import type { SiteOptions } from './tests/e2e/fixtures';
import { FIXTURE_CONTENT, fixtureContent } from './tests/fixtures/content';
import { THIRTY_DIST, THIRTY_OFFICES, thirtyContent } from './tests/fixtures/thirty-offices';
import { STAND_IN_ORIGIN } from './tests/fixtures/analytics.mjs';

const PORT = 4321;
const FIXTURE_PORT = 4322;
const THIRTY_PORT = 4325;
/** The site counting visits at a stand-in provider, built once per provider. */
const ANALYTICS_PORTS = { plausible: 4323, umami: 4324 } as const;
const executablePath = findBrowser();
if (!executablePath)
  throw new Error('No Chrome or Chromium found: run "node scripts/ensure-browsers.mjs chromium".');

const serve = (dir: string, port: number) =>
  `node scripts/serve.mjs --dir ${dir} --port ${port} --outbox test-results/outbox-${port}.txt --quiet`;

export default defineConfig<SiteOptions>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    // The site as content/ describes it, built by "npm test" into dist/.
    {
      name: 'site',
      testIgnore: ['rebrand.spec.ts', 'analytics.spec.ts'],
      use: { baseURL: `http://127.0.0.1:${PORT}` },
    },
    // Another company with three offices, built here from the fixture config: the checks whose
    // words, places and numbers come from the settings (the crawl of every page with its HTML
    // validity and axe on a page of each kind among them), and no trace of the site's own facts in
    // it. Stories whose code reads no fact of the settings run on the site's build alone.
    {
      name: 'three offices',
      testMatch: [
        'landing.spec.ts',
        'legal-texts.spec.ts',
        'not-found.spec.ts',
        'budgets.spec.ts',
        'proof.spec.ts',
        'pages.spec.ts',
        'rebrand.spec.ts',
        'office-templates.spec.ts',
        'guides.spec.ts',
        'office-finder.spec.ts',
        'kit.spec.ts',
        'managers.spec.ts',
        'pros.spec.ts',
        'response-times.spec.ts',
        'growth.spec.ts',
        'reviews.spec.ts',
      ],
      use: {
        baseURL: `http://127.0.0.1:${FIXTURE_PORT}`,
        site: fixtureContent.siteConfig,
        content: fixtureContent,
        distDir: 'dist-fixture',
      },
    },
    // A company that grew to thirty offices: the phone's call bar and dialog, and axe.
    {
      name: 'thirty offices',
      testMatch: ['growth.spec.ts'],
      use: {
        baseURL: `http://127.0.0.1:${THIRTY_PORT}`,
        site: thirtyContent.siteConfig,
        content: thirtyContent,
        distDir: THIRTY_DIST,
      },
    },
    // The site's own content with settings that name a visit counter: the stand-in provider
    // (tests/fixtures/stand-in-analytics.mjs) receives what the pages send.
    ...Object.entries(ANALYTICS_PORTS).map(([provider, port]) => ({
      name: `counting with ${provider}`,
      testMatch: 'analytics.spec.ts',
      metadata: { provider },
      use: { baseURL: `http://127.0.0.1:${port}` },
    })),
  ],
  webServer: [
    { command: serve('dist', PORT), url: `http://127.0.0.1:${PORT}/`, reuseExistingServer: false },
    {
      command: `node scripts/build.mjs --local-email --content ${FIXTURE_CONTENT} --out-dir dist-fixture && ${serve('dist-fixture', FIXTURE_PORT)}`,
      url: `http://127.0.0.1:${FIXTURE_PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `node scripts/build.mjs --local-email --content ${THIRTY_OFFICES} --out-dir ${THIRTY_DIST} && ${serve(THIRTY_DIST, THIRTY_PORT)}`,
      url: `http://127.0.0.1:${THIRTY_PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'node tests/fixtures/stand-in-analytics.mjs',
      url: `${STAND_IN_ORIGIN}/received`,
      reuseExistingServer: false,
    },
    ...Object.entries(ANALYTICS_PORTS).map(([provider, port]) => ({
      command: `node tests/fixtures/analytics-build.mjs --provider ${provider} --origin ${STAND_IN_ORIGIN} --out-dir dist-${provider} && ${serve(`dist-${provider}`, port)}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    })),
  ],
});
