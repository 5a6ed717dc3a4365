import { z } from 'zod';
import { HttpError } from '../../../http/errors.ts';
import { defineRoute } from '../../../http/route.ts';
import { authenticateCard } from '../cards.ts';
import { walletAnswer } from '../wallet-refusal.ts';
import { walletDb } from '../wallet-tables.ts';

/** Not in the contract: the card provider's 3-D Secure step, passed or failed. */
const SandboxAuthenticateBody = z
  .object({
    reference_id: z.string().min(1).max(64),
    result: z.enum(['success', 'failed']),
  })
  .strict();

/**
 * `POST /api/sandbox/card/authenticate` (sandbox mode only; 404 otherwise): completes 3-D Secure of the
 * logged-in lender's new card top-up. 200 `{ authentication_id, status }` (the id goes to
 * `createCardTopUp`; failed → status 4 and no id).
 */
export const sandboxAuthenticateCardRoute = defineRoute({
  operationId: 'sandboxAuthenticateCard',
  method: 'POST',
  url: '/sandbox/card/authenticate',
  auth: 'lender',
  body: SandboxAuthenticateBody,
  async handle({ ctx, lang, lender, body }) {
    if (!ctx.config.sandbox) throw new HttpError(404, 'errors.routeNotFound');
    return walletAnswer(lang, () =>
      authenticateCard(
        walletDb(ctx.database.db),
        lender.id,
        body.reference_id,
        body.result,
        ctx.clock.now(),
      ),
    );
  },
});
