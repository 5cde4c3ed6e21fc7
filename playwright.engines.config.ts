import { defineConfig } from '@playwright/test';
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
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  globalSetup: './tests/engines/setup.ts',
  projects: [
    { name: 'firefox', use: { engineName: 'firefox' } },
    { name: 'webkit', use: { engineName: 'webkit' } },
  ],
});
