// The eKYC wizard as the wizard kit knows it: drafts (text fields only; identity photos stay in
// memory), its step heading, its texts, its phone verification (the eKYC OTP calls; the number is
// kept as typed and handed to the finish step).
import {
  getSendEkycOtpMutationOptions,
  getVerifyEkycOtpMutationOptions,
  type OtpSendRequest,
} from '@pendana/api-sdk';
import { defineWizard, type PhoneFlowConfig } from '../../../capabilities/wizard';
import { toOtpSendPayload } from '../../../capabilities/phone-verification';
import { phoneModalMessages, wizardMessages } from '../messages';
import type { EkycSection } from './ekyc-steps';

export const ekycWizard = defineWizard<EkycSection>({
  name: 'ekyc',
  headingId: 'ekyc-step-title',
  messages: wizardMessages,
  draftLists: false,
});

export const ekycPhone: PhoneFlowConfig<OtpSendRequest> = {
  send: getSendEkycOtpMutationOptions,
  verify: getVerifyEkycOtpMutationOptions,
  toPayload: toOtpSendPayload,
  texts: phoneModalMessages,
};
