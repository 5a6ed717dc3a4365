import { defineConfig } from 'vitest/config';
import { reporting } from '../../vitest.shared';

export default defineConfig({
  test: {
    ...reporting('design-system'),
    environment: 'jsdom',
    // jsdom + Ark UI tests take seconds on a loaded 2-core machine (a 5 s default timed out in CI).
    testTimeout: 30_000,
    globals: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    coverage: {
      provider: 'v8',
      include: ['src/formatters/**/*.ts', 'src/components/**/*.tsx'],
      exclude: ['**/*.test.*', '**/*.stories.*', '**/index.ts'],
      reporter: ['text-summary', 'json-summary'],
      // ≥ 95 % lines on formatters/ (components are covered by the Storybook tests too).
      thresholds: { 'src/formatters/**': { lines: 95 } },
    },
  },
});
