import { z } from 'zod';
import { HttpError } from '../../../http/errors.ts';
import { defineRoute } from '../../../http/route.ts';
import { settleTopUp } from '../ewallet.ts';
import { walletAnswer } from '../wallet-refusal.ts';
import { walletDb } from '../wallet-tables.ts';

/** Not in the contract: the e-wallet/QRIS provider's "simulate paid / failed" action. */
const SandboxSettleBody = z
  .object({
    reference_id: z.string().min(1).max(64),
    result: z.enum(['paid', 'failed']),
    /** Provider failure code (OVO: 17 declined, 51 insufficient balance, 68 timeout). */
    code: z
      .string()
      .regex(/^[0-9A-Z]{2,3}$/)
      .optional(),
  })
  .strict();

/**
 * `POST /api/sandbox/ewallet/pay` (sandbox mode only; 404 otherwise): the provider reports the
 * logged-in lender's pending OVO, DANA, ShopeePay or QRIS top-up paid (credited once) or failed.
 * 200 `{ credited, status, meta }` — `credited: false` when nothing was credited by this notice.
 */
export const sandboxSettleEwalletRoute = defineRoute({
  operationId: 'sandboxSettleEwallet',
  method: 'POST',
  url: '/sandbox/ewallet/pay',
  auth: 'lender',
  body: SandboxSettleBody,
  async handle({ ctx, lang, lender, body }) {
    if (!ctx.config.sandbox) throw new HttpError(404, 'errors.routeNotFound');
    return walletAnswer(lang, () =>
      settleTopUp(
        walletDb(ctx.database.db),
        lender.id,
        body.reference_id,
        { result: body.result, code: body.code },
        ctx.clock,
      ),
    );
  },
});
