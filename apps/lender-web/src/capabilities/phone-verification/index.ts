// The phone → OTP → success modals shared by the KYC wizards (spec §4). The only way in.
export { PhoneFlow, type WizardPhoneFlowProps } from './components/phone-flow';
export type { PhoneFlowTexts } from './messages';
export { INDONESIA_COUNTRY_CODE, splitPhone, toOtpSendPayload } from './utils/phone-number';
