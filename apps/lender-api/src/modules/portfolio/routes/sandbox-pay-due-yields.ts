import { HttpError } from '../../../http/errors.ts';
import { defineRoute } from '../../../http/route.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { payDueYields } from '../yield-payout.ts';

/**
 * Not in the contract: `POST /api/sandbox/yield/pay-due` (sandbox mode only) — pays the caller's due
 * yield payouts into Dana Tersedia, once each. With the server clock moved on (tests) it is the
 * "advance time" operation. 200 `{ paid, nominal }`.
 */
export const sandboxPayDueYieldsRoute = defineRoute({
  operationId: 'sandboxPayDueYields',
  method: 'POST',
  url: '/sandbox/yield/pay-due',
  auth: 'lender',
  async handle({ ctx, lender }) {
    if (!ctx.config.sandbox) throw new HttpError(404, 'errors.routeNotFound');
    return {
      status: 200,
      body: await payDueYields(moneyDb(ctx.database.db), lender.id, ctx.clock),
    };
  },
});
