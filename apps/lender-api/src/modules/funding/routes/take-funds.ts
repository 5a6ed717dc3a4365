import { TakeFundsBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { takeFunds } from '../funding.ts';
import { idempotencyKeyOf } from '../../../shared/idempotency.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';

/** Takes packages of a funding of the caller back to the available balance; 200 `{ error }` or `{ success, nominal, id_pendanaan }`; another lender's funding is a 404. */
export const takeFundsRoute = defineRoute({
  operationId: 'takeFunds',
  method: 'POST',
  url: '/newPendanaan/ambil-pendanaan',
  auth: 'lender',
  body: TakeFundsBody,
  async handle({ ctx, lang, lender, body, request }) {
    const answer = await takeFunds(
      {
        db: moneyDb(ctx.database.db),
        lang,
        lenderId: lender.id,
        now: ctx.clock.now(),
        idempotencyKey: idempotencyKeyOf(request),
      },
      body,
    );
    return { status: 200, body: answer };
  },
});
