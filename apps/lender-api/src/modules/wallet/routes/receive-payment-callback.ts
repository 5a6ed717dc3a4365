import { ReceivePaymentCallbackBody } from '@pendana/api-sdk/zod';
import { HttpError } from '../../../http/errors.ts';
import { defineRoute } from '../../../http/route.ts';
import { parseWith } from '../../../http/validate.ts';
import {
  isPaymentCallbackProvider,
  receivePaymentCallback,
  verifyCallbackSignature,
} from '../payment-callback.ts';
import { walletAnswer } from '../wallet-refusal.ts';

/**
 * A payment provider's notification (no session). The signature is checked on the raw body before the
 * body is read, so an unsigned request learns nothing (401 whatever it holds); then the body is
 * validated with the contract's schema (422) and applied.
 */
export const receivePaymentCallbackRoute = defineRoute({
  operationId: 'receivePaymentCallback',
  method: 'POST',
  url: '/v1/payments/callback/:provider',
  auth: 'public',
  async handle({ ctx, lang, request }) {
    const { provider } = request.params as { provider: string };
    if (!isPaymentCallbackProvider(provider)) throw new HttpError(404, 'errors.notFound');
    const signature = request.headers['x-callback-signature'];
    verifyCallbackSignature(
      ctx.config,
      provider,
      request.rawBody,
      Array.isArray(signature) ? signature[0] : signature,
    );
    if (request.body !== undefined && (typeof request.body !== 'object' || request.body === null))
      throw new HttpError(400, 'errors.malformed');
    const body = parseWith(ReceivePaymentCallbackBody, request.body);
    return walletAnswer(lang, () =>
      receivePaymentCallback(ctx.database.db, provider, body, lang, ctx.clock),
    );
  },
});
