import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { reporting } from '../../vitest.shared.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    ...reporting('lender-web'),
    environment: 'jsdom',
    // Each file in a VM context of its own in a reused process (`vmForks`): a fresh window and module
    // graph per file as with `forks` (the i18n catalogues a file loaded are not seen by the next), without
    // a new process loading jsdom and the app's libraries for every file (docs/ci.md). A worker past
    // `vmMemoryLimit` is replaced. `src/test/setup.ts` adds the web streams Node does not lend the context.
    pool: 'vmForks',
    vmMemoryLimit: '1500MB',
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts', '../../tools/i18n/*.test.ts'],
    // *.browser.test.tsx need a real canvas: apps/storybook's 'browser' project runs them in Chromium.
    exclude: ['**/node_modules/**', 'src/**/*.browser.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    testTimeout: 90_000,
  },
});
