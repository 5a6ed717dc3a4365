import { defineMessages } from 'react-intl';

export const passwordConfirmationMessages = defineMessages({
  title: { id: 'password-confirmation.gate.title', defaultMessage: 'Konfirmasi kata sandi' },
  intro: {
    id: 'password-confirmation.gate.intro',
    defaultMessage: 'Halaman ini berisi data pribadi Anda. Masukkan kata sandi untuk melanjutkan.',
  },
  passwordLabel: { id: 'password-confirmation.gate.passwordLabel', defaultMessage: 'Kata sandi' },
  passwordRequired: {
    id: 'password-confirmation.gate.passwordRequired',
    defaultMessage: 'Kata sandi harap diisi',
  },
  submit: { id: 'password-confirmation.gate.submit', defaultMessage: 'Konfirmasi' },
  submitting: { id: 'password-confirmation.gate.submitting', defaultMessage: 'Memeriksa…' },
  failedTitle: { id: 'password-confirmation.gate.failedTitle', defaultMessage: 'Konfirmasi gagal' },
  show: { id: 'password-confirmation.gate.show', defaultMessage: 'Tampilkan kata sandi' },
  hide: { id: 'password-confirmation.gate.hide', defaultMessage: 'Sembunyikan kata sandi' },
  cancel: { id: 'password-confirmation.dialog.cancel', defaultMessage: 'Batal' },
});
