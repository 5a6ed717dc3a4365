// `npm run operator -- declare-default …` (scripts/run.sh → src/cli.ts) on an embedded database of
// its own: the recovery and the write-off printed, the same reference again changes nothing, bad
// input is one line and a non-zero exit.
import { describe, expect, it } from 'vitest';
import { advanceStagesByDates } from '../../src/modules/repayments/index.ts';
import { moneyDb } from '../../src/shared/ledger/tables.ts';
import { operatorOnOwnDatabase } from '../helpers/operator-cli.ts';
import { TestClock } from '../helpers/test-app.ts';
import { at, fund, lenderOf, newProject, STANDARD_PROJECT } from './fixture.ts';

let projectId = 0;

const { operator } = operatorOnOwnDatabase(
  'default',
  async (database) => {
    const t = { database, clock: new TestClock(at('2026-01-10').getTime()) };
    projectId = await newProject(t, {
      ...STANDARD_PROJECT,
      akad: 'Mudharabah',
      start: '2026-01-31',
    });
    await fund(t, projectId, await lenderOf(t, 'PPh23', 10_000_000), 10, '2026-01-10');
    await advanceStagesByDates(moneyDb(database.db), '2026-02-01', at('2026-02-01'));
  },
  { seededBase: true },
);

// Embedded database only (as operator-cli.test.ts): declareDefault's PostgreSQL side is covered by
// default.test.ts.
describe.skipIf(!!process.env.DATABASE_URL)('npm run operator -- declare-default', () => {
  it('declares the default once and prints the recovery and the write-off', () => {
    const args = [
      'declare-default',
      '--project',
      String(projectId),
      '--recovery',
      '2.500.000',
      '--date',
      '2026-04-20',
      '--reference',
      'GB-1',
    ];
    const first = operator(...args);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain(`project ${projectId} defaulted (reference GB-1)`);
    expect(first.stdout).toMatch(/recovery shared out as principal\s+Rp 2\.500\.000/);
    expect(first.stdout).toMatch(/principal written off\s+Rp 7\.500\.000/);
    const again = operator(...args);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('already declared: nothing changed');
    const bad = operator('declare-default', '--project', String(projectId));
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/missing --recovery, --date, --reference/);
  }, 240_000);
});
