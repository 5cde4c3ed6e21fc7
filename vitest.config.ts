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
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
    restoreMocks: true,
  },
});
