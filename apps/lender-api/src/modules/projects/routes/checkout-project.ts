import { CheckoutProjectBody } from '@pendana/api-sdk/zod';
import { defineMoneyRoute } from '../../../http/money-route.ts';
import { checkout } from '../../funding/index.ts';

/** A refusal is 200 `{ error }`, a success 200 `{ success, jumlah_investasi, id_pendanaan }` (§3). */
export const checkoutProjectRoute = defineMoneyRoute({
  operationId: 'checkoutProject',
  url: '/newProyek/checkout_new',
  body: CheckoutProjectBody,
  run: checkout,
});
