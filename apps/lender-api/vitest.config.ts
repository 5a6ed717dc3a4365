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
    // ~70 s of `npm test`, but one clean-clone run then printed two agreements without the letter G
    // ('FUNDIN AREEMENT'): the PDF writer's process-wide parsed fonts (modules/signing/pdf-fonts.ts)
    // lived across files; not reproduced with the same seed, cause open (docs/ci.md, flakes). Until it
    // is found, the files do not share module state.
    isolate: true,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
