import { DeleteCardBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { deleteCard } from '../cards.ts';
import { walletAnswer } from '../wallet-refusal.ts';
import { walletDb } from '../wallet-tables.ts';

/** `card/delete`: deletes one of the lender's saved cards (404 for any other card). */
export const deleteCardRoute = defineRoute({
  operationId: 'deleteCard',
  method: 'POST',
  url: '/v1/lender/ewallet/card/delete',
  auth: 'lender',
  body: DeleteCardBody.strict(),
  async handle({ ctx, lang, lender, body }) {
    return walletAnswer(lang, () =>
      deleteCard(walletDb(ctx.database.db), lender.id, body.card_id, lang),
    );
  },
});
