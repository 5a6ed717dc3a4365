import { AddFundsBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { addFunds } from '../funding.ts';
import { idempotencyKeyOf } from '../../../shared/idempotency.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';

/** Adds packages to a funding of the caller (merged into today's row); 200 `{ error }` or `{ success, nominal, id_pendanaan }`; another lender's funding is a 404. */
export const addFundsRoute = defineRoute({
  operationId: 'addFunds',
  method: 'POST',
  url: '/newPendanaan/tambah-pendanaan-new',
  auth: 'lender',
  body: AddFundsBody,
  async handle({ ctx, lang, lender, body, request }) {
    const answer = await addFunds(
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
