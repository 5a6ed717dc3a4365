import { MarkNotificationReadParams } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { markRead } from '../inbox.ts';

/** Marks one of the caller's items read; another lender's item is a 404, as an unknown one. */
export const markNotificationReadRoute = defineRoute({
  operationId: 'markNotificationRead',
  method: 'POST',
  url: '/v1/lender/notifications/:id/read',
  auth: 'lender',
  params: MarkNotificationReadParams,
  async handle({ ctx, lang, lender, params }) {
    const data = await markRead(ctx.database.db, lender.id, params.id, lang, ctx.clock.now());
    return { status: 200, body: { data } };
  },
});
