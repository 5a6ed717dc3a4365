import { messageGroup } from '../../i18n/message-group';

// The older individual KYC flow (spec §4, §7). English translations in en.json.
export const legacyWizardMessages = messageGroup('kyc-legacy.wizard', {
  stepSummary: ['current', 'label', 'total'],
});

export const legacyFieldMessages = messageGroup('kyc-legacy.field');

export const legacyUploadMessages = messageGroup('kyc-legacy.upload', {
  remove: ['name'],
  tooLarge: ['size'],
  progress: ['percent'],
});

export const legacyPhoneMessages = messageGroup('kyc-legacy.phone', { otpSentTo: ['phone'] });
