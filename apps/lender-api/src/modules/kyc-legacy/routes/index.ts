import type { ApiRoute } from '../../../http/route.ts';
import { getLegacyKycStatusRoute } from './get-legacy-kyc-status.ts';
import { getLegacyKycPersonalDataRoute } from './get-legacy-kyc-personal-data.ts';
import { saveLegacyKycPersonalDataRoute } from './save-legacy-kyc-personal-data.ts';
import { getLegacyKycPhotosRoute } from './get-legacy-kyc-photos.ts';
import { uploadLegacyKycPhotosRoute } from './upload-legacy-kyc-photos.ts';
import { getLegacyKycEducationRoute } from './get-legacy-kyc-education.ts';
import { saveLegacyKycEducationRoute } from './save-legacy-kyc-education.ts';
import { getLegacyKycHeirRoute } from './get-legacy-kyc-heir.ts';
import { saveLegacyKycHeirRoute } from './save-legacy-kyc-heir.ts';
import { sendLegacyKycOtpRoute } from './send-legacy-kyc-otp.ts';
import { verifyLegacyKycOtpRoute } from './verify-legacy-kyc-otp.ts';
import { submitLegacyKycPersonalFormRoute } from './submit-legacy-kyc-personal-form.ts';
import { submitLegacyKycEducationFormRoute } from './submit-legacy-kyc-education-form.ts';

/** The operations this module serves, mounted under the API base path. */
export const kycLegacyRoutes: readonly ApiRoute[] = [
  getLegacyKycStatusRoute,
  getLegacyKycPersonalDataRoute,
  saveLegacyKycPersonalDataRoute,
  getLegacyKycPhotosRoute,
  uploadLegacyKycPhotosRoute,
  getLegacyKycEducationRoute,
  saveLegacyKycEducationRoute,
  getLegacyKycHeirRoute,
  saveLegacyKycHeirRoute,
  sendLegacyKycOtpRoute,
  verifyLegacyKycOtpRoute,
  submitLegacyKycPersonalFormRoute,
  submitLegacyKycEducationFormRoute,
];
