import { sql } from 'kysely';
import type { ArrivingRepayments } from '../../providers/repayments/index.ts';
import { addDays, jakartaDate } from '../../shared/ledger/ledger.ts';
import type { MovableClock } from '../../shared/clock.ts';
import { FUNDING_STATUS, type MoneyDb, type ProjectStage } from '../../shared/ledger/tables.ts';
import { collectRepayments } from './collect.ts';
import { declareDefault } from './default.ts';
import { daysLate, markLateProjects } from './late.ts';
import { ALIVE, factsOf, nextRow, settles, type Facts } from './life-facts.ts';
import { RepaymentRefusedError } from './replay.ts';
import { payableNow } from './split.ts';
import { advanceStagesByDates } from './stages.ts';

/**
 * The sandbox's project life: a project the caller funded taken through repayment due → paid → late →
 * repaid or defaulted, on the sandbox clock. Payments go through the sandbox collecting account and
 * `collectRepayments` (the path of a real provider's notice), lateness through `markLateProjects`, a
 * default through `declareDefault` (the operator's command): nothing here posts money itself.
 */
export const SANDBOX_PROVIDER = 'sandbox';

export interface ProjectLife {
  id_proyek: number;
  nama: string;
  stage: ProjectStage;
  today: string;
  next_due: { tanggal: string; nominal: number } | null;
  days_late: number;
  grace_days: number;
  principal_outstanding: number;
  actions: {
    pay_next_due: boolean;
    repay_all: boolean;
    make_late: boolean;
    declare_default: boolean;
  };
}

/** Why an action is refused: a stage that does not allow it, a due that is not the next, the money code's reason. */
export class LifeRefusedError extends Error {
  readonly kind: 'stage' | 'notNextDue' | 'refused';
  readonly detail: string;
  constructor(kind: 'stage' | 'notNextDue' | 'refused', detail: string) {
    super(detail);
    this.name = 'LifeRefusedError';
    this.kind = kind;
    this.detail = detail;
  }
}

/** Noon in Jakarta on `day`. */
const noon = (day: string) => new Date(`${day}T05:00:00Z`);
const positive = (v: bigint) => (v > 0n ? v : 0n);

function lifeOf(facts: Facts, today: string, late: number, graceDays: number): ProjectLife {
  const row = nextRow(facts);
  const alive = ALIVE.includes(facts.stage);
  return {
    id_proyek: facts.id,
    nama: facts.nama,
    stage: facts.stage,
    today,
    next_due: row ? { tanggal: row.due, nominal: Number(settles(facts, row, today)) } : null,
    days_late: late,
    grace_days: graceDays,
    principal_outstanding: alive
      ? Number(positive(facts.terms.principal - facts.paid.principal))
      : 0,
    actions: {
      pay_next_due: row !== null,
      repay_all: alive,
      make_late: row !== null && facts.stage !== 'late',
      declare_default: facts.stage === 'running' || facts.stage === 'late',
    },
  };
}

export interface LifeCall {
  db: MoneyDb;
  clock: MovableClock;
  repayments: ArrivingRepayments;
  lenderId: number;
  graceDays: number;
}

/** The project's life as the lender sees it in the sandbox; null when the lender did not fund it. */
export async function projectLife(call: LifeCall, projectId: number): Promise<ProjectLife | null> {
  const facts = await factsOf(call.db, projectId, call.lenderId);
  if (!facts) return null;
  const today = jakartaDate(call.clock.now());
  return lifeOf(facts, today, await daysLate(call.db, projectId, today), call.graceDays);
}

/** Ended projects: the borrower owes nothing more and no sandbox action is left. */
const ENDED: readonly ProjectStage[] = ['repaid', 'defaulted'];

/**
 * The lives of every project the lender funded and did not take back (a funding open or ended): the
 * projects still owing first, then the ended ones (repaid, defaulted), newest funding first within
 * each — so a project stays listed with its stage once it has ended.
 */
export async function projectLives(call: LifeCall): Promise<ProjectLife[]> {
  const funded = await call.db
    .selectFrom('fundings')
    .select(['project_id', (eb) => eb.fn.max('id').as('latest')])
    .where('lender_id', '=', call.lenderId)
    .where('status', 'in', [FUNDING_STATUS.OPEN, FUNDING_STATUS.ENDED])
    .where('jumlah_paket', '>', 0)
    .groupBy('project_id')
    .orderBy('latest', 'desc')
    .execute();
  const lives: ProjectLife[] = [];
  for (const { project_id } of funded) {
    const life = await projectLife(call, project_id);
    if (life) lives.push(life);
  }
  const ended = (life: ProjectLife) => (ENDED.includes(life.stage) ? 1 : 0);
  return lives.sort((a, b) => ended(a) - ended(b));
}

/**
 * Moves the sandbox clock forward to noon of `day` (Jakarta) when it is earlier, and the sessions'
 * expiry with it, so the person moving it stays logged in.
 */
