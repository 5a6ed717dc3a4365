import type { AppContext } from '../../context.ts';
import { defineJob, type JobQueue } from '../../jobs/index.ts';
import {
  DisbursementRefusedError,
  type DisbursementsProvider,
} from '../../providers/disbursements/index.ts';
import type { Clock } from '../../shared/clock.ts';
import type { MoneyDb, MoneyTrx } from '../../shared/ledger/tables.ts';
import { moneyDb } from '../../shared/ledger/tables.ts';
import { raiseOperatorTask } from '../../shared/operator-tasks.ts';
import { recordEvent } from '../notifications/index.ts';
import { settlePayout, type PayoutState } from './settle.ts';
import { payoutAccount } from './account.ts';

/**
 * Sends one withdrawal to the disbursement provider. Retried with backoff when the provider fails or
 * does not answer in time (30 s, then about twice as long each time, at most an hour, 10 retries:
 * about 8 hours); sending again is harmless, the provider keeps one transfer per reference. Exclusive
 * per withdrawal: one job waiting or running at a time.
 */
export const SEND_PAYOUT = defineJob<{ withdrawalId: number }>('withdrawal.send-payout', {
  retryLimit: 10,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 60 * 60,
  timeoutSeconds: 120,
  exclusive: true,
});

/** Queues the sending of a withdrawal in the transaction that made it ready to send. */
export async function queuePayout(
  trx: MoneyTrx,
  jobs: JobQueue,
  withdrawalId: number,
): Promise<void> {
  await jobs.send(
    SEND_PAYOUT,
    { withdrawalId },
    { transaction: trx, singletonKey: String(withdrawalId) },
  );
}

/**
 * Queues the sending of a withdrawal again (the reconciling: one sent that the provider says it never
 * received, or one still queued whose sending job ran out of retries): outside any transaction, under
 * the same key, so at most one job waits or runs. False when one is still waiting or running (nothing
 * queued). The job sends the same reference, so a transfer the provider did take is not made twice.
 */
export async function queuePayoutAgain(jobs: JobQueue, withdrawalId: number): Promise<boolean> {
  const id = await jobs.send(SEND_PAYOUT, { withdrawalId }, { singletonKey: String(withdrawalId) });
  return id !== null;
}

/**
 * A withdrawal above the approval threshold: held (`awaiting_approval`) with an operator task,
 * in the request's transaction; at or below it, queued for sending in that transaction.
 */
export async function holdOrQueuePayout(
  trx: MoneyTrx,
  payout: { jobs: JobQueue; approvalThreshold: number },
  withdrawal: { id: number; lenderId: number; nominal: number; reference: string },
  now: Date,
): Promise<PayoutState> {
  if (withdrawal.nominal <= payout.approvalThreshold) {
    await queuePayout(trx, payout.jobs, withdrawal.id);
    return 'queued';
  }
  await trx
    .updateTable('withdrawals')
    .set({ payout_state: 'awaiting_approval' })
    .where('id', '=', withdrawal.id)
    .execute();
  await raiseOperatorTask(trx, {
    kind: 'withdrawal_approval',
    subjectRef: withdrawal.reference,
    details: {
      withdrawal_id: withdrawal.id,
      lender_id: withdrawal.lenderId,
      nominal: withdrawal.nominal,
      threshold: payout.approvalThreshold,
      command: `npm run operator -- approve-withdrawal --id ${withdrawal.id}`,
    },
    log: { key: 'requested_at', entry: now.toISOString() },
    now,
  });
  return 'awaiting_approval';
}

/**
 * The job: hands a queued withdrawal to the provider and marks it sent, telling the lender
 * (`markSent`). Anything but a queued or sent withdrawal (awaiting approval, already paid or failed)
 * is left alone, so a late or repeated run sends nothing. A failure or a timeout throws: the queue
 * retries the run. A refusal
 * (`DisbursementRefusedError`: sending it again cannot help) holds the withdrawal for an operator
 * instead (`holdRefusedPayout`); the money stays reserved and the run ends.
 */
