import { z } from 'zod';
import { HttpError } from '../../../http/errors.ts';
import { defineRoute } from '../../../http/route.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { creditVaPayment } from '../wallet.ts';

/** Not in the contract: the sandbox "simulate paid" action of a virtual-account transfer. */
const SandboxVaPayBody = z.object({
  nomor_va: z.string().regex(/^[0-9]{10,20}$/),
  nominal: z.number().int().min(10_000).max(10_000_000_000),
  /** The provider's payment reference; the same reference is credited once. */
  reference: z.string().min(1).max(64),
});

/**
 * `POST /api/sandbox/va/pay` (sandbox mode only; 404 otherwise): the logged-in lender pays into one of
 * their own virtual accounts. 200 `{ credited, id }` — `credited: false` for a repeated reference.
 */
export const sandboxPayVirtualAccountRoute = defineRoute({
  operationId: 'sandboxPayVirtualAccount',
  method: 'POST',
  url: '/sandbox/va/pay',
  auth: 'lender',
  body: SandboxVaPayBody,
  async handle({ ctx, lang, lender, body }) {
    if (!ctx.config.sandbox) throw new HttpError(404, 'errors.routeNotFound');
    const result = await creditVaPayment(
      moneyDb(ctx.database.db),
      body,
      ctx.clock,
      lang,
      lender.id,
    );
    return { status: 200, body: { credited: result.credited, id: result.transactionId } };
  },
});
