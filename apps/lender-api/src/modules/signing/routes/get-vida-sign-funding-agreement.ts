import { GetVidaSignFundingAgreementParams } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { agreementOfFunding } from '../linking.ts';
import { agreementView } from '../rendering.ts';

/** `vida-sign/doc-pendanaan/{pendanaan_id}`: the latest agreement of one of the caller's fundings. */
export const getVidaSignFundingAgreementRoute = defineRoute({
  operationId: 'getVidaSignFundingAgreement',
  method: 'GET',
  url: '/vida-sign/doc-pendanaan/:pendanaan_id',
  auth: 'lender',
  params: GetVidaSignFundingAgreementParams,
  async handle({ ctx, lender, params }) {
    const doc = await agreementOfFunding(ctx, lender.id, 'vida-sign', params.pendanaan_id);
    return { status: 200, body: { data: agreementView(ctx, doc) } };
  },
});
