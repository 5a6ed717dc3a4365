import { sql } from 'kysely';
import type { AppContext, ServerLog } from '../../context.ts';
import { defineJob, type JobQueue } from '../../jobs/index.ts';
import type { DisbursementsProvider } from '../../providers/disbursements/index.ts';
import type { Clock } from '../../shared/clock.ts';
import { moneyDb, type MoneyDb } from '../../shared/ledger/tables.ts';
import { queuePayoutAgain } from './payout.ts';
import { settlePayout } from './settle.ts';

/**
 * The look for payouts whose callback never came: every withdrawal handed to the provider (`sent`)
 * longer than `RECONCILE_AFTER_MINUTES` ago is asked of the provider (`state`). And for payouts never
 * handed over: a withdrawal queued longer ago than that whose sending job is no longer waiting or
 * running (its retries ran out) gets its sending job again. Exclusive, one run at a time; a provider
 * that fails for one withdrawal leaves it to the next run, the others go on.
 */
export const RECONCILE_PAYOUTS = defineJob<Record<string, never>>('withdrawal.reconcile-payouts', {
  retryLimit: 0,
  retryDelaySeconds: 60,
  timeoutSeconds: 600,
  exclusive: true,
});

/** Every 10 minutes (UTC). */
export const RECONCILE_PAYOUTS_CRON = '*/10 * * * *';

/**
 * A payout sent this long ago without an outcome is asked about (its callback is late or lost); one
 * queued (requested, or approved) this long ago and still not sent has its sending job looked at.
 */
export const RECONCILE_AFTER_MINUTES = 30;

/** At most this many withdrawals per run, the oldest sent first; the rest wait for the next run. */
const RECONCILE_BATCH = 500;

/** What one run did, per withdrawal it looked at. */
export interface ReconcileResult {
  /** Settled as paid or failed from the provider's state (a callback that came first: unchanged). */
  settled: number;
  /** Unknown to the provider: its sending job queued again (same reference, same idempotency). */
  resent: number;
  /** Still pending at the provider: left for its callback or the next run. */
  pending: number;
  /** The provider failed or did not answer: left for the next run. */
  errors: number;
  /**
   * Still queued, its sending job gone (its retries ran out, or it was lost): the job queued again
   * (same reference: a transfer the provider took before is not made twice). A queued one whose job
   * still waits or runs is left to it and not counted.
   */
  requeued: number;
}

/**
 * Asks the provider where each payout sent more than `afterMinutes` ago and still not ended stands:
 * paid or failed → settled as its callback does (`settlePayout`: once; a later callback changes
 * nothing); never received → its sending job queued again under the withdrawal's key (the send is
 * idempotent on the reference); pending → left; a provider error → logged and left. Then each payout
 * queued more than `afterMinutes` ago and never sent gets its sending job queued again under the same
 * key — which queues nothing while its job still waits for a retry or runs — logged. Never throws
 * for one withdrawal.
 */
export async function reconcilePayouts(
  deps: {
    db: MoneyDb;
    disbursements: DisbursementsProvider;
    clock: Clock;
    jobs: JobQueue;
    log: ServerLog;
  },
  afterMinutes = RECONCILE_AFTER_MINUTES,
): Promise<ReconcileResult> {
  const { db, clock, log } = deps;
  const before = new Date(clock.now().getTime() - afterMinutes * 60_000);
  const rows = await db
    .selectFrom('withdrawals')
    .select(['id', 'payout_reference'])
    .where('payout_state', '=', 'sent')
    .where('status', '=', 2)
    .where('sent_at', '<=', before)
    .orderBy('sent_at')
    .orderBy('id')
    .limit(RECONCILE_BATCH)
    .execute();
  const result: ReconcileResult = { settled: 0, resent: 0, pending: 0, errors: 0, requeued: 0 };
  for (const row of rows) {
    try {
      const state = await deps.disbursements.state(row.payout_reference);
      if (state === null) {
        await queuePayoutAgain(deps.jobs, row.id);
        result.resent += 1;
      } else if (state.status === 'pending') {
        result.pending += 1;
      } else {
        await settlePayout(
          db,
          {
            reference: row.payout_reference,
            outcome:
              state.status === 'paid' ? { paid: true } : { paid: false, reason: state.reason },
          },
          clock,
        );
        result.settled += 1;
      }
    } catch (error) {
      result.errors += 1;
      const message = error instanceof Error ? error.message : String(error);
      log(
        'warn',
        `withdrawal.reconcile-payouts: withdrawal ${row.id} left for the next run: ${message}`,
      );
    }
  }
  // Queued since the request, or since the operator's approval.
  const queuedAt = sql<Date>`coalesce(approved_at, created_at)`;
  const queued = await db
    .selectFrom('withdrawals')
    .select(['id', queuedAt.as('queued_at')])
    .where('payout_state', '=', 'queued')
    .where('status', '=', 2)
    .where(queuedAt, '<=', before)
    .orderBy('id')
    .limit(RECONCILE_BATCH)
    .execute();
  for (const row of queued) {
    try {
      if (!(await queuePayoutAgain(deps.jobs, row.id))) continue;
      result.requeued += 1;
      log(
        'warn',
        `withdrawal.reconcile-payouts: withdrawal ${row.id}, queued since ${new Date(row.queued_at).toISOString()}, had no sending job waiting or running (its retries ran out): queued again under the same reference`,
      );
    } catch (error) {
      result.errors += 1;
      const message = error instanceof Error ? error.message : String(error);
      log(
        'warn',
        `withdrawal.reconcile-payouts: queued withdrawal ${row.id} left for the next run: ${message}`,
      );
    }
  }
  if (rows.length + result.requeued > 0 || result.errors > 0)
    log(
      'info',
      `withdrawal.reconcile-payouts: ${rows.length} sent asked of the provider (settled ${result.settled}, sent again ${result.resent}, pending ${result.pending}), queued again ${result.requeued}, errors ${result.errors}`,
    );
  return result;
}

/** The reconciling job and its schedule (worker servers). */
export function registerPayoutReconciling(ctx: AppContext): void {
  const db = moneyDb(ctx.database.db);
  ctx.jobs.handle(RECONCILE_PAYOUTS, async () => {
    await reconcilePayouts({
      db,
      disbursements: ctx.providers.disbursements,
      clock: ctx.clock,
      jobs: ctx.jobs,
      log: ctx.log,
    });
  });
  ctx.jobs.schedule(RECONCILE_PAYOUTS, RECONCILE_PAYOUTS_CRON, {});
}
