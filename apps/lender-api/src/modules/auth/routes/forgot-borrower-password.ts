import { ForgotBorrowerPasswordBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';

/**
 * Borrower accounts live in the borrower platform, not in this server, so no address here can have
 * one: the answer is the no-enumeration confirmation every caller gets, and nothing is mailed.
 */
export const forgotBorrowerPasswordRoute = defineRoute({
  operationId: 'forgotBorrowerPassword',
  method: 'POST',
  url: '/v1/borrower/auth/forgot_password',
  auth: 'public',
  body: ForgotBorrowerPasswordBody,
  async handle({ lang }) {
    return { status: 200, body: { message: t(lang, 'auth.forgotSent') } };
  },
});
