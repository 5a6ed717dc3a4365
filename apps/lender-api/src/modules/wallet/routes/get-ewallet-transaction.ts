import { GetEwalletTransactionBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { readTopUp } from '../ewallet.ts';
import { walletAnswer } from '../wallet-refusal.ts';
import { walletDb } from '../wallet-tables.ts';

/** `ewallet/detail`: one of the lender's e-wallet, QRIS or card top-ups by reference. */
export const getEwalletTransactionRoute = defineRoute({
  operationId: 'getEwalletTransaction',
  method: 'POST',
  url: '/v1/lender/ewallet/detail',
  auth: 'lender',
  body: GetEwalletTransactionBody.strict(),
  async handle({ ctx, lang, lender, body }) {
    return walletAnswer(lang, () =>
      readTopUp(walletDb(ctx.database.db), lender.id, body.reference_id, ctx.clock.now()),
    );
  },
});
