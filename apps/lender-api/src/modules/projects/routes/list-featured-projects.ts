import { defineRoute } from '../../../http/route.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { projectItem, projectLists } from '../project-lists.ts';

/** At most 3 projects of each state for the dashboard (legacy §4.1). */
export const listFeaturedProjectsRoute = defineRoute({
  operationId: 'listFeaturedProjects',
  method: 'POST',
  url: '/newProyek/list',
  auth: 'lender',
  async handle({ ctx, lender }) {
    const { active, full, closed, today } = await projectLists(
      moneyDb(ctx.database.db),
      { lenderId: lender.id, now: ctx.clock.now() },
      {},
      3,
    );
    return {
      status: 200,
      body: {
        dataProyekAktif: active.slice(0, 3).map((p) => projectItem(p, today)),
        dataProyekFull: full.map((p) => projectItem(p, today)),
        dataProyekClosed: closed.map((p) => projectItem(p, today)),
      },
    };
  },
});
