import type { ApiRoute } from '../../../http/route.ts';
import { getEkycStatusRoute } from './get-ekyc-status.ts';
import { getEkycPersonalDataRoute } from './get-ekyc-personal-data.ts';
import { saveEkycPersonalDataRoute } from './save-ekyc-personal-data.ts';
import { getEkycEducationRoute } from './get-ekyc-education.ts';
import { saveEkycEducationRoute } from './save-ekyc-education.ts';
import { getEkycHeirRoute } from './get-ekyc-heir.ts';
import { saveEkycHeirRoute } from './save-ekyc-heir.ts';
import { sendEkycOtpRoute } from './send-ekyc-otp.ts';
import { verifyEkycOtpRoute } from './verify-ekyc-otp.ts';
import { requestEkycReverificationRoute } from './request-ekyc-reverification.ts';
import { storeLivenessResultRoute } from './store-liveness-result.ts';
import { verifyIdentityRoute } from './verify-identity.ts';
import { generatePrivyLivenessUrlRoute } from './generate-privy-liveness-url.ts';
import { createVidaLivenessTokenRoute } from './create-vida-liveness-token.ts';
import { getEkycPhotosRoute } from './get-ekyc-photos.ts';
import { uploadEkycPhotosRoute } from './upload-ekyc-photos.ts';
import { scanIdCardRoute } from './scan-id-card.ts';
import { getOcrBalanceRoute } from './get-ocr-balance.ts';
import { listOperatorKycQueueRoute } from './list-operator-kyc-queue.ts';
import { getOperatorKycSubmissionRoute } from './get-operator-kyc-submission.ts';
import { decideOperatorKycRoute } from './decide-operator-kyc.ts';

/** The operations this module serves, mounted under the API base path. */
export const ekycRoutes: readonly ApiRoute[] = [
  getEkycStatusRoute,
  getEkycPersonalDataRoute,
  saveEkycPersonalDataRoute,
  getEkycEducationRoute,
  saveEkycEducationRoute,
  getEkycHeirRoute,
  saveEkycHeirRoute,
  sendEkycOtpRoute,
  verifyEkycOtpRoute,
  requestEkycReverificationRoute,
  storeLivenessResultRoute,
  verifyIdentityRoute,
  generatePrivyLivenessUrlRoute,
  createVidaLivenessTokenRoute,
  getEkycPhotosRoute,
  uploadEkycPhotosRoute,
  scanIdCardRoute,
  getOcrBalanceRoute,
  // The staff's KYC review (operator token, role reviewer).
  listOperatorKycQueueRoute,
  getOperatorKycSubmissionRoute,
  decideOperatorKycRoute,
];
