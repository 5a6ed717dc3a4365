import { AddFundsBody } from '@pendana/api-sdk/zod';
import { defineMoneyRoute } from '../../../http/money-route.ts';
import { addFunds } from '../funding.ts';

/** Adds packages to a funding of the caller (merged into today's row); 200 `{ error }` or `{ success, nominal, id_pendanaan }`; another lender's funding is a 404. */
export const addFundsRoute = defineMoneyRoute({
  operationId: 'addFunds',
  url: '/newPendanaan/tambah-pendanaan-new',
  body: AddFundsBody,
  run: addFunds,
});
