import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser } from './scripts/find-browser.mjs';

const PORT = 4321;
const executablePath = findBrowser();
if (!executablePath)
  throw new Error('No Chrome or Chromium found: run "node scripts/ensure-browser.mjs".');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT} --outbox test-results/outbox.txt --quiet`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
  },
});
