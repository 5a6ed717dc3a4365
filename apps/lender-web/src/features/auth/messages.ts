import { defineMessage, defineMessages } from 'react-intl';

export const loginMessages = defineMessages({
  title: { id: 'auth.login.title', defaultMessage: 'Masuk ke Pendana' },
  intro: { id: 'auth.login.intro', defaultMessage: 'Masuk untuk mengelola pendanaan Anda.' },
  usernameLabel: { id: 'auth.login.usernameLabel', defaultMessage: 'Nama pengguna atau email' },
  usernameRequired: {
    id: 'auth.login.usernameRequired',
    defaultMessage: 'Nama pengguna atau email harap diisi',
  },
  passwordLabel: { id: 'auth.login.passwordLabel', defaultMessage: 'Kata sandi' },
  passwordRequired: { id: 'auth.login.passwordRequired', defaultMessage: 'Kata sandi harap diisi' },
  submit: { id: 'auth.login.submit', defaultMessage: 'Masuk' },
  submitting: { id: 'auth.login.submitting', defaultMessage: 'Sedang masuk…' },
  failedTitle: { id: 'auth.login.failedTitle', defaultMessage: 'Gagal masuk' },
  forgotPassword: { id: 'auth.login.forgotPassword', defaultMessage: 'Lupa kata sandi?' },
  noAccount: { id: 'auth.login.noAccount', defaultMessage: 'Belum punya akun?' },
  toRegister: { id: 'auth.login.toRegister', defaultMessage: 'Daftar sebagai pendana' },
});

export const passwordToggleMessages = defineMessages({
  show: { id: 'auth.passwordToggle.show', defaultMessage: 'Tampilkan kata sandi' },
  hide: { id: 'auth.passwordToggle.hide', defaultMessage: 'Sembunyikan kata sandi' },
});

export const registerMessages = defineMessages({
  title: { id: 'auth.register.title', defaultMessage: 'Daftar sebagai pendana' },
  lenderTypeLegend: { id: 'auth.register.lenderTypeLegend', defaultMessage: 'Jenis pendana' },
  individual: { id: 'auth.register.individual', defaultMessage: 'Individu' },
  individualHint: {
    id: 'auth.register.individualHint',
    defaultMessage: 'Mendanai atas nama pribadi',
  },
  corporate: { id: 'auth.register.corporate', defaultMessage: 'Badan hukum' },
  corporateHint: {
    id: 'auth.register.corporateHint',
    defaultMessage: 'Mendanai atas nama perusahaan',
  },
  usernameLabel: { id: 'auth.register.usernameLabel', defaultMessage: 'Nama pengguna' },
  usernameHint: {
    id: 'auth.register.usernameHint',
    defaultMessage: '4–30 karakter: huruf, angka, titik atau garis bawah',
  },
  usernameRequired: {
    id: 'auth.register.usernameRequired',
    defaultMessage: 'Nama pengguna harap diisi',
  },
  emailLabel: { id: 'auth.register.emailLabel', defaultMessage: 'Email' },
  emailRequired: { id: 'auth.register.emailRequired', defaultMessage: 'Email harap diisi' },
  passwordLabel: { id: 'auth.register.passwordLabel', defaultMessage: 'Kata sandi' },
  passwordHint: {
    id: 'auth.register.passwordHint',
    defaultMessage: 'Minimal 8 karakter, berisi huruf dan angka',
  },
  passwordRequired: {
    id: 'auth.register.passwordRequired',
    defaultMessage: 'Kata sandi harap diisi',
  },
  passwordConfirmationLabel: {
    id: 'auth.register.passwordConfirmationLabel',
    defaultMessage: 'Ulangi kata sandi',
  },
  referralLabel: { id: 'auth.register.referralLabel', defaultMessage: 'Kode referal (opsional)' },
  termsAgreement: {
    id: 'auth.register.termsAgreement',
    defaultMessage: 'Saya telah membaca dan menyetujui syarat dan ketentuan',
  },
  termsLink: { id: 'auth.register.termsLink', defaultMessage: 'Baca syarat dan ketentuan' },
  submit: { id: 'auth.register.submit', defaultMessage: 'Daftar' },
  submitting: { id: 'auth.register.submitting', defaultMessage: 'Sedang mendaftar…' },
  failedTitle: { id: 'auth.register.failedTitle', defaultMessage: 'Pendaftaran gagal' },
  haveAccount: { id: 'auth.register.haveAccount', defaultMessage: 'Sudah punya akun?' },
  toLogin: { id: 'auth.register.toLogin', defaultMessage: 'Masuk' },
});

