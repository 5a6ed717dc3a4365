import { ListProjectsBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { projectItem, projectLists, projectPage } from '../project-lists.ts';

const DEFAULT_PER_PAGE = 10;

/** Search: filters apply to the three lists; `page`/`per_page` page the active list (meta). */
export const listProjectsRoute = defineRoute({
  operationId: 'listProjects',
  method: 'POST',
  url: '/newProyek/v2/listAll',
  auth: 'lender',
  // Every field is optional: unknown fields are refused (422) so a wrong body is not read as "no filter".
  body: ListProjectsBody.strict(),
  async handle({ ctx, lender, body }) {
    const db = moneyDb(ctx.database.db);
    const viewer = { lenderId: lender.id, now: ctx.clock.now() };
    const page = body.page ?? 1;
    const perPage = body.per_page ?? DEFAULT_PER_PAGE;
    // Without a keyword the database pages the active list (`projectPage`); a keyword is matched in
    // JavaScript (`toLowerCase`, Unicode), which PostgreSQL's lower() under the C locale is not.
    const { slice, total, full, closed, today } =
      (body.keyword?.trim() ?? '') === ''
        ? await projectPage(db, viewer, body, page, perPage).then((lists) => ({
            ...lists,
            slice: lists.active,
          }))
        : await projectLists(db, viewer, body).then((lists) => ({
            ...lists,
            slice: lists.active.slice((page - 1) * perPage, page * perPage),
            total: lists.active.length,
          }));
    return {
      status: 200,
      body: {
        dataProyekAktif: slice.map((p) => projectItem(p, today)),
        dataProyekFull: full.map((p) => projectItem(p, today)),
        dataProyekClosed: closed.map((p) => projectItem(p, today)),
        meta: {
          page,
          per_page: perPage,
          total,
          totalPage: Math.ceil(total / perPage),
        },
      },
    };
  },
});
