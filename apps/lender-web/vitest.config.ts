import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { reporting } from '../../vitest.shared.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    ...reporting('lender-web'),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    testTimeout: 90_000,
    // Like the Playwright journeys: one retry in CI. corporate-kyc-route's shareholders test fails
    // now and then (the save does not reach 'Kontak'; cause not found yet, see the closing note).
    retry: process.env.CI ? 1 : 0,
  },
});
