import { ListFaqContentsParams } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { faqContents } from '../content.ts';
import { contentDb } from '../tables.ts';

/** Questions of a group of a category; a group outside the category is a 404. */
export const listFaqContentsRoute = defineRoute({
  operationId: 'listFaqContents',
  method: 'GET',
  url: '/faq/list_content/:category_id/:group_id',
  auth: 'lender',
  params: ListFaqContentsParams,
  async handle({ ctx, lang, params }) {
    return {
      status: 200,
      body: await faqContents(
        contentDb(ctx.database.db),
        lang,
        params.category_id,
        params.group_id,
      ),
    };
  },
});
