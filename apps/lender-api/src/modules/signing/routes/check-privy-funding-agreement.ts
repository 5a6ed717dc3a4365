import { CheckPrivyFundingAgreementBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { checkAgreement } from '../linking.ts';
import { agreementView } from '../rendering.ts';

/** `privy/cekDocAkadPendanaan`: the current signing status of one of the caller's agreements. */
export const checkPrivyFundingAgreementRoute = defineRoute({
  operationId: 'checkPrivyFundingAgreement',
  method: 'POST',
  url: '/privy/cekDocAkadPendanaan',
  auth: 'lender',
  body: CheckPrivyFundingAgreementBody,
  async handle({ ctx, lender, body }) {
    const doc = await checkAgreement(ctx, lender.id, 'privy', body.docToken);
    return { status: 200, body: { data: agreementView(ctx, doc) } };
  },
});
