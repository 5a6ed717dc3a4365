import { ListNewsQueryParams } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { listNews } from '../content.ts';
import { contentDb } from '../tables.ts';

/** A page of news, newest first (`per_page`, `page` in the query; `totalPage`). */
export const listNewsRoute = defineRoute({
  operationId: 'listNews',
  method: 'POST',
  url: '/news/get',
  auth: 'lender',
  query: ListNewsQueryParams.strict(),
  async handle({ ctx, lang, query }) {
    return { status: 200, body: await listNews(contentDb(ctx.database.db), lang, query) };
  },
});
