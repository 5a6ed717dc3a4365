import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { reporting } from '../../vitest.shared.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    ...reporting('lender-web'),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts', '../../tools/i18n/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    testTimeout: 90_000,
    // Like the Playwright journeys: one retry in CI; a failure that repeats still fails. The known
    // flakes had a cause, fixed (src/test/pick-option.ts: typing on before Ark gave the focus back).
    retry: process.env.CI ? 1 : 0,
  },
});
