import { ListKhazanahBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { listKhazanah } from '../content.ts';
import { contentDb } from '../tables.ts';

export const listKhazanahRoute = defineRoute({
  operationId: 'listKhazanah',
  method: 'POST',
  url: '/khazanah/get',
  auth: 'lender',
  // Every field is optional: unknown fields are refused (422) so a wrong body is not read as "page 1".
  body: ListKhazanahBody.strict(),
  async handle({ ctx, lang, body }) {
    return { status: 200, body: await listKhazanah(contentDb(ctx.database.db), lang, body) };
  },
});
