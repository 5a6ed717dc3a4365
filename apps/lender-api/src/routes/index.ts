import type { ApiRoute } from '../http/route.ts';
import { forgotBorrowerPasswordRoute } from './auth/forgot-borrower-password.ts';
import { forgotPasswordRoute } from './auth/forgot-password.ts';
import { loginRoute } from './auth/login.ts';
import { logoutRoute } from './auth/logout.ts';
import { registerRoute } from './auth/register.ts';
import { resendEmailRoute } from './auth/resend-email.ts';
import { resetPasswordRoute } from './auth/reset-password.ts';
import { getTermConditionRoute } from './auth/term-condition.ts';
import { verifyEmailRoute } from './auth/verify-email.ts';
import { getLenderInfoRoute } from './profile/get-lender-info.ts';
import { verifyPasswordRoute } from './auth/verify-password.ts';
import { getEkycStatusRoute } from './ekyc/get-ekyc-status.ts';
import { getEkycPersonalDataRoute } from './ekyc/get-ekyc-personal-data.ts';
import { saveEkycPersonalDataRoute } from './ekyc/save-ekyc-personal-data.ts';
import { getEkycEducationRoute } from './ekyc/get-ekyc-education.ts';
import { saveEkycEducationRoute } from './ekyc/save-ekyc-education.ts';
import { getEkycHeirRoute } from './ekyc/get-ekyc-heir.ts';
import { saveEkycHeirRoute } from './ekyc/save-ekyc-heir.ts';
import { sendEkycOtpRoute } from './ekyc/send-ekyc-otp.ts';
import { verifyEkycOtpRoute } from './ekyc/verify-ekyc-otp.ts';
import { requestEkycReverificationRoute } from './ekyc/request-ekyc-reverification.ts';
import { storeLivenessResultRoute } from './ekyc/store-liveness-result.ts';
import { verifyIdentityRoute } from './ekyc/verify-identity.ts';
import { createVidaLivenessTokenRoute } from './liveness/create-vida-liveness-token.ts';
import { generatePrivyLivenessUrlRoute } from './liveness/generate-privy-liveness-url.ts';
import { getLegacyKycStatusRoute } from './kyc-legacy/get-legacy-kyc-status.ts';
import { getLegacyKycPersonalDataRoute } from './kyc-legacy/get-legacy-kyc-personal-data.ts';
import { saveLegacyKycPersonalDataRoute } from './kyc-legacy/save-legacy-kyc-personal-data.ts';
import { getLegacyKycPhotosRoute } from './kyc-legacy/get-legacy-kyc-photos.ts';
import { uploadLegacyKycPhotosRoute } from './kyc-legacy/upload-legacy-kyc-photos.ts';
import { getLegacyKycEducationRoute } from './kyc-legacy/get-legacy-kyc-education.ts';
import { saveLegacyKycEducationRoute } from './kyc-legacy/save-legacy-kyc-education.ts';
import { getLegacyKycHeirRoute } from './kyc-legacy/get-legacy-kyc-heir.ts';
import { saveLegacyKycHeirRoute } from './kyc-legacy/save-legacy-kyc-heir.ts';
import { sendLegacyKycOtpRoute } from './kyc-legacy/send-legacy-kyc-otp.ts';
import { verifyLegacyKycOtpRoute } from './kyc-legacy/verify-legacy-kyc-otp.ts';
import { submitLegacyKycPersonalFormRoute } from './kyc-legacy/submit-legacy-kyc-personal-form.ts';
import { submitLegacyKycEducationFormRoute } from './kyc-legacy/submit-legacy-kyc-education-form.ts';
import { getEkycPhotosRoute } from './ekyc/get-ekyc-photos.ts';
import { uploadEkycPhotosRoute } from './ekyc/upload-ekyc-photos.ts';
import { getCorporateKycStatusRoute } from './corporate-kyc/get-corporate-kyc-status.ts';
import { getCorporateKycProgressRoute } from './corporate-kyc/get-corporate-kyc-progress.ts';
import { getCorporateCompanyDataRoute } from './corporate-kyc/get-corporate-company-data.ts';
import { saveCorporateCompanyDataRoute } from './corporate-kyc/save-corporate-company-data.ts';
import { listCorporateAdministratorsRoute } from './corporate-kyc/list-corporate-administrators.ts';
import { saveCorporateAdministratorsRoute } from './corporate-kyc/save-corporate-administrators.ts';
import { listCorporateShareholdersRoute } from './corporate-kyc/list-corporate-shareholders.ts';
import { saveCorporateShareholdersRoute } from './corporate-kyc/save-corporate-shareholders.ts';
import { listCorporateContactsRoute } from './corporate-kyc/list-corporate-contacts.ts';
import { saveCorporateContactsRoute } from './corporate-kyc/save-corporate-contacts.ts';
import { sendCorporateKycOtpRoute } from './corporate-kyc/send-corporate-kyc-otp.ts';
import { verifyCorporateKycOtpRoute } from './corporate-kyc/verify-corporate-kyc-otp.ts';
import { verifyIndividualDataRoute } from './profile/verify-individual-data.ts';
import { verifyCorporateDataRoute } from './profile/verify-corporate-data.ts';
import { getProfilePersonalDataRoute } from './profile/get-profile-personal-data.ts';
import { updateProfilePersonalDataRoute } from './profile/update-profile-personal-data.ts';
import { getCorporateCompanyProfileRoute } from './profile/get-corporate-company-profile.ts';
import { getIndividualProfileRoute } from './profile/get-individual-profile.ts';
import { getCorporateProfileRoute } from './profile/get-corporate-profile.ts';
import { updateProfileRoute } from './profile/update-profile.ts';
import { getUploadedFileRoute } from './profile/get-uploaded-file.ts';
import { getMediaRoute } from './projects/get-media.ts';
import { scanIdCardRoute } from './ekyc/scan-id-card.ts';
import { getOcrBalanceRoute } from './ekyc/get-ocr-balance.ts';
import { getAllMastersRoute } from './master-data/get-all-masters.ts';
import { listBanksRoute } from './master-data/list-banks.ts';
import { listMasterProvincesRoute } from './master-data/list-master-provinces.ts';
import { getPhoneNumberRoute } from './profile/get-phone-number.ts';
import { getUserInfoRoute } from './profile/get-user-info.ts';
import { listCorporateCitiesRoute } from './regions/list-corporate-cities.ts';
import { listCorporateDistrictsRoute } from './regions/list-corporate-districts.ts';
import { listCorporateVillagesRoute } from './regions/list-corporate-villages.ts';
import { listKprCitiesRoute } from './regions/list-kpr-cities.ts';
import { listKprDistrictsRoute } from './regions/list-kpr-districts.ts';
import { listKprProvincesRoute } from './regions/list-kpr-provinces.ts';
import { listRegionDistrictsRoute } from './regions/list-region-districts.ts';
import { listRegionRegenciesRoute } from './regions/list-region-regencies.ts';
import { listRegionVillagesRoute } from './regions/list-region-villages.ts';
import { listWilayahCitiesRoute } from './regions/list-wilayah-cities.ts';
import { listWilayahProvincesRoute } from './regions/list-wilayah-provinces.ts';

