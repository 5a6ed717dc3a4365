import { defineConfig } from 'vitest/config';
import { reporting } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    ...reporting('eslint-rules'),
    environment: 'node',
    include: ['*.test.js'],
    testTimeout: 60_000,
  },
});
