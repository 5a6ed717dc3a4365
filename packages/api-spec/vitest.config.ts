import { defineConfig } from 'vitest/config';
import { reporting } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    ...reporting('api-spec'),
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