import { listProjectsRoute } from './projects/list-projects.ts';
import { listFeaturedProjectsRoute } from './projects/list-featured-projects.ts';
import { getProjectDetailRoute } from './projects/get-project-detail.ts';
import { checkoutProjectRoute } from './projects/checkout-project.ts';
import { addFundsRoute } from './funding/add-funds.ts';
import { takeFundsRoute } from './funding/take-funds.ts';
import { listManagedFundingsRoute } from './funding/list-managed-fundings.ts';
import { getPortfolioRoute } from './portfolio/get-portfolio.ts';
import { listTransactionsRoute } from './transactions/list-transactions.ts';
import { listVirtualAccountsRoute } from './wallet/list-virtual-accounts.ts';
import { getTopUpStepsRoute } from './wallet/get-top-up-steps.ts';
import { sandboxPayVirtualAccountRoute } from './wallet/sandbox-pay-virtual-account.ts';
import { getRdlAccountRoute } from './wallet/get-rdl-account.ts';
import { createRdfAccountRoute } from './wallet/create-rdf-account.ts';
import { listPaymentOptionsRoute } from './wallet/list-payment-options.ts';
import { createEwalletTopUpRoute } from './wallet/create-ewallet-top-up.ts';
import { checkQrisPaymentRoute } from './wallet/check-qris-payment.ts';
import { getEwalletTransactionRoute } from './wallet/get-ewallet-transaction.ts';
import { getTopUpLimitRoute } from './wallet/get-top-up-limit.ts';
import { prepareCardTopUpRoute } from './wallet/prepare-card-top-up.ts';
import { createCardTopUpRoute } from './wallet/create-card-top-up.ts';
import { listCardsRoute } from './wallet/list-cards.ts';
import { deleteCardRoute } from './wallet/delete-card.ts';
import { sandboxSettleEwalletRoute } from './wallet/sandbox-settle-ewallet.ts';
import { receivePaymentCallbackRoute } from './wallet/receive-payment-callback.ts';
import { sandboxAuthenticateCardRoute } from './wallet/sandbox-authenticate-card.ts';
import { getWithdrawalInfoRoute } from './withdrawal/get-withdrawal-info.ts';
import { listWithdrawalReasonsRoute } from './withdrawal/list-withdrawal-reasons.ts';
import { listWithdrawalHistoryRoute } from './withdrawal/list-withdrawal-history.ts';
import { requestWithdrawalRoute } from './withdrawal/request-withdrawal.ts';
import { sandboxDecideWithdrawalRoute } from './withdrawal/sandbox-decide-withdrawal.ts';
import { listFundedProjectsRoute } from './funding/list-funded-projects.ts';
import { listFundingYieldsRoute } from './funding/list-funding-yields.ts';
import { listAllYieldsRoute } from './portfolio/list-all-yields.ts';
import { getPortfolioReturnsRoute } from './portfolio/get-portfolio-returns.ts';
import { getLenderTaxRoute } from './tax/get-lender-tax.ts';
import { downloadLenderTaxRoute } from './tax/download-lender-tax.ts';
import { getPlatformHealthRoute } from './platform/get-platform-health.ts';
import { sandboxPayDueYieldsRoute } from './portfolio/sandbox-pay-due-yields.ts';
import { sendPrivyFundingAgreementRoute } from './e-signature/send-privy-funding-agreement.ts';
import { checkPrivyFundingAgreementRoute } from './e-signature/check-privy-funding-agreement.ts';
import { getPrivyFundingAgreementRoute } from './e-signature/get-privy-funding-agreement.ts';
import { sendVidaSignFundingAgreementRoute } from './e-signature/send-vida-sign-funding-agreement.ts';
import { checkVidaSignFundingAgreementRoute } from './e-signature/check-vida-sign-funding-agreement.ts';
import { getVidaSignFundingAgreementRoute } from './e-signature/get-vida-sign-funding-agreement.ts';
import { getPrivyUserIdRoute } from './e-signature/get-privy-user-id.ts';
import { createPrivySigningLinkRoute } from './e-signature/create-privy-signing-link.ts';
import { getPrivySigningStatusRoute } from './e-signature/get-privy-signing-status.ts';
import { createVidaSignSigningLinkRoute } from './e-signature/create-vida-sign-signing-link.ts';
import { getVidaSignEnvelopeStatusRoute } from './e-signature/get-vida-sign-envelope-status.ts';
import { getTteTimeRoute } from './e-signature/get-tte-time.ts';
import { saveTteTimeRoute } from './e-signature/save-tte-time.ts';
import { downloadFundingAgreementRoute } from './e-signature/download-funding-agreement.ts';
import { getCertificateRoute } from './portfolio/get-certificate.ts';
import { getCertificateProfileRoute } from './portfolio/get-certificate-profile.ts';
import { getRegistrationStatusRoute } from './portfolio/get-registration-status.ts';
import { updateBookingRoute } from './funding/update-booking.ts';
import { getBookingDetailRoute } from './funding/get-booking-detail.ts';
import { getSimulationMastersRoute } from './simulation/get-simulation-masters.ts';
import { listSimulationProjectsRoute } from './simulation/list-simulation-projects.ts';
import { simulateOwnershipRoute } from './simulation/simulate-ownership.ts';
import { listNewsRoute } from './news/list-news.ts';
import { getNewsDetailRoute } from './news/get-news-detail.ts';
import { listKhazanahRoute } from './news/list-khazanah.ts';
import { getKhazanahDetailRoute } from './news/get-khazanah-detail.ts';
import { listFaqCategoriesRoute } from './faq/list-faq-categories.ts';
import { listFaqContentsRoute } from './faq/list-faq-contents.ts';
import { getLenderStatementRoute } from './statement/get-lender-statement.ts';
import { downloadLenderStatementRoute } from './statement/download-lender-statement.ts';
/** Every operation of the contract that the server implements, mounted under the API base path. */
export const API_ROUTES: readonly ApiRoute[] = [
  loginRoute,
  registerRoute,
  verifyEmailRoute,
  resendEmailRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  forgotBorrowerPasswordRoute,
  getTermConditionRoute,
  logoutRoute,
  verifyPasswordRoute,
  getLenderInfoRoute,
  getUserInfoRoute,
  getPhoneNumberRoute,
  getAllMastersRoute,
  listBanksRoute,
  listMasterProvincesRoute,
  listKprProvincesRoute,
  listKprCitiesRoute,
  listKprDistrictsRoute,
  listRegionRegenciesRoute,
  listRegionDistrictsRoute,
  listRegionVillagesRoute,
  listWilayahProvincesRoute,
  listWilayahCitiesRoute,
  listCorporateCitiesRoute,
  listCorporateDistrictsRoute,
  listCorporateVillagesRoute,
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
  verifyIndividualDataRoute,
  verifyCorporateDataRoute,
  getProfilePersonalDataRoute,
  updateProfilePersonalDataRoute,
  getCorporateCompanyProfileRoute,
  getIndividualProfileRoute,
  getCorporateProfileRoute,
  updateProfileRoute,
  getUploadedFileRoute,
  getMediaRoute,
  scanIdCardRoute,
  getOcrBalanceRoute,
  listProjectsRoute,
  listFeaturedProjectsRoute,
  getProjectDetailRoute,
  checkoutProjectRoute,
  addFundsRoute,
  takeFundsRoute,
  listManagedFundingsRoute,
  getPortfolioRoute,
  listTransactionsRoute,
  listVirtualAccountsRoute,
  getTopUpStepsRoute,
  sandboxPayVirtualAccountRoute,
  getRdlAccountRoute,
  createRdfAccountRoute,
  listPaymentOptionsRoute,
  createEwalletTopUpRoute,
  checkQrisPaymentRoute,
  getEwalletTransactionRoute,
  getTopUpLimitRoute,
  prepareCardTopUpRoute,
  createCardTopUpRoute,
  listCardsRoute,
  deleteCardRoute,
  sandboxSettleEwalletRoute,
  receivePaymentCallbackRoute,
  sandboxAuthenticateCardRoute,
  getWithdrawalInfoRoute,
  listWithdrawalReasonsRoute,
  listWithdrawalHistoryRoute,
  requestWithdrawalRoute,
  sandboxDecideWithdrawalRoute,
  listFundedProjectsRoute,
  listFundingYieldsRoute,
  listAllYieldsRoute,
  getPortfolioReturnsRoute,
  getLenderTaxRoute,
  downloadLenderTaxRoute,
  getPlatformHealthRoute,
  sandboxPayDueYieldsRoute,
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
  getCertificateRoute,
  getCertificateProfileRoute,
  getRegistrationStatusRoute,
  updateBookingRoute,
  getBookingDetailRoute,
  getSimulationMastersRoute,
  listSimulationProjectsRoute,
  simulateOwnershipRoute,
  listNewsRoute,
  getNewsDetailRoute,
  listKhazanahRoute,
  getKhazanahDetailRoute,
  listFaqCategoriesRoute,
  listFaqContentsRoute,
  getLenderStatementRoute,
  downloadLenderStatementRoute,
];

/** Web-origin paths forwarded to API operations (spec §2, ARCHITECTURE §3). */
export const WEB_REWRITES: ReadonlyArray<{ path: string; route: ApiRoute }> = [
  { path: '/auth/login', route: loginRoute },
  { path: '/auth/register', route: registerRoute },
  { path: '/auth/resend', route: resendEmailRoute },
  { path: '/auth/borrower/forgot-password', route: forgotBorrowerPasswordRoute },
];
