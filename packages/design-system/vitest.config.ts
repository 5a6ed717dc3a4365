import { defineConfig } from 'vitest/config';
import { reporting } from '../../vitest.shared';

export default defineConfig({
  test: {
    ...reporting('design-system'),
    environment: 'jsdom',
    // Each file in a VM context of its own in a reused process (`vmForks`): a fresh window and module
    // graph per file as with `forks`, without a new process loading jsdom for every file (53 % of
    // the suite's time with `forks`; CPU −71 %, docs/ci.md). A worker past `vmMemoryLimit` is replaced.
    pool: 'vmForks',
    vmMemoryLimit: '1500MB',
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
