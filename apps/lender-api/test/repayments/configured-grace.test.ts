// The configured grace days (`REPAYMENT_GRACE_DAYS` = 5 here, not the default 3) are the ones every
// path uses: the daily late-marking job as the server registers it (its own configuration), and the
// operator's `record-repayment` command (a child process reading its settings), which brings a late
// project back to running only when no row is unpaid past the configured grace days. A path falling
// back to 3 days would mark (or keep) late a project 4 days past its due day.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { openPglite } from '../../src/db/database.ts';
import type { AppContext } from '../../src/context.ts';
import {
  advanceStagesByDates,
  MARK_LATE,
  markLateProjects,
  registerRepaymentJobs,
} from '../../src/modules/repayments/index.ts';
import { addDays, addMonths, jakartaDate } from '../../src/shared/ledger/ledger.ts';
import { moneyDb } from '../../src/shared/ledger/tables.ts';
import { money, type MoneyContext } from '../helpers/money-helpers.ts';
import { operatorOnOwnDatabase } from '../helpers/operator-cli.ts';
import { TestClock } from '../helpers/test-app.ts';
import {
  at,
  fund,
  lenderOf,
  newProject,
  repaymentsApp,
  STANDARD_PROJECT_UJRAH,
} from './fixture.ts';

const GRACE = 5;
/** 12 % a year and 2.4 % ujrah on Rp 10 000 000: each month's yield Rp 100 000, its ujrah Rp 20 000. */
const YIELD = 100_000;
const UJRAH = 20_000;

async function stageOf(db: Database, projectId: number): Promise<string> {
  const row = await moneyDb(db.db)
    .selectFrom('projects')
    .select('stage')
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  return row.stage;
}

/** A 6-month murabahah project of Rp 10 000 000 fully funded, starting on `start`. */
async function fundedProject(t: MoneyContext, start: string): Promise<number> {
  const projectId = await newProject(t, { ...STANDARD_PROJECT_UJRAH, tenor: 6, start });
  await fund(t, projectId, await lenderOf(t, 'PPh23', 10_000_000), 10, addDays(start, -10));
  return projectId;
}

describe(`the daily late marking with REPAYMENT_GRACE_DAYS=${GRACE}`, () => {
  const { t, setClock } = repaymentsApp('2026-01-10');

  it('leaves a project 4 and 5 days past due running and marks it late on day 6', async () => {
    const app = await t.sibling({ repaymentGraceDays: GRACE });
    try {
      // The job's handler as the server registers it, on the server's own context.
      const handlers = new Map<string, () => Promise<void>>();
      registerRepaymentJobs({
        ...app.appContext,
        jobs: {
          ...app.appContext.jobs,
          handle: (job: { name: string }, run: () => Promise<void>) => handlers.set(job.name, run),
          schedule: () => undefined,
        },
      } as unknown as AppContext);
      const markLate = handlers.get(MARK_LATE.name);
      if (!markLate) throw new Error('no late-marking handler registered');
      expect(app.appContext.config.repaymentGraceDays).toBe(GRACE);

      const projectId = await fundedProject(t, '2026-01-15'); // month 1 due 15 Feb, unpaid
      for (const [day, stage] of [
        ['2026-02-19', 'running'], // 4 days past due: late under 3 grace days, not under 5
        ['2026-02-20', 'running'],
        ['2026-02-21', 'late'],
      ] as const) {
        await setClock(day);
        await markLate();
        expect(await stageOf(t.database, projectId), day).toBe(stage);
      }
    } finally {
      await app.close();
    }
  });
});

/**
 * A project late (marked with the configured grace days) for its first row, whose row `row` came due
 * `daysPastDue` days before `today`; `amount`: what the operator pays — a repayment pays every due
 * row's yield, then their ujrah — so that every row before `row` is settled and only `row`'s ujrah is
 * left unpaid (late or not by the grace days alone).
 */
async function lateProject(t: MoneyContext, today: string, daysPastDue: number) {
  const due = addDays(today, -daysPastDue);
  for (const row of [2, 3, 4]) {
    // The start whose row `row` falls on `due` (month ends clip; some days need another row).
    for (let back = 0; back < 8; back += 1) {
      const start = addDays(addMonths(due, -row), back - 4);
      if (addMonths(start, row) !== due) continue;
      const projectId = await fundedProject(t, start);
      const db = money(t);
      await advanceStagesByDates(db, today, at(today));
      await markLateProjects(db, at(today), GRACE);
      const stage = await stageOf(t.database, projectId);
      if (stage !== 'late') throw new Error(`project ${projectId} is ${stage}, not late`);
      return { projectId, amount: row * YIELD + (row - 1) * UJRAH };
    }
  }
  throw new Error(`no start puts a row on ${due}`);
}

// The command records with the system clock: the projects are dated from today.
const today = jakartaDate(new Date());
const projects: Record<'inGrace' | 'pastGrace', { projectId: number; amount: number }> = {
  inGrace: { projectId: 0, amount: 0 },
  pastGrace: { projectId: 0, amount: 0 },
};

const { operator, dataDir } = operatorOnOwnDatabase(
  'grace',
  async (database) => {
    const t = { database, clock: new TestClock(at(today).getTime()) };
    projects.inGrace = await lateProject(t, today, 4);
    projects.pastGrace = await lateProject(t, today, 6);
  },
  { settings: { REPAYMENT_GRACE_DAYS: String(GRACE) }, seededBase: true },
);

// As operator-cli.test.ts: the command runs on an embedded database of its own (skipped on PostgreSQL).
describe.skipIf(!!process.env.DATABASE_URL)(
  `npm run operator -- record-repayment with REPAYMENT_GRACE_DAYS=${GRACE}`,
  () => {
    it('brings a late project back to running when its next row is 4 days past due, not when 6', async () => {
      for (const [name, { projectId, amount }] of Object.entries(projects)) {
        const run = operator(
          'record-repayment',
          '--project',
          String(projectId),
          '--amount',
          String(amount),
          '--date',
          today,
          '--reference',
          `GRACE-${name}`,
        );
        expect(run.status, run.stderr).toBe(0);
      }
      const database = await openPglite(dataDir);
      try {
        expect(await stageOf(database, projects.inGrace.projectId)).toBe('running');
        expect(await stageOf(database, projects.pastGrace.projectId)).toBe('late');
      } finally {
        await database.close();
      }
    }, 120_000);
  },
);
