// The 300-line limit on the apps' source files (core max-lines, as configured in the repo's
// eslint.config.js): a fixture one line over fails, one at the limit passes, and the exceptions
// (seed data, tests, stories) pass at any length. Fixtures are linted as if they were repo files.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

let eslint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** A file of `count` lines (each one statement), ending in a newline. */
const linesOf = (count) =>
  Array.from({ length: count }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';

/** The max-lines messages for `code` linted as `<file>` of the repo. */
async function sizeErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'max-lines').map((m) => m.message);
}

describe('max-lines in the apps', () => {
  it.each([
    'apps/lender-api/src/modules/funding/big.ts',
    'apps/lender-api/src/shared/big.ts',
    'apps/lender-web/src/features/wallet/utils/big.ts',
  ])('fails %s at 301 lines, passes it at 300', async (file) => {
    expect(await sizeErrors(file, linesOf(301))).toHaveLength(1);
    expect(await sizeErrors(file, linesOf(300))).toEqual([]);
  });

  it('counts blank and comment lines too', async () => {
    const padded = `${linesOf(200)}${'\n'.repeat(50)}${'// a comment\n'.repeat(51)}`;
    expect(await sizeErrors('apps/lender-api/src/modules/funding/big.ts', padded)).toHaveLength(1);
  });

  it.each([
    'apps/lender-api/src/seed/big.ts',
    'apps/lender-api/src/modules/funding/big.test.ts',
    'apps/lender-web/src/features/wallet/utils/big.test.ts',
    'apps/lender-web/src/features/wallet/components/big.stories.ts',
    'apps/lender-web/src/test/big.ts',
  ])('leaves %s alone (seed data, tests, stories)', async (file) => {
    expect(await sizeErrors(file, linesOf(400))).toEqual([]);
  });
});
