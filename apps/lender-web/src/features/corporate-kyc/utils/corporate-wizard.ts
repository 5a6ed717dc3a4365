// The corporate KYC wizard as the wizard kit knows it: drafts (text fields and the people lists; no
// file is ever stored), its step heading, its texts, the calls a save changes, its phone verification
// (country code 62, only `no_telp` sent).
import {
  getGetCorporateCompanyDataQueryKey,
  getGetCorporateKycProgressQueryKey,
  getListCorporateAdministratorsQueryKey,
  getListCorporateContactsQueryKey,
  getListCorporateShareholdersQueryKey,
  getSendCorporateKycOtpMutationOptions,
  getVerifyCorporateKycOtpMutationOptions,
} from '@pendana/api-sdk';
import { defineWizard, phoneFlow } from '../../../capabilities/wizard';
import { corporatePhoneMessages, corporateWizardMessages } from '../messages';
import type { CorporateSection } from './corporate-steps';
import { toCorporateOtpPayload } from './phone';

export const corporateWizard = defineWizard<CorporateSection>({
  name: 'corporate-kyc',
  headingId: 'corporate-step-title',
  messages: corporateWizardMessages,
  steps: [
    corporateWizardMessages.stepCompany,
    corporateWizardMessages.stepAdministrators,
    corporateWizardMessages.stepShareholders,
    corporateWizardMessages.stepContacts,
  ],
  draftLists: true,
  phone: phoneFlow({
    send: getSendCorporateKycOtpMutationOptions,
    verify: getVerifyCorporateKycOtpMutationOptions,
    toPayload: toCorporateOtpPayload,
    shownPhone: (_typed, payload) => payload.no_telp,
    countryAddon: '+62',
    texts: corporatePhoneMessages,
  }),
});

/** A save of any section changes the progress and may change every section (fetched again). */
export const CORPORATE_QUERY_KEYS = [
  getGetCorporateKycProgressQueryKey(),
  getGetCorporateCompanyDataQueryKey(),
  getListCorporateAdministratorsQueryKey(),
  getListCorporateShareholdersQueryKey(),
  getListCorporateContactsQueryKey(),
];
