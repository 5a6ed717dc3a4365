import { defineRoute } from '../../../http/route.ts';
import { faqCategories } from '../content.ts';
import { contentDb } from '../tables.ts';

export const listFaqCategoriesRoute = defineRoute({
  operationId: 'listFaqCategories',
  method: 'GET',
  url: '/faq/list_kategori_group',
  auth: 'lender',
  async handle({ ctx, lang }) {
    return { status: 200, body: await faqCategories(contentDb(ctx.database.db), lang) };
  },
});
