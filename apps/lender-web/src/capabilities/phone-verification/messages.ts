// Texts shared by every phone → OTP → success flow; the texts that differ per wizard (intro,
// invalid-number hint, change-number button, success title/body, "sent to") come from the wizard.
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const phoneVerificationMessages = {
  ...defineMessages({
    phoneTitle: {
      id: 'phone-verification.modal.phoneTitle',
      defaultMessage: 'Verifikasi nomor HP',
    },
    phoneLabel: { id: 'phone-verification.modal.phoneLabel', defaultMessage: 'Nomor HP' },
    send: { id: 'phone-verification.modal.send', defaultMessage: 'Kirim kode OTP' },
    sending: { id: 'phone-verification.modal.sending', defaultMessage: 'Mengirim…' },
    otpTitle: { id: 'phone-verification.modal.otpTitle', defaultMessage: 'Masukkan kode OTP' },
    otpLabel: { id: 'phone-verification.modal.otpLabel', defaultMessage: 'Kode OTP' },
    otpFailed: {
      id: 'phone-verification.modal.otpFailed',
      defaultMessage: 'Kode OTP yg kamu masukan salah!',
    },
    verify: { id: 'phone-verification.modal.verify', defaultMessage: 'Verifikasi' },
    verifying: { id: 'phone-verification.modal.verifying', defaultMessage: 'Memeriksa…' },
    resend: { id: 'phone-verification.modal.resend', defaultMessage: 'Kirim ulang kode' },
    close: { id: 'phone-verification.modal.close', defaultMessage: 'Tutup' },
  }),
  digit: defineMessage<{ index: string; length: string }>({
    id: 'phone-verification.modal.digit',
    defaultMessage: 'Digit {index} dari {length}',
  }),
  resendWait: defineMessage<{ seconds: string }>({
    id: 'phone-verification.modal.resendWait',
    defaultMessage: 'Kirim ulang dalam {seconds} detik',
  }),
};

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
