import { defineRoute } from '../../../http/route.ts';
import { paymentOptions } from '../ewallet.ts';

/** `payment-options`: e-wallets, QRIS and card with their limits and fees. */
export const listPaymentOptionsRoute = defineRoute({
  operationId: 'listPaymentOptions',
  method: 'GET',
  url: '/v1/lender/ewallet/payment-options',
  auth: 'lender',
  async handle() {
    return { status: 200, body: paymentOptions() };
  },
});
