import { defineRoute } from '../../../http/route.ts';
import { HttpError } from '../../../http/errors.ts';

export const getTermConditionRoute = defineRoute({
  operationId: 'getTermCondition',
  method: 'POST',
  url: '/newAuth/termCondition',
  auth: 'public',
  async handle({ ctx, lang }) {
    const row = await ctx.database.db
      .selectFrom('term_conditions')
      .select(['id', 'title', 'writer', 'deskripsi'])
      .where('lang', '=', lang)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'errors.notFound');
    return { status: 200, body: row };
  },
});
