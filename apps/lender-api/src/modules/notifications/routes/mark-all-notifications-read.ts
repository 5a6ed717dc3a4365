import { defineRoute } from '../../../http/route.ts';
import { markAllRead } from '../inbox.ts';

/** Marks every unread item of the caller read. */
export const markAllNotificationsReadRoute = defineRoute({
  operationId: 'markAllNotificationsRead',
  method: 'POST',
  url: '/v1/lender/notifications/read-all',
  auth: 'lender',
  async handle({ ctx, lender }) {
    const marked = await markAllRead(ctx.database.db, lender.id, ctx.clock.now());
    return { status: 200, body: { data: { marked } } };
  },
});
