import { defineMessages } from 'react-intl';

// The password dialog's texts are password-confirmation's (capabilities/password-confirmation).
export const moneyActionMessages = defineMessages({
  successTitle: { id: 'screen.moneyAction.successTitle', defaultMessage: 'Berhasil' },
  failedTitle: { id: 'screen.moneyAction.failedTitle', defaultMessage: 'Gagal' },
  /** Spec §8: checkout, add funds and take funds without a server success text. */
  fundingSuccess: {
    id: 'screen.moneyAction.fundingSuccess',
    defaultMessage: 'Tambah Dana Berhasil',
  },
});
