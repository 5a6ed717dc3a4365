// Texts shared by every phone → OTP → success flow; the texts that differ per wizard (intro,
// invalid-number hint, change-number button, success title/body, "sent to") come from the wizard.
import type { MessageDescriptor } from 'react-intl';
import { messageGroup } from '../../i18n/message-group';

export const phoneVerificationMessages = messageGroup('phone-verification.modal', {
  digit: ['index', 'length'],
  resendWait: ['seconds'],
});

/** The texts each wizard gives its phone flow. */
export interface PhoneFlowTexts {
  phoneIntro: MessageDescriptor;
  phoneInvalid: MessageDescriptor;
  changePhone: MessageDescriptor;
  successTitle: MessageDescriptor;
  successBody: MessageDescriptor;
  toDashboard: MessageDescriptor;
  /** With {phone}: the number the code went to. */
  otpSentTo: MessageDescriptor;
}
