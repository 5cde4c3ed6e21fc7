import { defineConfig } from '@playwright/test';
import { usableCores } from './scripts/cores.mjs';
import type { EngineOptions } from './tests/engines/fixtures';

/**
 * The emergency paths in the stock Firefox and WebKit (tests/engines/), driven over WebDriver BiDi
 * (Firefox, puppeteer-core) and W3C WebDriver (WebKitGTK's WebKitWebDriver, selenium-webdriver),
 * against the built site in dist/ and a company of thirty offices (the Chromium suite's build, made
 * again by the setup when anything it is made of changed since). A missing browser fails these tests
 * with what to install.
 */
export default defineConfig<EngineOptions>({
  testDir: 'tests/engines',
  fullyParallel: true,
  // A worker a core npm test gives it (TEST_CORES) or the machine has, two at most: each
  // drives a browser of its own beside the servers.
  workers: Math.min(2, usableCores()),
  // Nets against a hang, never budgets (a loaded machine is many times slower than ours).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  globalSetup: './tests/engines/setup.ts',
  projects: [
    { name: 'firefox', use: { engineName: 'firefox' } },
    { name: 'webkit', use: { engineName: 'webkit' } },
  ],
});
