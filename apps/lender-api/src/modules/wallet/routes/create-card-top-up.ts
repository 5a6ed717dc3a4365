import { CreateCardTopUpBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { createCardTopUp } from '../cards.ts';
import { walletAnswer } from '../wallet-refusal.ts';
import { walletDb } from '../wallet-tables.ts';

/** `card/topup`: charges the card after 3-D Secure; credited once. */
export const createCardTopUpRoute = defineRoute({
  operationId: 'createCardTopUp',
  method: 'POST',
  url: '/v1/lender/ewallet/card/topup',
  auth: 'lender',
  body: CreateCardTopUpBody.strict(),
  async handle({ ctx, lang, lender, body }) {
    return walletAnswer(lang, () =>
      createCardTopUp(
        walletDb(ctx.database.db),
        lender.id,
        body,
        lang,
        ctx.clock,
        ctx.providers.payments,
      ),
    );
  },
});
