// Shared Vitest settings: every package's vitest.config.ts spreads `reporting(<name>)` into its
// `test` block, so `npm test` can add up what every runner executed (scripts/summarize-tests.mjs).
import path from 'node:path';
import type { TestUserConfig } from 'vitest/config';

export function reporting(name: string): Pick<TestUserConfig, 'reporters'> {
  // PENDANA_REPORT_DIR is set by `npm test` (scripts/run.sh); a plain `vitest` run only prints.
  const dir = process.env.PENDANA_REPORT_DIR;
  if (!dir) return {};
  return {
    reporters: ['default', ['json', { outputFile: path.join(dir, `vitest-${name}.json`) }]],
  };
}
