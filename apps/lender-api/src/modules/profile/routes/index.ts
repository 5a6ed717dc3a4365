import type { ApiRoute } from '../../../http/route.ts';
import { getLenderInfoRoute } from './get-lender-info.ts';
import { getUserInfoRoute } from './get-user-info.ts';
import { getPhoneNumberRoute } from './get-phone-number.ts';
import { verifyIndividualDataRoute } from './verify-individual-data.ts';
import { verifyCorporateDataRoute } from './verify-corporate-data.ts';
import { getProfilePersonalDataRoute } from './get-profile-personal-data.ts';
import { updateProfilePersonalDataRoute } from './update-profile-personal-data.ts';
import { getCorporateCompanyProfileRoute } from './get-corporate-company-profile.ts';
import { getIndividualProfileRoute } from './get-individual-profile.ts';
import { getCorporateProfileRoute } from './get-corporate-profile.ts';
import { updateProfileRoute } from './update-profile.ts';
import { getUploadedFileRoute } from './get-uploaded-file.ts';

/** The operations this module serves, mounted under the API base path. */
export const profileRoutes: readonly ApiRoute[] = [
  getLenderInfoRoute,
  getUserInfoRoute,
  getPhoneNumberRoute,
  verifyIndividualDataRoute,
  verifyCorporateDataRoute,
  getProfilePersonalDataRoute,
  updateProfilePersonalDataRoute,
  getCorporateCompanyProfileRoute,
  getIndividualProfileRoute,
  getCorporateProfileRoute,
  updateProfileRoute,
  getUploadedFileRoute,
];
