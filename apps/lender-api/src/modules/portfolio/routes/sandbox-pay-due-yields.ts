import { HttpError } from '../../../http/errors.ts';
import { defineRoute } from '../../../http/route.ts';
import { canArrive } from '../../../providers/repayments/index.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { payDueYields } from '../../repayments/index.ts';

/**
 * Not in the contract: `POST /api/sandbox/yield/pay-due` (sandbox mode only) — the borrowers of the
 * caller's projects pay what is due through the sandbox collecting account, and the repayments are
 * shared out to every lender (once per project and due date). With the server clock moved on (tests)
 * it is the "advance time" operation. 200 `{ paid, nominal }`: the caller's payouts and net credited.
 */
export const sandboxPayDueYieldsRoute = defineRoute({
  operationId: 'sandboxPayDueYields',
  method: 'POST',
  url: '/sandbox/yield/pay-due',
  auth: 'lender',
  async handle({ ctx, lender }) {
    const repayments = ctx.providers.repayments;
    if (!ctx.config.sandbox || !canArrive(repayments))
      throw new HttpError(404, 'errors.routeNotFound');
    return {
      status: 200,
      body: await payDueYields(
        moneyDb(ctx.database.db),
        repayments,
        lender.id,
        ctx.clock,
        ctx.config.repaymentGraceDays,
      ),
    };
  },
});
