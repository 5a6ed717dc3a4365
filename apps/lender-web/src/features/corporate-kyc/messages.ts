import { messageGroup } from '../../i18n/message-group';

// The corporate KYC wizard (spec §2, §4). The spec's Indonesian texts are used verbatim where it
// gives them (§8); English translations in en.json.
export const corporateWizardMessages = messageGroup('corporate-kyc.wizard', {
  stepSummary: ['current', 'label', 'total'],
});

export const companyFieldMessages = messageGroup('corporate-kyc.company');

export const regionFieldMessages = messageGroup('corporate-kyc.region');

export const personFieldMessages = messageGroup('corporate-kyc.person', {
  administrator: ['number'],
  shareholder: ['number'],
  contact: ['number'],
  remove: ['name'],
});

export const fileUploadMessages = messageGroup('corporate-kyc.upload', {
  remove: ['name'],
  tooLarge: ['size'],
  progress: ['percent'],
});

export const corporatePhoneMessages = messageGroup('corporate-kyc.phone', { otpSentTo: ['phone'] });
