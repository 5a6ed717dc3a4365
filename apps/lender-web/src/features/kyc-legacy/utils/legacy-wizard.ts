// The older KYC flow as the wizard kit knows it: drafts (text only; the identity photos and the NPWP
// photo are never stored), its step heading, its texts, its education and heir sections, its phone
// verification (the older OTP calls: number, operator code, country code 62).
import {
  getGetLegacyKycEducationQueryKey,
  getGetLegacyKycHeirQueryKey,
  getGetLegacyKycStatusQueryKey,
  getSaveLegacyKycHeirMutationOptions,
  getSendLegacyKycOtpMutationOptions,
  getSubmitLegacyKycEducationFormMutationOptions,
  getVerifyLegacyKycOtpMutationOptions,
} from '@pendana/api-sdk';
import { defineWizard, phoneFlow, type IndividualSections } from '../../../capabilities/wizard';
import { toOtpSendPayload } from '../../../capabilities/phone-verification';
import { withMessages } from '../../../i18n/message-group';
import {
  legacyFieldMessages as fields,
  legacyPhoneMessages,
  legacyUploadMessages,
  legacyWizardMessages,
} from '../messages';

export type LegacySection = 'personal' | 'education' | 'heir';

export const legacyWizard = defineWizard<LegacySection>({
  name: 'kyc-legacy',
  headingId: 'legacy-step-title',
  messages: legacyWizardMessages,
  steps: [
    legacyWizardMessages.stepPersonal,
    legacyWizardMessages.stepEducation,
    legacyWizardMessages.stepHeir,
  ],
  draftLists: true,
  phone: phoneFlow({
    send: getSendLegacyKycOtpMutationOptions,
    verify: getVerifyLegacyKycOtpMutationOptions,
    toPayload: toOtpSendPayload,
    shownPhone: (_typed, payload) => payload.no_telp,
    countryAddon: '+62',
    texts: legacyPhoneMessages,
  }),
});

export const legacySections: IndividualSections = {
  // Step 1, the second multipart form: education, work and bank, and the NPWP photo when chosen.
  education: {
    save: getSubmitLegacyKycEducationFormMutationOptions,
    invalidate: [getGetLegacyKycStatusQueryKey(), getGetLegacyKycEducationQueryKey()],
    labels: fields,
    npwpPhoto: { label: fields.fotoNpwp, hint: fields.fotoHint, upload: legacyUploadMessages },
  },
  // Step 2, the heir (JSON); after it the phone modal opens.
  heir: {
    save: getSaveLegacyKycHeirMutationOptions,
    invalidate: [getGetLegacyKycStatusQueryKey(), getGetLegacyKycHeirQueryKey()],
    labels: withMessages(fields, { nik: fields.nikAhliWaris, alamat: fields.alamatAhliWaris }),
  },
};