export async function sendPayout(
  deps: { db: MoneyDb; disbursements: DisbursementsProvider; clock: Clock },
  withdrawalId: number,
): Promise<'sent' | 'skipped' | 'refused'> {
  const { db } = deps;
  const row = await db
    .selectFrom('withdrawals as w')
    .innerJoin('lenders as l', 'l.id', 'w.lender_id')
    .select([
      'w.id',
      'w.nominal',
      'w.no_rekening',
      'w.kode_bank',
      'w.payout_state',
      'w.payout_reference',
      'l.id as lender_id',
      'l.lender_type',
    ])
    .where('w.id', '=', withdrawalId)
    .executeTakeFirst();
  if (!row || (row.payout_state !== 'queued' && row.payout_state !== 'sent')) return 'skipped';
  const account = await payoutAccount(db, {
    id: row.lender_id,
    lender_type: row.lender_type === 2 ? 2 : 1,
  });
  try {
    await deps.disbursements.send({
      reference: row.payout_reference,
      amount: BigInt(row.nominal),
      bank: {
        kodeBank: row.kode_bank,
        accountNumber: row.no_rekening,
        accountName: account.nama ?? '',
      },
    });
  } catch (error) {
    if (!(error instanceof DisbursementRefusedError)) throw error;
    await holdRefusedPayout(
      db,
      {
        id: row.id,
        lenderId: row.lender_id,
        reference: row.payout_reference,
        nominal: Number(row.nominal),
      },
      error,
      deps.clock.now(),
    );
    return 'refused';
  }
  await markSent(db, row, deps.clock.now());
  return 'sent';
}

/**
 * The provider took the transfer: a queued withdrawal becomes sent and its lender's `withdrawal_sent`
 * event is written, in one transaction. One already sent (a send repeated by a retry or the
 * reconciling) changes nothing and tells nothing again.
 */
async function markSent(
  db: MoneyDb,
  withdrawal: { id: number; lender_id: number; nominal: number | string | bigint },
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('withdrawals')
      .set({ payout_state: 'sent', sent_at: now })
      .where('id', '=', withdrawal.id)
      .where('payout_state', '=', 'queued')
      .returning('id')
      .executeTakeFirst();
    if (!changed) return;
    await recordEvent(trx, {
      lenderId: withdrawal.lender_id,
      kind: 'withdrawal_sent',
      payload: { withdrawal_id: withdrawal.id, amount: Number(withdrawal.nominal), reason: null },
      at: now,
    });
  });
}

/**
 * A queued withdrawal the provider refused goes back to `awaiting_approval` with an operator task
 * (`payout_refused`: the provider's status and words, the command that sends it again once the cause
 * is fixed, and the one that fails it and gives the money back). One already sent stays sent (the
 * provider holds it; its callback ends it); the task is raised all the same, so the refusal is seen.
 */
async function holdRefusedPayout(
  db: MoneyDb,
  withdrawal: { id: number; lenderId: number; reference: string; nominal: number },
  refusal: DisbursementRefusedError,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('withdrawals')
      .set({ payout_state: 'awaiting_approval' })
      .where('id', '=', withdrawal.id)
      .where('payout_state', '=', 'queued')
      .execute();
    await raiseOperatorTask(trx, {
      kind: 'payout_refused',
      subjectRef: withdrawal.reference,
      details: {
        withdrawal_id: withdrawal.id,
        lender_id: withdrawal.lenderId,
        nominal: withdrawal.nominal,
        command: `npm run operator -- retry-payout --id ${withdrawal.id}`,
        fail_command: `npm run operator -- fail-payout --id ${withdrawal.id} --reason "<why>"`,
      },
      log: {
        key: 'refusals',
        entry: `${now.toISOString()} HTTP ${refusal.status}: ${refusal.reason}`,
      },
      now,
    });
  });
}

/**
 * The payouts' work on the queue (the sending job) and the provider's in-process outcomes: only the
 * sandbox calls back this way; a provider over the network (`disbursements=http`) calls
 * `receiveDisbursementCallback`, which settles the payout itself — nothing waits for the listener.
 */
export function registerPayoutSending(ctx: AppContext): void {
  const db = moneyDb(ctx.database.db);
  ctx.jobs.handle(SEND_PAYOUT, async ({ withdrawalId }) => {
    await sendPayout(
      { db, disbursements: ctx.providers.disbursements, clock: ctx.clock },
      withdrawalId,
    );
  });
  ctx.providers.disbursements.onOutcome(async (outcome) => {
    await settlePayout(
      db,
      {
        reference: outcome.reference,
        outcome:
          outcome.status === 'paid' ? { paid: true } : { paid: false, reason: outcome.reason },
      },
      ctx.clock,
    );
  });
}
