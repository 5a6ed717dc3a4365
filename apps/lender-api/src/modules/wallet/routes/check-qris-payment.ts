import { CheckQrisPaymentBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { readTopUp } from '../ewallet.ts';
import { walletAnswer } from '../wallet-refusal.ts';
import { walletDb } from '../wallet-tables.ts';

/** `qris/check`: the QRIS top-up's current status (polled while the QR is shown). */
export const checkQrisPaymentRoute = defineRoute({
  operationId: 'checkQrisPayment',
  method: 'POST',
  url: '/v1/lender/ewallet/qris/check',
  auth: 'lender',
  body: CheckQrisPaymentBody.strict(),
  async handle({ ctx, lang, lender, body }) {
    return walletAnswer(lang, () =>
      readTopUp(walletDb(ctx.database.db), lender.id, body.reference_id, ctx.clock.now(), ['qris']),
    );
  },
});
