import { GetVidaSignEnvelopeStatusParams } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { ownDocument, providerStatus } from '../documents.ts';

/** `vida-sign/envelope-status/{envelope_id}`: the VIDA Sign status of one of the caller's envelopes. */
export const getVidaSignEnvelopeStatusRoute = defineRoute({
  operationId: 'getVidaSignEnvelopeStatus',
  method: 'GET',
  url: '/vida-sign/envelope-status/:envelope_id',
  auth: 'lender',
  params: GetVidaSignEnvelopeStatusParams,
  async handle({ ctx, lender, params }) {
    const doc = await ownDocument(ctx, lender.id, 'vida-sign', { envelopeId: params.envelope_id });
    return {
      status: 200,
      body: { data: { envelope_id: doc.envelope_id ?? '', status: providerStatus(ctx, doc) } },
    };
  },
});
