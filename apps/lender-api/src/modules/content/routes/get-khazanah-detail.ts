import { GetKhazanahDetailBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { khazanahDetail } from '../content.ts';
import { contentDb } from '../tables.ts';

export const getKhazanahDetailRoute = defineRoute({
  operationId: 'getKhazanahDetail',
  method: 'POST',
  url: '/khazanah/detil',
  auth: 'lender',
  body: GetKhazanahDetailBody,
  async handle({ ctx, lang, body }) {
    return {
      status: 200,
      body: await khazanahDetail(contentDb(ctx.database.db), lang, body.id_khazanah),
    };
  },
});
