import { z } from 'zod';
import { HttpError } from '../../../http/errors.ts';
import { defineRoute } from '../../../http/route.ts';
import { moneyDb, WITHDRAWAL_REFUSALS } from '../../../shared/ledger/tables.ts';
import { decideWithdrawal } from '../withdrawal.ts';

const SandboxDecideBody = z.object({
  id: z.number().int().min(1),
  decision: z.enum(['paid', 'refused']),
  /** The bank's reason of a refusal (default `bank_rejected`). */
  reason: z.enum(WITHDRAWAL_REFUSALS).optional(),
});

/**
 * Not in the contract: `POST /api/sandbox/withdrawal/decide` (sandbox mode only) — the sandbox bank pays
 * (status 3) or refuses (status 4, money back to the available balance; `reason` one of `WITHDRAWAL_REFUSALS`) one of the
 * caller's withdrawals.
 */
export const sandboxDecideWithdrawalRoute = defineRoute({
  operationId: 'sandboxDecideWithdrawal',
  method: 'POST',
  url: '/sandbox/withdrawal/decide',
  auth: 'lender',
  body: SandboxDecideBody,
  async handle({ ctx, lender, body }) {
    if (!ctx.config.sandbox) throw new HttpError(404, 'errors.routeNotFound');
    const result = await decideWithdrawal(
      moneyDb(ctx.database.db),
      lender.id,
      body.id,
      body.decision === 'paid' ? { paid: true } : { paid: false, reason: body.reason },
      ctx.clock,
    );
    return { status: 200, body: { status_transaksi: result.status } };
  },
});
