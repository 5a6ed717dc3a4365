import { defineMessage, defineMessages } from 'react-intl';

export const homeMessages = defineMessages({
  title: { id: 'dashboard.home.title', defaultMessage: 'Beranda' },
  greeting: defineMessage<{ name: string }>({
    id: 'dashboard.home.greeting',
    defaultMessage: 'Halo, {name}',
  }),
  accountHeading: { id: 'dashboard.home.accountHeading', defaultMessage: 'Akun Anda' },
  username: { id: 'dashboard.home.username', defaultMessage: 'Nama pengguna' },
  email: { id: 'dashboard.home.email', defaultMessage: 'Email' },
  lenderType: { id: 'dashboard.home.lenderType', defaultMessage: 'Jenis pendana' },
  individual: { id: 'dashboard.home.individual', defaultMessage: 'Individu' },
  corporate: { id: 'dashboard.home.corporate', defaultMessage: 'Badan hukum' },
  status: { id: 'dashboard.home.status', defaultMessage: 'Status akun' },
  statusNotActive: {
    id: 'dashboard.home.statusNotActive',
    defaultMessage: 'Email belum diverifikasi',
  },
  statusNotfilled: {
    id: 'dashboard.home.statusNotfilled',
    defaultMessage: 'Data diri belum diisi',
  },
  statusPending: { id: 'dashboard.home.statusPending', defaultMessage: 'Menunggu verifikasi' },
  statusActive: { id: 'dashboard.home.statusActive', defaultMessage: 'Aktif' },
  statusReject: { id: 'dashboard.home.statusReject', defaultMessage: 'Verifikasi ditolak' },
  statusSuspend: { id: 'dashboard.home.statusSuspend', defaultMessage: 'Ditangguhkan' },
  notActiveBody: defineMessage<{ email: string }>({
    id: 'dashboard.home.notActiveBody',
    defaultMessage:
      'Buka tautan aktivasi yang kami kirim ke {email} untuk memverifikasi email Anda.',
  }),
  resendLink: { id: 'dashboard.home.resendLink', defaultMessage: 'Kirim ulang email aktivasi' },
  startEkyc: { id: 'dashboard.home.startEkyc', defaultMessage: 'Lengkapi data diri' },
  startCorporateKyc: {
    id: 'dashboard.home.startCorporateKyc',
    defaultMessage: 'Lengkapi data badan hukum',
  },
  notfilledBody: {
    id: 'dashboard.home.notfilledBody',
    defaultMessage: 'Lengkapi verifikasi identitas (KYC) sebelum mulai mendanai.',
  },
  pendingBody: {
    id: 'dashboard.home.pendingBody',
    defaultMessage:
      'Data Anda sedang diperiksa. Kami akan memberi kabar setelah verifikasi selesai.',
  },
  rejectBody: {
    id: 'dashboard.home.rejectBody',
    defaultMessage:
      'Verifikasi data Anda ditolak. Hubungi layanan pelanggan untuk informasi lebih lanjut.',
  },
  activeBody: { id: 'dashboard.home.activeBody', defaultMessage: 'Akun Anda aktif.' },
});
