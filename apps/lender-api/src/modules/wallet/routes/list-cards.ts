import { defineRoute } from '../../../http/route.ts';
import { listCards } from '../cards.ts';
import { walletDb } from '../wallet-tables.ts';

/** `card/list`: the lender's saved cards. */
export const listCardsRoute = defineRoute({
  operationId: 'listCards',
  method: 'GET',
  url: '/v1/lender/ewallet/card/list',
  auth: 'lender',
  async handle({ ctx, lender }) {
    return { status: 200, body: await listCards(walletDb(ctx.database.db), lender.id) };
  },
});
