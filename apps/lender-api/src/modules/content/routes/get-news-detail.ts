import { GetNewsDetailBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { newsDetail } from '../content.ts';
import { contentDb } from '../tables.ts';

export const getNewsDetailRoute = defineRoute({
  operationId: 'getNewsDetail',
  method: 'POST',
  url: '/news/detil',
  auth: 'lender',
  body: GetNewsDetailBody,
  async handle({ ctx, lang, body }) {
    return { status: 200, body: await newsDetail(contentDb(ctx.database.db), lang, body.id_news) };
  },
});
