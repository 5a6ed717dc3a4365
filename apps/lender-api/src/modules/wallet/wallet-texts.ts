import type { Lang } from '../../shared/i18n/index.ts';

/** Messages of the wallet top-up calls (4xx `message`, success texts), in the request's language. */
export const WALLET_TEXTS = {
  cardDeleted: {
    id: 'Kartu Debit/Kredit berhasil di hapus',
    en: 'The debit/credit card was deleted',
  },
  notFound: { id: 'Transaksi tidak ditemukan.', en: 'Transaction not found.' },
  cardNotFound: { id: 'Kartu tidak ditemukan.', en: 'Card not found.' },
  notVerified: {
    id: 'Akun Anda belum terverifikasi. Lengkapi data diri Anda terlebih dahulu.',
    en: 'Your account is not verified yet. Complete your personal data first.',
  },
  belowMinimum: { id: 'Minimal top up {amount}', en: 'The minimum top-up is {amount}' },
  aboveMaximum: { id: 'Maksimal top up {amount}', en: 'The maximum top-up is {amount}' },
  dailyLimit: {
    id: 'Melebihi batas top up harian. Sisa batas hari ini {amount}',
    en: 'This exceeds the daily top-up limit. Remaining today: {amount}',
  },
  monthlyLimit: {
    id: 'Melebihi batas top up bulanan. Sisa batas bulan ini {amount}',
    en: 'This exceeds the monthly top-up limit. Remaining this month: {amount}',
  },
  tooManyPending: {
    id: 'Masih ada {n} top up yang menunggu pembayaran. Selesaikan atau tunggu hingga kedaluwarsa.',
    en: 'You have {n} top-ups waiting for payment. Finish them or wait until they expire.',
  },
  phoneRequired: {
    id: 'Nomor HP OVO wajib diisi.',
    en: 'The OVO phone number is required.',
  },
  ovoNotRegistered: {
    id: 'Nomor HP tidak terdaftar di OVO.',
    en: 'This phone number is not registered at OVO.',
  },
  useCardCalls: {
    id: 'Top up kartu menggunakan langkah kartu debit/kredit.',
    en: 'Card top-ups go through the card steps.',
  },
  cardRequired: {
    id: 'Pilih kartu tersimpan atau isi data kartu.',
    en: 'Choose a saved card or enter the card details.',
  },
  cardFieldRequired: { id: 'Wajib diisi.', en: 'This field is required.' },
  cardInvalid: { id: 'Nomor kartu tidak valid.', en: 'The card number is not valid.' },
  cardNotAllowed: {
    id: 'Nomor kartu yang Anda masukkan tidak terdaftar.',
    en: 'The card number you entered is not registered.',
  },
  cardExpired: { id: 'Kartu sudah kedaluwarsa.', en: 'The card has expired.' },
  authenticationMismatch: {
    id: 'Autentikasi 3-D Secure tidak valid.',
    en: 'The 3-D Secure authentication is not valid.',
  },
  cardDeclined: {
    id: 'Pembayaran kartu ditolak oleh bank penerbit.',
    en: 'The card payment was declined by the issuing bank.',
  },
  topUpClosed: {
    id: 'Top up ini sudah {status} dan tidak dapat diproses lagi.',
    en: 'This top-up is already {status} and cannot be processed again.',
  },
  rdlExists: {
    id: 'Rekening Dana Lender Anda sudah aktif.',
    en: 'Your lender fund account is already active.',
  },
  rdlCreated: {
    id: 'Rekening Dana Lender berhasil dibuat',
    en: 'Your lender fund account was opened',
  },
  rdlFailed: {
    id: 'Pembuatan Rekening Dana Lender gagal',
    en: 'Opening your lender fund account failed',
  },
  topUpPerihal: { id: 'Top up {method}', en: 'Top-up {method}' },
} as const;

export type WalletTextKey = keyof typeof WALLET_TEXTS;

export function walletText(
  lang: Lang,
  key: WalletTextKey,
  params: Record<string, string | number> = {},
): string {
  return WALLET_TEXTS[key][lang].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(params[name] ?? `{${name}}`),
  );
}

const STATUS_NAMES: Record<number, { id: string; en: string }> = {
  1: { id: 'BARU', en: 'new' },
  2: { id: 'MENUNGGU', en: 'pending' },
  3: { id: 'BERHASIL', en: 'paid' },
  4: { id: 'GAGAL', en: 'failed' },
  8: { id: 'BATAL', en: 'cancelled' },
};

export function statusName(lang: Lang, status: number): string {
  return STATUS_NAMES[status]?.[lang] ?? String(status);
}
