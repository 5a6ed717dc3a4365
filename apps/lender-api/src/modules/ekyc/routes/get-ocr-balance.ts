import { defineRoute } from '../../../http/route.ts';
import { ocrBalance } from '../ocr/ocr.ts';

export const getOcrBalanceRoute = defineRoute({
  operationId: 'getOcrBalance',
  method: 'GET',
  url: '/balance/privy-ocr',
  auth: 'lender',
  audience: 'individual',
  async handle({ ctx, lender }) {
    return { status: 200, body: { data: await ocrBalance(ctx, lender) } };
  },
});
