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
    // A module graph per file (Vitest's default). Sharing one per worker (`isolate: false`) saved
    // ~70 s of `npm test`; it once printed agreements without the letter G ('FUNDIN AREEMENT'), which
    // was a real defect of the PDF writer's shared glyph cache, fixed since (docs/ci.md, flakes).
    // Sharing module state across files stays off until a run measures it again.
    isolate: true,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
