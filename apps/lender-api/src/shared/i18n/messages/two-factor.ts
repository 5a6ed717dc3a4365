/** Texts of two-factor sign-in (an authenticator app's codes and the recovery codes). */
export const TWO_FACTOR_MESSAGES = {
  'twoFactor.codeWrong': {
    id: 'Kode verifikasi salah atau sudah dipakai.',
    en: 'The verification code is wrong or was already used.',
  },
  'twoFactor.challengeExpired': {
    id: 'Sesi verifikasi sudah berakhir. Silakan masuk lagi dengan kata sandi.',
    en: 'The verification step has expired. Please log in again with your password.',
  },
  'twoFactor.alreadyOn': {
    id: 'Verifikasi dua langkah sudah aktif.',
    en: 'Two-factor authentication is already on.',
  },
  'twoFactor.notStarted': {
    id: 'Mulai pengaturan verifikasi dua langkah terlebih dahulu.',
    en: 'Start the two-factor authentication setup first.',
  },
  'twoFactor.notOn': {
    id: 'Verifikasi dua langkah tidak aktif.',
    en: 'Two-factor authentication is off.',
  },
  'twoFactor.turnedOn': {
    id: 'Verifikasi dua langkah aktif.',
    en: 'Two-factor authentication is on.',
  },
  'twoFactor.turnedOff': {
    id: 'Verifikasi dua langkah dimatikan.',
    en: 'Two-factor authentication is off.',
  },
} as const;
