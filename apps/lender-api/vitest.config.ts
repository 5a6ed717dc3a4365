import { defineConfig } from 'vitest/config';
import { reporting } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    // `test:pg` runs the same suite on PostgreSQL; its report gets its own name.
    ...reporting(process.env.PENDANA_TEST_TARGET === 'pg' ? 'lender-api-pg' : 'lender-api'),
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // Each test file gets its own database (a copy of one seeded base); argon2 and PGlite are CPU-heavy
    // on a shared 2-core machine, so the files run in at most two workers.
    maxWorkers: 2,
    // One module graph per worker, not per file: importing the app (Fastify, every route, zod,
    // pdf-lib…) and compiling PGlite's WebAssembly once per worker, not for each of ~50 files
    // (import was 18 % of the run). Each file still gets its own database and app (test-app.ts);
    // nothing in src/ or test/ mutates process.env or mocks modules.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
