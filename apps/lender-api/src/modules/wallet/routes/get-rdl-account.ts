import { defineRoute } from '../../../http/route.ts';
import { getRdlAccount } from '../rdl.ts';
import { walletDb } from '../wallet-tables.ts';

/** `showRDL`: the dedicated lender account's state (`status: none` before it is opened). */
export const getRdlAccountRoute = defineRoute({
  operationId: 'getRdlAccount',
  method: 'POST',
  url: '/newProfile/showRDL',
  auth: 'lender',
  async handle({ ctx, lender }) {
    return {
      status: 200,
      body: await getRdlAccount(
        walletDb(ctx.database.db),
        lender.id,
        ctx.clock.now(),
        ctx.providers.payments.rdl,
      ),
    };
  },
});
