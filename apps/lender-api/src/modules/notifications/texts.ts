import { formatRupiah } from '../../shared/ledger/ledger.ts';
import type { Lang } from '../../shared/i18n/index.ts';
import type { EventKind, EventPayloads } from './kinds.ts';

/** An event told in one language: a short title and one or two sentences. */
export interface EventText {
  title: string;
  body: string;
}

type Texts = { [K in EventKind]: (p: EventPayloads[K]) => EventText };

const rp = formatRupiah;
const reasonId = (reason: string | null) => (reason ? ` Alasan: ${reason}.` : '');
const reasonEn = (reason: string | null) => (reason ? ` Reason: ${reason}.` : '');
/** " pada 27 Nov 2026 15.02 WIB" / " on 27 Nov 2026, 15:02 WIB": a sign-in's time in Jakarta, or nothing. */
function signedInAt(lang: Lang, iso: string | undefined): string {
  const at = iso ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return '';
  const text = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'id-ID', {
    timeZone: 'Asia/Jakarta',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
  return lang === 'en' ? ` on ${text} WIB` : ` pada ${text} WIB`;
}

const ID: Texts = {
  topup_credited: (p) => ({
    title: 'Top up berhasil',
    body: `Top up ${rp(p.amount)} sudah masuk ke saldo Anda.`,
  }),
  funding_confirmed: (p) => ({
    title: 'Pendanaan berhasil',
    body: `Pendanaan Anda ${rp(p.amount)} di ${p.project_name} sudah tercatat.`,
  }),
  hold_expiring: (p) => ({
    title: 'Pemesanan segera berakhir',
    body: `Pemesanan ${rp(p.amount)} di ${p.project_name} berakhir dalam 2 jam. Selesaikan pendanaan sebelum itu.`,
  }),
  yield_received: (p) => ({
    title: 'Imbal hasil diterima',
    body: `Imbal hasil ${rp(p.amount)} dari ${p.project_name} masuk ke saldo Anda (setelah pajak ${rp(p.tax)}).`,
  }),
  principal_returned: (p) => ({
    title: 'Pokok dikembalikan',
    body: `Pokok ${rp(p.amount)} dari ${p.project_name} kembali ke saldo Anda.`,
  }),
  project_late: (p) => ({
    title: 'Pembayaran proyek terlambat',
    body: `Pembayaran ${p.project_name} terlambat ${p.days_late} hari. Kami sedang menagih penerima pembiayaan.`,
  }),
  default_declared: (p) => ({
    title: 'Proyek dinyatakan gagal bayar',
    body: `${p.project_name} dinyatakan gagal bayar. Pemulihan yang kembali ke saldo Anda: ${rp(p.recovery)}.`,
  }),
  project_ended: (p) => ({
    title: 'Proyek selesai',
    body: `${p.project_name} selesai dan pokok ${rp(p.principal)} sudah kembali ke saldo Anda.`,
  }),
  withdrawal_sent: (p) => ({
    title: 'Penarikan dikirim',
    body: `Penarikan ${rp(p.amount)} sudah dikirim ke bank Anda.`,
  }),
  withdrawal_paid: (p) => ({
    title: 'Penarikan berhasil',
    body: `Penarikan ${rp(p.amount)} sudah diterima di rekening Anda.`,
  }),
  withdrawal_refused: (p) => ({
    title: 'Penarikan ditolak',
    body: `Penarikan ${rp(p.amount)} ditolak bank dan dananya kembali ke saldo Anda.${reasonId(p.reason)}`,
  }),
  kyc_approved: () => ({
    title: 'Verifikasi data disetujui',
    body: 'Data Anda sudah diverifikasi. Anda sekarang dapat mendanai proyek.',
  }),
  kyc_rejected: (p) => ({
    title: 'Verifikasi data ditolak',
    body: `Data Anda belum dapat diverifikasi.${reasonId(p.reason)} Silakan perbaiki dan kirim ulang.`,
  }),
  esign_completed: (p) => ({
    title: 'Tanda tangan elektronik selesai',
    body: p.project_name
      ? `Akad pendanaan ${p.project_name} (dokumen ${p.document}) sudah Anda tandatangani.`
      : `Dokumen ${p.document} sudah ditandatangani.`,
  }),
  new_device_sign_in: (p) => ({
    title: 'Login dari perangkat baru',
    body: `Akun Anda baru saja login dari ${p.device}${signedInAt('id', p.signed_in_at)}. Jika ini bukan Anda, segera ganti kata sandi.`,
  }),
  password_changed: () => ({
    title: 'Kata sandi diubah',
    body: 'Kata sandi akun Anda baru saja diubah. Jika ini bukan Anda, segera hubungi kami.',
  }),
  phone_changed: () => ({
    title: 'Nomor telepon diubah',
    body: 'Nomor telepon akun Anda baru saja diubah. Jika ini bukan Anda, segera hubungi kami.',
  }),
};

const EN: Texts = {
  topup_credited: (p) => ({
    title: 'Top-up received',
    body: `Your top-up of ${rp(p.amount)} is in your balance.`,
  }),
  funding_confirmed: (p) => ({
    title: 'Funding confirmed',
    body: `Your funding of ${rp(p.amount)} in ${p.project_name} is recorded.`,
  }),
  hold_expiring: (p) => ({
    title: 'Your booking ends soon',
    body: `Your booking of ${rp(p.amount)} in ${p.project_name} ends in 2 hours. Complete the funding before then.`,
  }),
  yield_received: (p) => ({
    title: 'Yield received',
    body: `Yield of ${rp(p.amount)} from ${p.project_name} is in your balance (after ${rp(p.tax)} tax).`,
  }),
  principal_returned: (p) => ({
    title: 'Principal returned',
    body: `Principal of ${rp(p.amount)} from ${p.project_name} is back in your balance.`,
  }),
  project_late: (p) => ({
    title: 'Project repayment late',
    body: `${p.project_name}'s repayment is ${p.days_late} days late. We are collecting from the borrower.`,
  }),
  default_declared: (p) => ({
    title: 'Project declared in default',
    body: `${p.project_name} is declared in default. Recovery returned to your balance: ${rp(p.recovery)}.`,
  }),
  project_ended: (p) => ({
    title: 'Project ended',
    body: `${p.project_name} has ended and your principal of ${rp(p.principal)} is back in your balance.`,
  }),
  withdrawal_sent: (p) => ({
    title: 'Withdrawal sent',
    body: `Your withdrawal of ${rp(p.amount)} has been sent to your bank.`,
  }),
  withdrawal_paid: (p) => ({
    title: 'Withdrawal paid',
    body: `Your withdrawal of ${rp(p.amount)} has reached your bank account.`,
  }),
  withdrawal_refused: (p) => ({
    title: 'Withdrawal refused',
    body: `Your withdrawal of ${rp(p.amount)} was refused by the bank and the money is back in your balance.${reasonEn(p.reason)}`,
  }),
  kyc_approved: () => ({
    title: 'Verification approved',
    body: 'Your data is verified. You can now fund projects.',
  }),
  kyc_rejected: (p) => ({
    title: 'Verification refused',
    body: `Your data could not be verified.${reasonEn(p.reason)} Please correct it and send it again.`,
  }),
  esign_completed: (p) => ({
    title: 'E-signature completed',
    body: p.project_name
      ? `You signed the funding agreement for ${p.project_name} (document ${p.document}).`
      : `The document ${p.document} is signed.`,
  }),
  new_device_sign_in: (p) => ({
    title: 'Sign-in from a new device',
    body: `Your account just signed in from ${p.device}${signedInAt('en', p.signed_in_at)}. If this was not you, change your password now.`,
  }),
  password_changed: () => ({
    title: 'Password changed',
    body: 'Your account password was just changed. If this was not you, contact us now.',
  }),
  phone_changed: () => ({
    title: 'Phone number changed',
    body: "Your account's phone number was just changed. If this was not you, contact us now.",
  }),
};

/** The event's title and text in `lang`. */
export function eventText(lang: Lang, kind: EventKind, payload: unknown): EventText {
  const texts = lang === 'en' ? EN : ID;
  // The payload was recorded for this kind by `recordEvent`, typed by `EventPayloads`.
  return (texts[kind] as (p: unknown) => EventText)(payload);
}
