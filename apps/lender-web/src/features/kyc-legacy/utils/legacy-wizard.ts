// The older KYC flow as the wizard kit knows it: drafts (text only; the identity photos and the NPWP
// photo are never stored), its step heading, its texts, its phone verification (the older OTP calls:
// number, operator code, country code 62).
import {
  getSendLegacyKycOtpMutationOptions,
  getVerifyLegacyKycOtpMutationOptions,
  type OtpSendRequest,
} from '@pendana/api-sdk';
import { defineWizard, type PhoneFlowConfig } from '../../../capabilities/wizard';
import { toOtpSendPayload } from '../../../capabilities/phone-verification';
import { legacyPhoneMessages, legacyWizardMessages } from '../messages';

export type LegacySection = 'personal' | 'education' | 'heir';

export const legacyWizard = defineWizard<LegacySection>({
  name: 'kyc-legacy',
  headingId: 'legacy-step-title',
  messages: legacyWizardMessages,
  draftLists: true,
});

export const legacyPhone: PhoneFlowConfig<OtpSendRequest> = {
  send: getSendLegacyKycOtpMutationOptions,
  verify: getVerifyLegacyKycOtpMutationOptions,
  toPayload: toOtpSendPayload,
  shownPhone: (_typed, payload) => payload.no_telp,
  countryAddon: '+62',
  texts: legacyPhoneMessages,
};
