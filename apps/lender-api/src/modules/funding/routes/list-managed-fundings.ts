import { defineRoute } from '../../../http/route.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { managedFundings } from '../../portfolio/index.ts';

/** The caller's open fundings in `dataProyekAktif`, `dataProyekFull`, `dataProyekClosed`. */
export const listManagedFundingsRoute = defineRoute({
  operationId: 'listManagedFundings',
  method: 'POST',
  url: '/newPendanaan/listKelolaInvestasiNewNew',
  auth: 'lender',
  async handle({ ctx, lender }) {
    return {
      status: 200,
      body: await managedFundings(moneyDb(ctx.database.db), lender.id, ctx.clock.now()),
    };
  },
});
