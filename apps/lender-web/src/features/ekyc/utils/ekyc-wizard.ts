// The eKYC wizard as the wizard kit knows it: drafts (text fields only; identity photos stay in
// memory), its step heading, its texts, its education and heir sections, its phone verification
// (the eKYC OTP calls; the number is kept as typed and handed to the finish step).
import {
  getGetEkycEducationQueryKey,
  getGetEkycHeirQueryKey,
  getGetEkycStatusQueryKey,
  getSaveEkycEducationMutationOptions,
  getSaveEkycHeirMutationOptions,
  getSendEkycOtpMutationOptions,
  getVerifyEkycOtpMutationOptions,
} from '@pendana/api-sdk';
import { defineWizard, phoneFlow, type IndividualSections } from '../../../capabilities/wizard';
import { toOtpSendPayload } from '../../../capabilities/phone-verification';
import {
  educationFieldMessages,
  heirFieldMessages,
  phoneModalMessages,
  wizardMessages,
} from '../messages';
import type { EkycSection } from './ekyc-steps';
import { educationResolver, heirResolver } from './section-schemas';

export const ekycWizard = defineWizard<EkycSection>({
  name: 'ekyc',
  headingId: 'ekyc-step-title',
  messages: wizardMessages,
  steps: [wizardMessages.stepPersonal, wizardMessages.stepEducation, wizardMessages.stepHeir],
  draftLists: false,
  phone: phoneFlow({
    send: getSendEkycOtpMutationOptions,
    verify: getVerifyEkycOtpMutationOptions,
    toPayload: toOtpSendPayload,
    texts: phoneModalMessages,
  }),
});

export const ekycSections: IndividualSections = {
  // Step 1, education, work and bank (spec §3; npwp always sent).
  education: {
    save: getSaveEkycEducationMutationOptions,
    invalidate: [getGetEkycStatusQueryKey(), getGetEkycEducationQueryKey()],
    labels: educationFieldMessages,
    resolver: educationResolver,
  },
  // Step 2, heir (spec §3); its save opens the phone modal (spec §4).
  heir: {
    save: getSaveEkycHeirMutationOptions,
    invalidate: [getGetEkycStatusQueryKey(), getGetEkycHeirQueryKey()],
    labels: heirFieldMessages,
    resolver: heirResolver,
  },
};
