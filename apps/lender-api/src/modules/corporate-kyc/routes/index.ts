import type { ApiRoute } from '../../../http/route.ts';
import { getCorporateKycStatusRoute } from './get-corporate-kyc-status.ts';
import { getCorporateKycProgressRoute } from './get-corporate-kyc-progress.ts';
import { getCorporateCompanyDataRoute } from './get-corporate-company-data.ts';
import { saveCorporateCompanyDataRoute } from './save-corporate-company-data.ts';
import { listCorporateAdministratorsRoute } from './list-corporate-administrators.ts';
import { saveCorporateAdministratorsRoute } from './save-corporate-administrators.ts';
import { listCorporateShareholdersRoute } from './list-corporate-shareholders.ts';
import { saveCorporateShareholdersRoute } from './save-corporate-shareholders.ts';
import { listCorporateContactsRoute } from './list-corporate-contacts.ts';
import { saveCorporateContactsRoute } from './save-corporate-contacts.ts';
import { sendCorporateKycOtpRoute } from './send-corporate-kyc-otp.ts';
import { verifyCorporateKycOtpRoute } from './verify-corporate-kyc-otp.ts';

/** The operations this module serves, mounted under the API base path. */
export const corporateKycRoutes: readonly ApiRoute[] = [
  getCorporateKycStatusRoute,
  getCorporateKycProgressRoute,
  getCorporateCompanyDataRoute,
  saveCorporateCompanyDataRoute,
  listCorporateAdministratorsRoute,
  saveCorporateAdministratorsRoute,
  listCorporateShareholdersRoute,
  saveCorporateShareholdersRoute,
  listCorporateContactsRoute,
  saveCorporateContactsRoute,
  sendCorporateKycOtpRoute,
  verifyCorporateKycOtpRoute,
];
