import { TakeFundsBody } from '@pendana/api-sdk/zod';
import { defineMoneyRoute } from '../../../http/money-route.ts';
import { takeFunds } from '../funding.ts';

/** Takes packages of a funding of the caller back to the available balance; 200 `{ error }` or `{ success, nominal, id_pendanaan }`; another lender's funding is a 404. */
export const takeFundsRoute = defineMoneyRoute({
  operationId: 'takeFunds',
  url: '/newPendanaan/ambil-pendanaan',
  body: TakeFundsBody,
  run: takeFunds,
});
