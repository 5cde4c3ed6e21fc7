import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
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
    // A test file that needs a DOM says so (// @vitest-environment jsdom): the rest start faster.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
    restoreMocks: true,
  },
});
