import { CheckVidaSignFundingAgreementBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { checkAgreement } from '../linking.ts';
import { agreementView } from '../rendering.ts';

/** `vida-sign/cekDocAkadPendanaan`: the current signing status of one of the caller's agreements. */
export const checkVidaSignFundingAgreementRoute = defineRoute({
  operationId: 'checkVidaSignFundingAgreement',
  method: 'POST',
  url: '/vida-sign/cekDocAkadPendanaan',
  auth: 'lender',
  body: CheckVidaSignFundingAgreementBody,
  async handle({ ctx, lender, body }) {
    const doc = await checkAgreement(ctx, lender.id, 'vida-sign', body.docToken);
    return { status: 200, body: { data: agreementView(ctx, doc) } };
  },
});
