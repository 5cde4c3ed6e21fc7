import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  define: {
    __EMAIL_SETTINGS__: JSON.stringify({
      publicKey: 'test-key',
      serviceId: 'test_service',
      templateId: 'test_template',
      origin: 'https://api.emailjs.com',
    }),
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
    restoreMocks: true,
  },
});
