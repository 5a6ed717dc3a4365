/** Texts of the lender's sessions: ending them, the new-device mail's link and the password change. */
export const SESSION_MESSAGES = {
  'auth.sessionEnded': { id: 'Sesi telah diakhiri.', en: 'The session has ended.' },
  'auth.otherSessionsEnded': {
    id: 'Sesi lain telah diakhiri.',
    en: 'Your other sessions have ended.',
  },
  'auth.sessionLinkEnded': {
    id: 'Sesi telah diakhiri. Jika login itu bukan Anda, segera ganti kata sandi Anda.',
    en: 'The session has ended. If that sign-in was not you, change your password now.',
  },
  'auth.sessionLinkInvalid': {
    id: 'Tautan ini sudah dipakai, kedaluwarsa, atau tidak valid.',
    en: 'This link has been used, has expired or is not valid.',
  },
  'auth.passwordChanged': {
    id: 'Kata sandi berhasil diubah. Sesi lain telah diakhiri.',
    en: 'Your password has been changed. Your other sessions have ended.',
  },
  'auth.currentPasswordWrong': {
    id: 'Kata sandi saat ini salah.',
    en: 'The current password is wrong.',
  },
} as const;
