import { GetPrivyUserIdQueryParams } from '@pendana/api-sdk/zod';
import { z } from 'zod';
import { defineRoute } from '../../../http/route.ts';
import { privyAccount } from '../signer.ts';

/** Query strings are text: `user_type=1` is read as a number, then checked by the contract's literal. */
const PrivyUserIdQuery = z.object({
  user_type: z.coerce.number().pipe(GetPrivyUserIdQueryParams.shape.user_type),
});

/** `privy/user-id?user_type=1`: the lender's PrivyID identifier (verified lenders are registered). */
export const getPrivyUserIdRoute = defineRoute({
  operationId: 'getPrivyUserId',
  method: 'GET',
  url: '/privy/user-id',
  auth: 'lender',
  query: PrivyUserIdQuery,
  async handle({ ctx, lender }) {
    return { status: 200, body: { data: await privyAccount(ctx, lender) } };
  },
});
