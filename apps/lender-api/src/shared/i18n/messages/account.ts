/** Texts of the account: log-in, registration, password reset, the profile and the account mails. */
export const ACCOUNT_MESSAGES = {
  'auth.invalidCredentials': {
    id: 'Username atau password salah.',
    en: 'Wrong username or password.',
  },
  'auth.throttled': {
    id: 'Terlalu banyak percobaan login. Coba lagi dalam {minutes} menit.',
    en: 'Too many login attempts. Try again in {minutes} minutes.',
  },
  'auth.suspended': {
    id: 'Akun Anda sudah kami suspend. Silahkan hubungi admin untuk mengaktifkan kembali.',
    en: 'Your account has been suspended. Please contact the admin to reactivate it.',
  },
  'auth.usernameTaken': { id: 'Username Sudah Terdaftar', en: 'Username Already Registered' },
  'auth.emailTaken': { id: 'Email Sudah Terdaftar', en: 'Email Already Registered' },
  'auth.passwordCommon': {
    id: 'Kata sandi ini termasuk yang paling sering dipakai sehingga mudah ditebak. Pilih kata sandi lain.',
    en: 'This password is one of the most commonly used, so it is easy to guess. Choose another password.',
  },
  'auth.passwordPersonal': {
    id: 'Kata sandi tidak boleh sama dengan username atau email Anda.',
    en: 'The password may not be your username or e-mail.',
  },
  'auth.registered': {
    id: 'Registrasi berhasil. Silakan cek email Anda untuk mengaktifkan akun.',
    en: 'Registration successful. Please check your email to activate your account.',
  },
  'auth.emailVerified': {
    id: 'Email berhasil diverifikasi. Silakan login.',
    en: 'Your email has been verified. Please log in.',
  },
  'auth.verifyCodeInvalid': {
    id: 'Kode verifikasi tidak valid atau sudah digunakan.',
    en: 'The verification code is invalid or has already been used.',
  },
  'auth.resendSent': {
    id: 'Jika email terdaftar dan belum aktif, email aktivasi telah dikirim ulang.',
    en: 'If the email is registered and not yet active, the activation email has been sent again.',
  },
  'auth.forgotSent': {
    id: 'Jika email terdaftar, tautan untuk mengatur ulang password telah dikirim.',
    en: 'If the email is registered, a link to reset the password has been sent.',
  },
  'auth.resetTokenInvalid': {
    id: 'Tautan atur ulang password tidak valid atau sudah kedaluwarsa.',
    en: 'The password reset link is invalid or has expired.',
  },
  'auth.passwordReset': {
    id: 'Password berhasil diubah. Silakan login dengan password baru.',
    en: 'Your password has been changed. Please log in with the new password.',
  },
  'auth.passwordConfirmed': { id: 'Kata sandi benar', en: 'Password confirmed' },
  'auth.passwordWrong': {
    id: 'Kata sandi yang Anda masukkan salah',
    en: 'The password you entered is wrong',
  },
  'auth.loggedOut': { id: 'Anda berhasil keluar', en: 'You have logged out' },

  'profile.updated': { id: 'Profil berhasil diubah', en: 'Profile updated' },
  'profile.nameLocked': {
    id: 'Nama sudah terverifikasi dan tidak dapat diubah.',
    en: 'The name is verified and cannot be changed.',
  },
  'profile.identityLocked': {
    id: 'Identitas sudah terverifikasi dan tidak dapat diubah di sini. Untuk mengubahnya, hubungi layanan pelanggan.',
    en: 'Your identity is verified and cannot be changed here. To change it, contact customer support.',
  },

  'mail.verify.subject': { id: 'Aktivasi akun Pendana', en: 'Activate your Pendana account' },
  'mail.verify.body': {
    id: 'Halo {username},\n\nTerima kasih telah mendaftar di Pendana. Buka tautan berikut untuk mengaktifkan akun Anda:\n{link}\n\nTautan berlaku {hours} jam.',
    en: 'Hello {username},\n\nThank you for registering at Pendana. Open this link to activate your account:\n{link}\n\nThe link is valid for {hours} hours.',
  },
  'mail.reset.subject': { id: 'Atur ulang password Pendana', en: 'Reset your Pendana password' },
  'mail.reset.body': {
    id: 'Halo {username},\n\nKami menerima permintaan untuk mengatur ulang password Anda. Buka tautan berikut:\n{link}\n\nTautan berlaku {minutes} menit. Abaikan email ini jika Anda tidak memintanya.',
    en: 'Hello {username},\n\nWe received a request to reset your password. Open this link:\n{link}\n\nThe link is valid for {minutes} minutes. Ignore this mail if you did not ask for it.',
  },
} as const satisfies Record<string, { id: string; en: string }>;
