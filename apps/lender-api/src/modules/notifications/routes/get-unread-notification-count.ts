import { defineRoute } from '../../../http/route.ts';
import { unreadCount } from '../inbox.ts';

/** How many of the caller's inbox items are unread (the bell's badge). */
export const getUnreadNotificationCountRoute = defineRoute({
  operationId: 'getUnreadNotificationCount',
  method: 'GET',
  url: '/v1/lender/notifications/unread-count',
  auth: 'lender',
  async handle({ ctx, lender }) {
    return {
      status: 200,
      body: { data: { unread: await unreadCount(ctx.database.db, lender.id) } },
    };
  },
});
