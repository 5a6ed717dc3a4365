import { defineConfig } from 'vitest/config';
import { reporting } from '../../vitest.shared';

export default defineConfig({
  test: {
    ...reporting('forms'),
    environment: 'jsdom',
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
