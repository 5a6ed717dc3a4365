// Shared Vitest settings: every package's vitest.config.ts spreads `reporting(<name>)` into its
// `test` block, so `npm test` can add up what every runner executed (scripts/summarize-tests.mjs)
// and every runner follows the same CI rules.
import path from 'node:path';
import type { TestUserConfig } from 'vitest/config';

export function reporting(name: string): Pick<TestUserConfig, 'reporters' | 'retry' | 'sequence'> {
  // CI: no retries (a test that needs one is a failure to fix at its cause) and test files in a
  // random order, so no file leans on another having run first. Tests inside a file keep their
  // order (a file's tests may build on each other's state, as a lender's steps do).
  const ci = process.env.CI
    ? { retry: 0, sequence: { shuffle: { files: true, tests: false } } }
    : { retry: 0 };
  // PENDANA_REPORT_DIR is set by `npm test` (scripts/run.sh); a plain `vitest` run only prints.
  const dir = process.env.PENDANA_REPORT_DIR;
  if (!dir) return ci;
  return {
    ...ci,
    reporters: ['default', ['json', { outputFile: path.join(dir, `vitest-${name}.json`) }]],
  };
}
