/** Texts of the staff's (operator) calls: login, accounts, audit log, KYC review. */
export const OPERATOR_MESSAGES = {
  'errors.operatorRoleRefused': {
    id: 'Peran Anda tidak diizinkan melakukan ini.',
    en: 'Your role is not allowed to do this.',
  },
  'operators.loginFailed': {
    id: 'Email atau kata sandi salah, atau akun dinonaktifkan.',
    en: 'Wrong e-mail or password, or the account is disabled.',
  },
  'operators.loggedOut': { id: 'Anda berhasil keluar.', en: 'Logged out.' },
  'operators.emailTaken': {
    id: 'Email ini sudah dipakai akun operator lain.',
    en: 'This e-mail is already used by another operator account.',
  },
  'operators.notFound': { id: 'Akun operator tidak ditemukan.', en: 'No such operator account.' },
  'operators.lastAdmin': {
    id: 'Ini admin aktif terakhir: tunjuk admin lain terlebih dahulu.',
    en: 'This is the last enabled admin: make another admin first.',
  },
  'operators.kycNotPending': {
    id: 'Pemberi dana ini tidak sedang menunggu peninjauan KYC.',
    en: 'This lender is not waiting for a KYC review.',
  },
  'operators.kycReasonRequired': {
    id: 'Penolakan memerlukan alasan (apa yang harus diperbaiki pemberi dana).',
    en: 'A rejection needs a reason (what the lender must correct).',
  },
} as const;
