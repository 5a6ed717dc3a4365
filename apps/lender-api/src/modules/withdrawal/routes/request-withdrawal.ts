import { RequestWithdrawalBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { idempotencyKeyOf } from '../../../shared/idempotency.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { requestWithdrawal } from '../withdrawal.ts';

/** Refusals are 200 `{ error }`; a success reserves the amount and answers `{ success, id, 2 }`. */
export const requestWithdrawalRoute = defineRoute({
  operationId: 'requestWithdrawal',
  method: 'POST',
  url: '/newRekening/requestPenarikan',
  auth: 'lender',
  body: RequestWithdrawalBody,
  async handle({ ctx, lang, lender, body, request }) {
    const answer = await requestWithdrawal(
      {
        db: moneyDb(ctx.database.db),
        lang,
        lender,
        now: ctx.clock.now(),
        idempotencyKey: idempotencyKeyOf(request),
      },
      body,
    );
    return { status: 200, body: answer };
  },
});
