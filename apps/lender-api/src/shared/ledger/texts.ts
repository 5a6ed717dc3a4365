import type { Lang } from '../i18n/index.ts';

/**
 * Texts of the money operations' 200 answers (`success` / `error`, docs/lender-api.md "API conventions"), in the request's
 * language. Indonesian wording follows the legacy backend (legacy §4.4, §5.2, §5.3, §7.3, §12.3).
 */
export const MONEY_TEXTS = {
  checkoutSuccess: { id: 'Berhasil Checkout Pendanaan', en: 'Funding checkout succeeded' },
  addFundsSuccess: { id: 'Berhasil Menambah Pendanaan', en: 'Funding added' },
  takeFundsSuccess: {
    id: 'Dana anda berhasil ditarik ke DANA TERSEDIA',
    en: 'Your funds were moved back to AVAILABLE FUNDS',
  },
  projectFull: { id: 'Proyek Sudah Penuh', en: 'The project is fully funded' },
  projectClosed: {
    id: 'Penggalangan Dana Proyek Sudah Selesai',
    en: 'Fundraising for this project has ended',
  },
  projectFinished: { id: 'Proyek Tutup', en: 'The project is closed' },
  notEnoughSlots: {
    id: 'Sisa paket proyek ini tinggal {n}',
    en: 'Only {n} packages of this project are left',
  },
  insufficientFunds: {
    id: 'Maaf Dana Anda Tidak Mencukupi. Silahkan Top up terlebih dahulu',
    en: 'Sorry, your available funds are not enough. Please top up first',
  },
  insufficientFundsPending: {
    id: 'Maaf Dana Anda Tidak Mencukupi karena dana tersedia anda sebesar {amount} sedang kami proses di penarikan dana',
    en: 'Sorry, your available funds are not enough because {amount} is being processed as a withdrawal',
  },
  takeTooMany: {
    id: 'Jumlah paket yang ingin anda tarik melebihi jumlah yang ada di proyek anda',
    en: 'You want to take more packages than you hold in this project',
  },
  takeNotActive: {
    id: 'Dana hanya dapat ditarik selama penggalangan dana proyek berlangsung',
    en: 'Funds can only be taken while the project is raising funds',
  },
  withdrawalSuccess: {
    id: 'Penarikan anda sedang diproses',
    en: 'Your withdrawal is being processed',
  },
  withdrawalTooMuch: {
    id: 'Penarikan dana anda lebih dari dana tersedia, silahkan mengambil uang pada pendanaan anda terlebih dahulu',
    en: 'Your withdrawal is more than your available funds; take money out of your fundings first',
  },
  withdrawalMinimum: {
    id: 'Penarikan minimum adalah Rp. 100.000,-',
    en: 'The minimum withdrawal is Rp. 100.000,-',
  },
  withdrawalNoAccount: {
    id: 'Rekening penarikan belum terdaftar, lengkapi data bank anda terlebih dahulu',
    en: 'No payout account on file; complete your bank data first',
  },
  withdrawalWrongAccount: {
    id: 'Rekening tujuan harus sama dengan rekening yang terdaftar',
    en: 'The destination account must be the account on file',
  },
  withdrawalReason: { id: 'Alasan penarikan tidak dikenal', en: 'Unknown withdrawal reason' },
  withdrawalRefused_account_closed: {
    id: 'Rekening tujuan sudah ditutup atau tidak aktif',
    en: 'The destination account is closed or inactive',
  },
  withdrawalRefused_name_mismatch: {
    id: 'Nama pemilik rekening tidak sesuai dengan nama pemberi dana',
    en: "The account holder's name does not match the lender's name",
  },
  withdrawalRefused_bank_rejected: {
    id: 'Bank tujuan menolak transfer',
    en: 'The destination bank refused the transfer',
  },
  withdrawalHeld: {
    id: 'Penarikan ditahan sampai {until} karena {reason}. Penahanan ini melindungi dana Anda setelah perubahan keamanan akun.',
    en: 'Withdrawals are on hold until {until} because {reason}. The hold protects your funds after a security change to your account.',
  },
  holdReason_password_reset: { id: 'kata sandi diatur ulang', en: 'your password was reset' },
  holdReason_phone_changed: { id: 'nomor ponsel diganti', en: 'your phone number was changed' },
  holdReason_bank_account_changed: {
    id: 'rekening bank penarikan diganti',
    en: 'your payout bank account was changed',
  },
  holdReason_two_factor_off: {
    id: 'verifikasi dua langkah dimatikan',
    en: 'two-step verification was turned off',
  },
  topupPerihal: { id: 'Top up Virtual Account {bank}', en: 'Virtual account top-up {bank}' },
} as const satisfies Record<string, Record<Lang, string>>;

export type MoneyText = keyof typeof MONEY_TEXTS;

export function moneyText(
  lang: Lang,
  key: MoneyText,
  params: Record<string, string | number> = {},
): string {
  return MONEY_TEXTS[key][lang].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}
