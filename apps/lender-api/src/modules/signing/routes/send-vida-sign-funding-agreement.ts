import { SendVidaSignFundingAgreementBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { agreementView } from '../rendering.ts';
import { sendFundingAgreement } from '../sending.ts';

/** `vida-sign/sendDocAkadPendanaan`: sends the agreement of one of the caller's fundings for signing. */
export const sendVidaSignFundingAgreementRoute = defineRoute({
  operationId: 'sendVidaSignFundingAgreement',
  method: 'POST',
  url: '/vida-sign/sendDocAkadPendanaan',
  auth: 'lender',
  body: SendVidaSignFundingAgreementBody,
  async handle({ ctx, lang, lender, body }) {
    const doc = await sendFundingAgreement(ctx, lender, 'vida-sign', body.id_pendanaan, lang);
    return {
      status: 200,
      body: { message: t(lang, 'signing.sent'), data: agreementView(ctx, doc) },
    };
  },
});
