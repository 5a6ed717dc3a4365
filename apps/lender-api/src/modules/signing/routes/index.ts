import type { ApiRoute } from '../../../http/route.ts';
import { sendPrivyFundingAgreementRoute } from './send-privy-funding-agreement.ts';
import { checkPrivyFundingAgreementRoute } from './check-privy-funding-agreement.ts';
import { getPrivyFundingAgreementRoute } from './get-privy-funding-agreement.ts';
import { sendVidaSignFundingAgreementRoute } from './send-vida-sign-funding-agreement.ts';
import { checkVidaSignFundingAgreementRoute } from './check-vida-sign-funding-agreement.ts';
import { getVidaSignFundingAgreementRoute } from './get-vida-sign-funding-agreement.ts';
import { getPrivyUserIdRoute } from './get-privy-user-id.ts';
import { createPrivySigningLinkRoute } from './create-privy-signing-link.ts';
import { getPrivySigningStatusRoute } from './get-privy-signing-status.ts';
import { createVidaSignSigningLinkRoute } from './create-vida-sign-signing-link.ts';
import { getVidaSignEnvelopeStatusRoute } from './get-vida-sign-envelope-status.ts';
import { getTteTimeRoute } from './get-tte-time.ts';
import { saveTteTimeRoute } from './save-tte-time.ts';
import { downloadFundingAgreementRoute } from './download-funding-agreement.ts';

/** The operations this module serves, mounted under the API base path. */
export const signingRoutes: readonly ApiRoute[] = [
  sendPrivyFundingAgreementRoute,
  checkPrivyFundingAgreementRoute,
  getPrivyFundingAgreementRoute,
  sendVidaSignFundingAgreementRoute,
  checkVidaSignFundingAgreementRoute,
  getVidaSignFundingAgreementRoute,
  getPrivyUserIdRoute,
  createPrivySigningLinkRoute,
  getPrivySigningStatusRoute,
  createVidaSignSigningLinkRoute,
  getVidaSignEnvelopeStatusRoute,
  getTteTimeRoute,
  saveTteTimeRoute,
  downloadFundingAgreementRoute,
];
