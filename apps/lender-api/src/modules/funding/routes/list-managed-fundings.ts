import { ListManagedFundingsQueryParams } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { managedFundings } from '../../portfolio/index.ts';
import { daysLate } from '../../repayments/index.ts';

/**
 * The caller's open fundings in `dataProyekAktif`, `dataProyekFull`, `dataProyekClosed` (each with
 * its project's days late, by the server's clock) and the ended ones in `dataProyekSelesai`, one page
 * of each (`page`, `per_page`, `tab`, `id`, `proyek_id` in the query) with each list's total in `meta`.
 */
export const listManagedFundingsRoute = defineRoute({
  operationId: 'listManagedFundings',
  method: 'POST',
  url: '/newPendanaan/listKelolaInvestasiNewNew',
  auth: 'lender',
  query: ListManagedFundingsQueryParams.strict(),
  async handle({ ctx, lender, query }) {
    const db = moneyDb(ctx.database.db);
    return {
      status: 200,
      body: await managedFundings(
        db,
        lender.id,
        ctx.clock.now(),
        (projectId, today) => daysLate(db, projectId, today),
        query,
      ),
    };
  },
});
