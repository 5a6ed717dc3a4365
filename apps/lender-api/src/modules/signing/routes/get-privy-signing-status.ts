import { GetPrivySigningStatusParams } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { ownDocument, providerStatus } from '../documents.ts';

/** `privy/signing-status/{docToken}`: the PrivyID status of one of the caller's documents. */
export const getPrivySigningStatusRoute = defineRoute({
  operationId: 'getPrivySigningStatus',
  method: 'GET',
  url: '/privy/signing-status/:docToken',
  auth: 'lender',
  params: GetPrivySigningStatusParams,
  async handle({ ctx, lender, params }) {
    const doc = await ownDocument(ctx, lender.id, 'privy', { docToken: params.docToken });
    return {
      status: 200,
      body: { data: { docToken: doc.doc_token, status: providerStatus(ctx, doc) } },
    };
  },
});
