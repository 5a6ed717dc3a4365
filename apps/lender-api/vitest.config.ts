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
    // One module graph per worker (`isolate: false`): each file still gets its own database and app,
    // but the server's ~400 modules load once per worker, not once per file (the suite 166 s → 94 s,
    // CPU −40 %, back to back on an idle machine). Module state shared across files must therefore be
    // read-only or per app: the PDF writer's shared glyph cache, which once printed agreements without
    // the letter G across files, is per document now.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
