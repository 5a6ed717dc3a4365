import { GetPrivyFundingAgreementParams } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { agreementOfFunding } from '../linking.ts';
import { agreementView } from '../rendering.ts';

/** `privy/doc-pendanaan/{pendanaan_id}`: the latest agreement of one of the caller's fundings. */
export const getPrivyFundingAgreementRoute = defineRoute({
  operationId: 'getPrivyFundingAgreement',
  method: 'GET',
  url: '/privy/doc-pendanaan/:pendanaan_id',
  auth: 'lender',
  params: GetPrivyFundingAgreementParams,
  async handle({ ctx, lender, params }) {
    const doc = await agreementOfFunding(ctx, lender.id, 'privy', params.pendanaan_id);
    return { status: 200, body: { data: agreementView(ctx, doc) } };
  },
});
