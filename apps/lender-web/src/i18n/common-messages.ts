// Shared messages: `common.*`, `validation.*`, `errors.*`. Indonesian is the source locale; the spec's
// Indonesian texts are used verbatim.
import { defineMessage, defineMessages } from 'react-intl';

export const commonMessages = defineMessages({
  appName: { id: 'common.app.name', defaultMessage: 'Pendana' },
  loading: { id: 'common.status.loading', defaultMessage: 'Memuat…' },
  languageSwitch: { id: 'common.language.switch', defaultMessage: 'English' },
  languageSwitchLabel: {
    id: 'common.language.switchLabel',
    defaultMessage: 'Ganti bahasa ke English',
  },
  back: { id: 'common.action.back', defaultMessage: 'Kembali' },
  close: { id: 'common.action.close', defaultMessage: 'Tutup' },
  toLogin: { id: 'common.action.toLogin', defaultMessage: 'Ke halaman masuk' },
  toHome: { id: 'common.action.toHome', defaultMessage: 'Ke halaman utama' },
  retry: { id: 'common.action.retry', defaultMessage: 'Coba lagi' },
  notFoundTitle: { id: 'common.notFound.title', defaultMessage: 'Halaman tidak ditemukan' },
  /** The document title of every page: the page's own title, then the brand. */
  documentTitle: defineMessage<{ title: string }>({
    id: 'common.page.documentTitle',
    defaultMessage: '{title} · Pendana',
  }),
  skipToContent: { id: 'common.page.skipToContent', defaultMessage: 'Langsung ke konten utama' },
  notFoundBody: {
    id: 'common.notFound.body',
    defaultMessage: 'Halaman yang Anda cari tidak ada atau sudah dipindahkan.',
  },
});

// The ids @pendana/forms' rules speak (its VALIDATION_IDS): the texts of every rule live here.
export const validationMessages = defineMessages({
  email: { id: 'validation.email', defaultMessage: 'Format email tidak valid' },
  passwordRule: {
    id: 'validation.passwordRule',
    defaultMessage: 'Kata sandi minimal 8 karakter dan berisi huruf serta angka',
  },
  passwordMismatch: {
    id: 'validation.passwordMismatch',
    defaultMessage: 'Konfirmasi kata sandi tidak sama',
  },
  usernameRule: {
    id: 'validation.usernameRule',
    defaultMessage: 'Nama pengguna 4–30 karakter: huruf, angka, titik atau garis bawah',
  },
  lenderTypeRequired: {
    id: 'validation.lenderTypeRequired',
    defaultMessage: 'Pilih jenis pendana',
  },
  termsRequired: {
    id: 'validation.termsRequired',
    defaultMessage: 'Anda harus menyetujui syarat dan ketentuan',
  },
  required: { id: 'validation.required', defaultMessage: 'Harap diisi' },
  nikLength: { id: 'validation.nikLength', defaultMessage: 'NIK harus 16 digit' },
  npwpInvalid: { id: 'validation.npwpInvalid', defaultMessage: 'NPWP harus 15 atau 16 digit' },
  phoneInvalid: {
    id: 'validation.phoneInvalid',
    defaultMessage: 'Nomor HP tidak valid (contoh 081234567890)',
  },
  dateInvalid: { id: 'validation.dateInvalid', defaultMessage: 'Format tanggal DD-MM-YYYY' },
  digitsOnly: { id: 'validation.digitsOnly', defaultMessage: 'Hanya boleh angka' },
  rtRwInvalid: { id: 'validation.rtRwInvalid', defaultMessage: 'RT/RW maksimal 3 digit' },
  postalCodeInvalid: { id: 'validation.postalCodeInvalid', defaultMessage: 'Kode pos 5 digit' },
  accountNumberInvalid: {
    id: 'validation.accountNumberInvalid',
    defaultMessage: 'Nomor rekening 6–20 digit',
  },
  telephoneInvalid: {
    id: 'validation.telephoneInvalid',
    defaultMessage: 'Nomor telepon 6–15 digit',
  },
  imageInvalid: { id: 'validation.imageInvalid', defaultMessage: 'Gambar gagal diproses!' },
  cardExpiryFormat: {
    id: 'validation.cardExpiryFormat',
    defaultMessage: 'Format masa berlaku MM/YYYY',
  },
  cardExpired: { id: 'validation.cardExpired', defaultMessage: 'Kartu sudah kedaluwarsa' },
  referralCodeLength: {
    id: 'validation.referralCodeLength',
    defaultMessage: 'Kode referal maksimal 30 karakter',
  },
  religionRequired: { id: 'validation.religionRequired', defaultMessage: 'Agama harap diisi' },
  motherNameRequired: {
    id: 'validation.motherNameRequired',
    defaultMessage: 'Ibu kandung harap diisi',
  },
  maritalStatusRequired: {
    id: 'validation.maritalStatusRequired',
    defaultMessage: 'Status pernikahan harap diisi',
  },
  postalCodeRequired: {
    id: 'validation.postalCodeRequired',
    defaultMessage: 'Kode pos harap diisi',
  },
  rtRequired: { id: 'validation.rtRequired', defaultMessage: 'RT harap diisi' },
  rwRequired: { id: 'validation.rwRequired', defaultMessage: 'RW harap diisi' },
  livenessRequired: {
    id: 'validation.livenessRequired',
    defaultMessage: 'Mohon melakukan test liveness',
  },
  otpInvalid: { id: 'validation.otpInvalid', defaultMessage: 'Kode OTP yg kamu masukan salah!' },
});

export const errorMessages = defineMessages({
  generic: { id: 'errors.generic', defaultMessage: 'Terjadi Kesalahan' },
  network: {
    id: 'errors.network',
    defaultMessage: 'Server tidak dapat dihubungi. Periksa koneksi Anda lalu coba lagi.',
  },
  crash: {
    id: 'errors.crash',
    defaultMessage: 'Terjadi kesalahan pada halaman ini. Muat ulang halaman atau coba lagi nanti.',
  },
});
