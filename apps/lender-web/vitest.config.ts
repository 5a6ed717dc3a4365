import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { reporting } from '../../vitest.shared.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    ...reporting('lender-web'),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts', '../../tools/i18n/*.test.ts'],
    // *.browser.test.tsx need a real canvas: apps/storybook's 'browser' project runs them in Chromium.
    exclude: ['**/node_modules/**', 'src/**/*.browser.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    testTimeout: 90_000,
  },
});
