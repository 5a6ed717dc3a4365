import { defineConfig } from 'vitest/config';
import { reporting } from '../../vitest.shared';

export default defineConfig({
  test: {
    ...reporting('forms'),
    environment: 'jsdom',
    // Each file in a VM context of its own in a reused process (`vmForks`): a fresh window and module
    // graph per file as with `forks`, without a new process loading jsdom for every file (CPU −50 %,
    // docs/ci.md). A worker past `vmMemoryLimit` is replaced.
    pool: 'vmForks',
    vmMemoryLimit: '1500MB',
    // jsdom + Ark UI tests take seconds on a loaded 2-core machine (a 5 s default timed out in CI).
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['**/*.test.*', '**/*.stories.*', '**/index.ts', 'src/test/**'],
      reporter: ['text-summary', 'json-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