export const emailVerificationMessages = defineMessages({
  title: { id: 'auth.emailVerification.title', defaultMessage: 'Periksa email Anda' },
  body: defineMessage<{ email: string }>({
    id: 'auth.emailVerification.body',
    defaultMessage:
      'Kami telah mengirim tautan aktivasi ke {email}. Buka tautan itu untuk mengaktifkan akun Anda, lalu masuk.',
  }),
  bodyNoEmail: {
    id: 'auth.emailVerification.bodyNoEmail',
    defaultMessage:
      'Kami telah mengirim tautan aktivasi ke email Anda. Buka tautan itu untuk mengaktifkan akun Anda.',
  },
  notReceived: {
    id: 'auth.emailVerification.notReceived',
    defaultMessage: 'Tidak menerima email? Kirim ulang tautan aktivasi.',
  },
  emailLabel: { id: 'auth.emailVerification.emailLabel', defaultMessage: 'Email' },
  resend: { id: 'auth.emailVerification.resend', defaultMessage: 'Kirim ulang email' },
  resending: { id: 'auth.emailVerification.resending', defaultMessage: 'Mengirim…' },
});

export const verifyEmailMessages = defineMessages({
  title: { id: 'auth.verifyEmail.title', defaultMessage: 'Aktivasi akun' },
  verifying: { id: 'auth.verifyEmail.verifying', defaultMessage: 'Memeriksa tautan aktivasi…' },
  missingCode: {
    id: 'auth.verifyEmail.missingCode',
    defaultMessage: 'Tautan aktivasi tidak lengkap. Buka kembali tautan dari email Anda.',
  },
  failedTitle: { id: 'auth.verifyEmail.failedTitle', defaultMessage: 'Aktivasi gagal' },
  successTitle: { id: 'auth.verifyEmail.successTitle', defaultMessage: 'Akun aktif' },
});

export const forgotPasswordMessages = defineMessages({
  title: { id: 'auth.forgotPassword.title', defaultMessage: 'Lupa kata sandi' },
  intro: {
    id: 'auth.forgotPassword.intro',
    defaultMessage:
      'Masukkan email akun Anda. Kami akan mengirim tautan untuk mengatur ulang kata sandi.',
  },
  emailLabel: { id: 'auth.forgotPassword.emailLabel', defaultMessage: 'Email' },
  emailRequired: { id: 'auth.forgotPassword.emailRequired', defaultMessage: 'Email harap diisi' },
  submit: { id: 'auth.forgotPassword.submit', defaultMessage: 'Kirim tautan' },
  submitting: { id: 'auth.forgotPassword.submitting', defaultMessage: 'Mengirim…' },
  failedTitle: { id: 'auth.forgotPassword.failedTitle', defaultMessage: 'Permintaan gagal' },
});

export const resetPasswordMessages = defineMessages({
  title: { id: 'auth.resetPassword.title', defaultMessage: 'Atur ulang kata sandi' },
  missingToken: {
    id: 'auth.resetPassword.missingToken',
    defaultMessage:
      'Tautan atur ulang tidak lengkap. Minta tautan baru dari halaman lupa kata sandi.',
  },
  passwordLabel: { id: 'auth.resetPassword.passwordLabel', defaultMessage: 'Kata sandi baru' },
  passwordRequired: {
    id: 'auth.resetPassword.passwordRequired',
    defaultMessage: 'Kata sandi baru harap diisi',
  },
  passwordConfirmationLabel: {
    id: 'auth.resetPassword.passwordConfirmationLabel',
    defaultMessage: 'Ulangi kata sandi baru',
  },
  submit: { id: 'auth.resetPassword.submit', defaultMessage: 'Simpan kata sandi' },
  submitting: { id: 'auth.resetPassword.submitting', defaultMessage: 'Menyimpan…' },
  failedTitle: {
    id: 'auth.resetPassword.failedTitle',
    defaultMessage: 'Gagal mengatur ulang kata sandi',
  },
  requestNew: { id: 'auth.resetPassword.requestNew', defaultMessage: 'Minta tautan baru' },
});

export const termsMessages = defineMessages({
  title: { id: 'auth.terms.title', defaultMessage: 'Syarat dan ketentuan' },
  writer: defineMessage<{ writer: string }>({
    id: 'auth.terms.writer',
    defaultMessage: 'Penulis: {writer}',
  }),
  failedTitle: {
    id: 'auth.terms.failedTitle',
    defaultMessage: 'Syarat dan ketentuan tidak dapat dimuat',
  },
});
