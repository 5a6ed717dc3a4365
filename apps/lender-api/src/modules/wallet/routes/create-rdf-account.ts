import { defineRoute } from '../../../http/route.ts';
import { createRdfAccount } from '../rdl.ts';
import { walletAnswer } from '../wallet-refusal.ts';
import { walletDb } from '../wallet-tables.ts';

/** `create-rdf`: opens the RDL at the sandbox bank (CIF, then account); 409 when already active. */
export const createRdfAccountRoute = defineRoute({
  operationId: 'createRdfAccount',
  method: 'POST',
  url: '/v1/lender/create-rdf',
  auth: 'lender',
  async handle({ ctx, lang, lender }) {
    return walletAnswer(lang, () =>
      createRdfAccount(
        walletDb(ctx.database.db),
        lender,
        lang,
        ctx.clock.now(),
        ctx.providers.payments.rdl,
      ),
    );
  },
});
