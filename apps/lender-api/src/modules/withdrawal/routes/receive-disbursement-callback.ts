import { ReceiveDisbursementCallbackBody } from '@pendana/api-sdk/zod';
import { HttpError } from '../../../http/errors.ts';
import { defineRoute } from '../../../http/route.ts';
import { parseWith } from '../../../http/validate.ts';
import { moneyDb } from '../../../shared/ledger/tables.ts';
import { disbursementCallbackSecret, verifyDisbursementSignature } from '../callback.ts';
import { settlePayout } from '../settle.ts';

/**
 * The disbursement provider's outcome of a transfer (no session). The signature is checked on the raw
 * body before the body is read (401 whatever it holds); then the body is validated with the contract's
 * schema (422) and the withdrawal sent under `reference_id` is ended once (`settlePayout`).
 */
export const receiveDisbursementCallbackRoute = defineRoute({
  operationId: 'receiveDisbursementCallback',
  method: 'POST',
  url: '/v1/disbursements/callback',
  auth: 'public',
  async handle({ ctx, request }) {
    verifyDisbursementSignature(
      disbursementCallbackSecret(ctx.config),
      request.rawBody,
      request.headers['x-callback-signature'],
    );
    if (request.body !== undefined && (typeof request.body !== 'object' || request.body === null))
      throw new HttpError(400, 'errors.malformed');
    const body = parseWith(ReceiveDisbursementCallbackBody, request.body);
    const result = await settlePayout(
      moneyDb(ctx.database.db),
      {
        reference: body.reference_id,
        outcome: body.status === 'paid' ? { paid: true } : { paid: false, reason: body.reason },
        amount: body.amount,
      },
      ctx.clock,
    );
    return {
      status: 200,
      body: {
        reference_id: body.reference_id,
        status_transaksi: result.status,
        changed: result.changed,
      },
    };
  },
});
