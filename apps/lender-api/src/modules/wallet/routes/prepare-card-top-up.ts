import { PrepareCardTopUpBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { idempotencyKeyOf, replayHeaders } from '../../../shared/idempotency.ts';
import { prepareCardTopUp } from '../cards.ts';
import { walletAnswer } from '../wallet-refusal.ts';
import { walletDb } from '../wallet-tables.ts';

/** `card/pre-topup`: checks the card and amount and starts 3-D Secure. */
export const prepareCardTopUpRoute = defineRoute({
  operationId: 'prepareCardTopUp',
  method: 'POST',
  url: '/v1/lender/ewallet/card/pre-topup',
  auth: 'lender',
  body: PrepareCardTopUpBody.strict(),
  async handle({ ctx, lang, lender, body, request }) {
    const idempotencyKey = idempotencyKeyOf(request);
    let replayed = false;
    const answer = await walletAnswer(lang, () =>
      prepareCardTopUp(walletDb(ctx.database.db), lender, body, {
        payments: ctx.providers.payments,
        sandboxUrl: `${ctx.config.publicUrl}${ctx.config.apiBasePath}/sandbox`,
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
