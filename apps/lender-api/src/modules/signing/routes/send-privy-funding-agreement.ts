import { SendPrivyFundingAgreementBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { agreementView } from '../rendering.ts';
import { sendFundingAgreement } from '../sending.ts';

/** `privy/sendDocAkadPendanaan`: sends the agreement of one of the caller's fundings for signing. */
export const sendPrivyFundingAgreementRoute = defineRoute({
  operationId: 'sendPrivyFundingAgreement',
  method: 'POST',
  url: '/privy/sendDocAkadPendanaan',
  auth: 'lender',
  body: SendPrivyFundingAgreementBody,
  async handle({ ctx, lang, lender, body }) {
    const doc = await sendFundingAgreement(ctx, lender, 'privy', body.id_pendanaan, lang);
    return {
      status: 200,
      body: { message: t(lang, 'signing.sent'), data: agreementView(ctx, doc) },
    };
  },
});
