import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { usableCores } from './scripts/cores.mjs';
import { siteContent } from './src/content/vite-plugin.ts';

export default defineConfig({
  define: {
    __EMAIL_SETTINGS__: JSON.stringify({
      publicKey: 'test-key',
      serviceId: 'test_service',
      templateId: 'test_template',
      origin: 'https://api.emailjs.com',
    }),
  },
  plugins: [react(), siteContent()],
  test: {
    // A worker a core (Vitest's default leaves one idle: one worker on a two-core machine), as
    // many as npm test gives it (TEST_CORES) or the machine has.
    maxWorkers: usableCores(),
    // A net against a hang, never a budget: the slowest test takes under 3 s here alone, and a
    // loaded machine four times slower still finishes well within it.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // A test file that needs a DOM says so (// @vitest-environment jsdom): the rest start faster.
          environment: 'node',
          // A worker loads each module once for all its files (a third of the unit tests' CPU was
          // imports and DOMs made again per file): no test may leave state behind, no module is
          // mocked, and the files pass in any order (--sequence.shuffle.files).
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // What the built sites hold, read from their files and their servers, without a browser:
          // each site built once (tests/fixtures/sites.mjs), before these run.
          name: 'files',
          environment: 'node',
          // They only read: one worker loads the content and the sites' pages once for all its files.
          isolate: false,
          include: ['tests/files/**/*.test.ts'],
          globalSetup: ['./tests/files/build-sites.ts'],
        },
      },
    ],
  },
});
