import { CheckoutProjectBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { checkout } from '../../funding/index.ts';
import { idempotencyKeyOf } from '../../../shared/idempotency.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';

/** A refusal is 200 `{ error }`, a success 200 `{ success, jumlah_investasi, id_pendanaan }` (§3). */
export const checkoutProjectRoute = defineRoute({
  operationId: 'checkoutProject',
  method: 'POST',
  url: '/newProyek/checkout_new',
  auth: 'lender',
  body: CheckoutProjectBody,
  async handle({ ctx, lang, lender, body, request }) {
    const answer = await checkout(
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
