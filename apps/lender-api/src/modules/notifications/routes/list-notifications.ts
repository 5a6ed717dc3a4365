import { ListNotificationsQueryParams } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { listInbox } from '../inbox.ts';

/** The caller's inbox, newest first, a page at a time; texts in the request's language. */
export const listNotificationsRoute = defineRoute({
  operationId: 'listNotifications',
  method: 'GET',
  url: '/v1/lender/notifications',
  auth: 'lender',
  query: ListNotificationsQueryParams,
  async handle({ ctx, lang, lender, query }) {
    const data = await listInbox(ctx.database.db, lender.id, lang, {
      before: query.before,
      limit: query.limit,
    });
    return { status: 200, body: { data } };
  },
});
