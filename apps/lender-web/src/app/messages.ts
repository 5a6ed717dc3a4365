// Texts of the dashboard layout and the coming-soon page (ids kept from features/dashboard).
import { defineMessages } from 'react-intl';

export const dashboardLayoutMessages = defineMessages({
  logout: { id: 'dashboard.layout.logout', defaultMessage: 'Keluar' },
  loggingOut: { id: 'dashboard.layout.loggingOut', defaultMessage: 'Sedang keluar…' },
  loggedOut: { id: 'dashboard.layout.loggedOut', defaultMessage: 'Anda telah keluar' },
  loadFailed: { id: 'dashboard.layout.loadFailed', defaultMessage: 'Data akun tidak dapat dimuat' },
});

export const comingSoonMessages = defineMessages({
  body: {
    id: 'dashboard.comingSoon.body',
    defaultMessage:
      'Fitur ini belum tersedia di versi ini dan akan hadir dalam pembaruan berikutnya.',
  },
  toHome: { id: 'dashboard.comingSoon.toHome', defaultMessage: 'Kembali ke Beranda' },
});
