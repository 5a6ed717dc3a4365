import { CreateEwalletTopUpBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { idempotencyKeyOf, replayHeaders } from '../../../shared/idempotency.ts';
import { createEwalletTopUp } from '../ewallet.ts';
import { walletAnswer } from '../wallet-refusal.ts';
import { walletDb } from '../wallet-tables.ts';

/** `ewallet/topup`: OVO push by phone number, DANA/ShopeePay checkout URL, or a QRIS code. */
export const createEwalletTopUpRoute = defineRoute({
  operationId: 'createEwalletTopUp',
  method: 'POST',
  url: '/v1/lender/ewallet/topup',
  auth: 'lender',
  body: CreateEwalletTopUpBody.strict(),
  async handle({ ctx, lang, lender, body, request }) {
    const idempotencyKey = idempotencyKeyOf(request);
    let replayed = false;
    const answer = await walletAnswer(lang, () =>
      createEwalletTopUp(walletDb(ctx.database.db), lender, body, {
        payments: ctx.providers.payments,
        lang,
        now: ctx.clock.now(),
        idempotencyKey,
        onReplay: () => {
          replayed = true;
        },
      }),
    );
    return { ...answer, headers: replayHeaders(replayed) };
  },
});