async function moveClockTo(call: LifeCall, day: string): Promise<void> {
  const before = call.clock.now();
  if (jakartaDate(before) >= day) return;
  await call.clock.moveTo(noon(day));
  const by = call.clock.now().getTime() - before.getTime();
  if (by > 0)
    await sql`update sessions set expires_at = expires_at + ${`${by} milliseconds`}::interval`.execute(
      call.db,
    );
}

async function alreadyPaid(db: MoneyDb, reference: string): Promise<boolean> {
  const row = await db
    .selectFrom('repayments')
    .select('id')
    .where('provider', '=', SANDBOX_PROVIDER)
    .where('payer_reference', '=', reference)
    .executeTakeFirst();
  return row !== undefined;
}

/** The borrower's payment arrives at the sandbox collecting account and is collected as any notice. */
async function arriveAndCollect(
  call: LifeCall,
  projectId: number,
  amount: bigint,
  reference: string,
) {
  const paidOn = jakartaDate(call.clock.now());
  call.repayments.arrive({ projectId, amount, paidOn, payerReference: reference });
  const collected = await collectRepayments(
    call.db,
    { name: SANDBOX_PROVIDER, repayments: call.repayments },
    projectId,
    call.clock,
    call.graceDays,
  );
  const mine = collected.find((c) => c.payerReference === reference);
  if (mine && 'refused' in mine) throw new LifeRefusedError('refused', mine.refused);
}

/** The borrower pays the due of `dueDate` (the next one), on its due day at the earliest. Once per due. */
export async function payNextDue(call: LifeCall, projectId: number, dueDate: string) {
  const facts = await factsOf(call.db, projectId, call.lenderId);
  if (!facts) return null;
  const reference = `SANDBOX-DUE-${projectId}-${dueDate}`;
  if (!(await alreadyPaid(call.db, reference))) {
    const row = nextRow(facts);
    if (!ALIVE.includes(facts.stage)) throw new LifeRefusedError('stage', facts.stage);
    if (!row || row.due !== dueDate) throw new LifeRefusedError('notNextDue', dueDate);
    await moveClockTo(call, row.due);
    const amount = settles(facts, row, jakartaDate(call.clock.now()));
    await arriveAndCollect(call, projectId, amount, reference);
  }
  return projectLife(call, projectId);
}

/** The borrower pays everything the project owes that day (from its start at the earliest): it ends. */
export async function repayAll(call: LifeCall, projectId: number) {
  const facts = await factsOf(call.db, projectId, call.lenderId);
  if (!facts) return null;
  const reference = `SANDBOX-ALL-${projectId}`;
  if (!(await alreadyPaid(call.db, reference))) {
    if (!ALIVE.includes(facts.stage)) throw new LifeRefusedError('stage', facts.stage);
    await moveClockTo(call, facts.tglMulai);
    const today = jakartaDate(call.clock.now());
    const open = await factsOf(call.db, projectId, call.lenderId);
    if (!open) return null;
    const amount = payableNow(open.terms, open.paid, today);
    await arriveAndCollect(call, projectId, amount, reference);
  }
  return projectLife(call, projectId);
}

/**
 * The due of `dueDate` (the next one) left unpaid: the clock moves past it and the grace days and
 * the daily late marking runs. A project already late on that due is left as it is.
 */
export async function makeLate(call: LifeCall, projectId: number, dueDate: string) {
  const facts = await factsOf(call.db, projectId, call.lenderId);
  if (!facts) return null;
  const row = nextRow(facts);
  if (facts.stage === 'late' && row?.due === dueDate) return projectLife(call, projectId);
  if (!ALIVE.includes(facts.stage) || facts.stage === 'late')
    throw new LifeRefusedError('stage', facts.stage);
  if (!row || row.due !== dueDate) throw new LifeRefusedError('notNextDue', dueDate);
  await moveClockTo(call, addDays(row.due, call.graceDays + 1));
  const now = call.clock.now();
  await advanceStagesByDates(call.db, jakartaDate(now), now);
  await markLateProjects(call.db, now, call.graceDays);
  return projectLife(call, projectId);
}

/** The operator's default, on the sandbox clock's day, with `recovery` shared out. Once per project. */
export async function declareSandboxDefault(call: LifeCall, projectId: number, recovery: bigint) {
  const facts = await factsOf(call.db, projectId, call.lenderId);
  if (!facts) return null;
  try {
    await declareDefault(
      call.db,
      {
        projectId,
        recovery,
        date: jakartaDate(call.clock.now()),
        reference: `SANDBOX-DEFAULT-${projectId}`,
      },
      call.clock.now(),
    );
  } catch (error) {
    if (!(error instanceof RepaymentRefusedError)) throw error;
    if (!['running', 'late', 'defaulted'].includes(facts.stage))
      throw new LifeRefusedError('stage', facts.stage);
    throw new LifeRefusedError('refused', error.message);
  }
  return projectLife(call, projectId);
}
