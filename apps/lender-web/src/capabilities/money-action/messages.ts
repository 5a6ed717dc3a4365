import { defineMessages } from 'react-intl';

export const moneyActionMessages = defineMessages({
  passwordIntro: {
    id: 'screen.moneyAction.passwordIntro',
    defaultMessage: 'Masukkan kata sandi Anda untuk melanjutkan.',
  },
  passwordLabel: { id: 'screen.moneyAction.passwordLabel', defaultMessage: 'Kata sandi' },
  passwordRequired: {
    id: 'screen.moneyAction.passwordRequired',
    defaultMessage: 'Kata sandi harap diisi',
  },
  showPassword: { id: 'screen.moneyAction.showPassword', defaultMessage: 'Tampilkan kata sandi' },
  hidePassword: {
    id: 'screen.moneyAction.hidePassword',
    defaultMessage: 'Sembunyikan kata sandi',
  },
  confirm: { id: 'screen.moneyAction.confirm', defaultMessage: 'Konfirmasi' },
  processing: { id: 'screen.moneyAction.processing', defaultMessage: 'Memproses…' },
  cancel: { id: 'screen.moneyAction.cancel', defaultMessage: 'Batal' },
  successTitle: { id: 'screen.moneyAction.successTitle', defaultMessage: 'Berhasil' },
  failedTitle: { id: 'screen.moneyAction.failedTitle', defaultMessage: 'Gagal' },
  /** Spec §8: checkout, add funds and take funds without a server success text. */
  fundingSuccess: {
    id: 'screen.moneyAction.fundingSuccess',
    defaultMessage: 'Tambah Dana Berhasil',
  },
});
