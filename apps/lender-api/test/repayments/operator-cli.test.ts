// `npm run operator -- record-repayment …` (scripts/run.sh → src/cli.ts) on an embedded database of
// its own: the split and the shares printed, the same reference again changes nothing, bad input is
// one clear line and a non-zero exit with nothing written.
import { describe, expect, it } from 'vitest';
import { operatorOnOwnDatabase } from '../helpers/operator-cli.ts';
import { TestClock } from '../helpers/test-app.ts';
import { at, fund, lenderOf, newProject, STANDARD_PROJECT_UJRAH } from './fixture.ts';

let projectId = 0;

const { operator } = operatorOnOwnDatabase(
  'operator',
  async (database) => {
    const t = { database, clock: new TestClock(at('2026-01-10').getTime()) };
    projectId = await newProject(t, { ...STANDARD_PROJECT_UJRAH, start: '2026-01-31' });
    await fund(t, projectId, await lenderOf(t, 'PPh23', 4_000_000), 4, '2026-01-10');
    await fund(t, projectId, await lenderOf(t, 'PPh26', 6_000_000), 6, '2026-01-10');
  },
  { seededBase: true },
);

// The command runs on the embedded database here also in the PostgreSQL run (DATABASE_URL is cleared
// for it); that run skips it, as the backup test, since recordRepayment's PostgreSQL side is covered
// by the other files of this folder.
describe.skipIf(!!process.env.DATABASE_URL)('npm run operator -- record-repayment', () => {
  it('records a repayment and prints its split and shares; the same reference again changes nothing', () => {
    const args = [
      'record-repayment',
      '--project',
      String(projectId),
      '--amount',
      '120.000',
      '--date',
      '2026-02-28',
      '--reference',
      'BNI-0001',
    ];
    const run = operator(...args);
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(
      new RegExp(`^repayment \\d+ of project ${projectId}: Rp 120\\.000 paid on 2026-02-28$`),
    );
    expect(lines.slice(1, 5)).toEqual([
      '  platform fee (ujrah)  Rp 20.000',
      '  yield (gross)         Rp 100.000',
      '  principal             Rp 0',
      '  the project is not yet repaid',
    ]);
    expect(lines.slice(6).map((line) => line.replace(/funding \d+ {2}lender \d+/, 'f'))).toEqual([
      '    f  4 paket  Rp 40.000  PPh23 15% Rp 6.000  Rp 34.000  Rp 0',
      '    f  6 paket  Rp 60.000  PPh26 20% Rp 12.000  Rp 48.000  Rp 0',
    ]);
    const again = operator(...args);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain('(already recorded: nothing changed)');
    expect(again.stdout.split('\n').slice(1)).toEqual(run.stdout.split('\n').slice(1));
  }, 120_000);

  it('refuses bad input with one clear line and a non-zero exit', () => {
    const base = ['--project', String(projectId), '--date', '2026-02-28', '--reference', 'X-1'];
    const cases: [string[], RegExp, number][] = [
      [['record-repayment', ...base, '--amount', '12,5'], /--amount is a positive whole number/, 1],
      [['record-repayment', ...base.slice(2), '--amount', '100'], /missing --project/, 1],
      [
        [
          'record-repayment',
          '--project',
          String(projectId),
          '--amount',
          '100',
          '--date',
          '2026-02-31',
          '--reference',
          'X-2',
        ],
        /not a date/,
        1,
      ],
      [
        ['record-repayment', ...base, '--amount', '999999999999'],
        /more than the project owes now \(at most Rp \d+\)/,
        1,
      ],
      [['pay-everyone'], /usage: operator record-repayment/, 2],
    ];
    for (const [args, message, code] of cases) {
      const run = operator(...args);
      expect(run.status, run.stdout).toBe(code);
      expect(run.stderr).toMatch(message);
      expect(run.stdout).toBe('');
    }
  }, 240_000);
});
