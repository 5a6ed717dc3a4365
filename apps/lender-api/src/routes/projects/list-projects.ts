import { ListProjectsBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../http/route.ts';
import { moneyDb } from '../../services/ledger/tables.ts';
import { projectItem, projectLists } from '../../services/projects/projects.ts';

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
    const { active, full, closed, today } = await projectLists(
      moneyDb(ctx.database.db),
      { lenderId: lender.id, now: ctx.clock.now() },
      body,
    );
    const page = body.page ?? 1;
    const perPage = body.per_page ?? DEFAULT_PER_PAGE;
    const slice = active.slice((page - 1) * perPage, page * perPage);
    return {
      status: 200,
      body: {
        dataProyekAktif: slice.map((p) => projectItem(p, today)),
        dataProyekFull: full.map((p) => projectItem(p, today)),
        dataProyekClosed: closed.map((p) => projectItem(p, today)),
        meta: {
          page,
          per_page: perPage,
          total: active.length,
          totalPage: Math.ceil(active.length / perPage),
        },
      },
    };
  },
});
