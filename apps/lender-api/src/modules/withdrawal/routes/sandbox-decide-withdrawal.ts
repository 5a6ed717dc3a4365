import { z } from 'zod';
import { HttpError } from '../../../http/errors.ts';
import { defineRoute } from '../../../http/route.ts';
import { sandboxDisbursementControls } from '../../../providers/disbursements/index.ts';
import { moneyDb, WITHDRAWAL_REFUSALS } from '../../../shared/ledger/tables.ts';
import { settleWithdrawal } from '../settle.ts';

const SandboxDecideBody = z.object({
  id: z.number().int().min(1),
  decision: z.enum(['paid', 'refused']),
  /** The bank's reason of a refusal (default `bank_rejected`). */
  reason: z.enum(WITHDRAWAL_REFUSALS).optional(),
});

/**
 * Not in the contract: `POST /api/sandbox/withdrawal/decide` (sandbox mode only) — plays the bank for
 * one of the caller's withdrawals: the sandbox disbursement provider ends the transfer as paid (status
 * 3) or refused (status 4, money back to the available balance; `reason` one of `WITHDRAWAL_REFUSALS`)
 * and calls back. A withdrawal the provider has not received yet (its job has not run, or it awaits an
 * operator's approval) is ended the same way at once; its job then finds it ended and sends nothing.
 */
export const sandboxDecideWithdrawalRoute = defineRoute({
  operationId: 'sandboxDecideWithdrawal',
  method: 'POST',
  url: '/sandbox/withdrawal/decide',
  auth: 'lender',
  body: SandboxDecideBody,
  async handle({ ctx, lender, body }) {
    const controls = sandboxDisbursementControls(ctx.providers.disbursements);
    if (!ctx.config.sandbox || !controls) throw new HttpError(404, 'errors.routeNotFound');
    const db = moneyDb(ctx.database.db);
    const withdrawal = await db
      .selectFrom('withdrawals')
      .select(['id', 'payout_reference'])
      .where('id', '=', body.id)
      .where('lender_id', '=', lender.id)
      .executeTakeFirst();
    if (!withdrawal) throw new HttpError(404, 'errors.notFound');
    const reason = body.reason ?? 'bank_rejected';
    await controls.settle(
      withdrawal.payout_reference,
      body.decision === 'paid' ? { status: 'paid' } : { status: 'failed', reason },
    );
    const result = await settleWithdrawal(
      db,
      { id: withdrawal.id, lenderId: lender.id },
      body.decision === 'paid' ? { paid: true } : { paid: false, reason },
      ctx.clock,
    );
    return { status: 200, body: { status_transaksi: result.status } };
  },
});
