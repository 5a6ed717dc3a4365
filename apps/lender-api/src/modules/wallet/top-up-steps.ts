import type { Lang } from '../../shared/i18n/index.ts';
import { VA_BANKS } from './va-banks.ts';

type Kanal = 'ATM' | 'Mobile Banking' | 'Internet Banking' | 'ATM Bersama';

const STEPS: Record<Lang, Record<Kanal, (bank: string, kode: string) => string[]>> = {
  id: {
    ATM: (bank) => [
      `Masukkan kartu ATM ${bank} dan PIN Anda`,
      'Pilih Menu Lainnya, lalu Transfer',
      'Pilih Virtual Account Billing',
      'Masukkan 16 digit nomor Virtual Account',
      'Masukkan nominal top up, periksa nama penerima, lalu konfirmasi',
      'Simpan struk sebagai bukti pembayaran',
    ],
    'Mobile Banking': (bank) => [
      `Buka aplikasi mobile banking ${bank} dan masuk`,
      'Pilih Transfer, lalu Virtual Account',
      'Masukkan 16 digit nomor Virtual Account',
      'Masukkan nominal top up dan periksa nama penerima',
      'Masukkan PIN atau password transaksi',
    ],
    'Internet Banking': (bank) => [
      `Masuk ke internet banking ${bank}`,
      'Pilih Transfer, lalu Virtual Account',
      'Masukkan 16 digit nomor Virtual Account dan nominal top up',
      'Konfirmasi dengan token atau kode otentikasi',
    ],
    'ATM Bersama': (_bank, kode) => [
      'Masukkan kartu ATM bank lain dan PIN Anda',
      'Pilih Transfer, lalu Transfer ke Bank Lain',
      `Masukkan kode bank ${kode} diikuti 16 digit nomor Virtual Account`,
      'Masukkan nominal top up dan konfirmasi',
    ],
  },
  en: {
    ATM: (bank) => [
      `Insert your ${bank} ATM card and enter your PIN`,
      'Choose Other Menu, then Transfer',
      'Choose Virtual Account Billing',
      'Enter the 16-digit virtual account number',
      'Enter the top-up amount, check the recipient name and confirm',
      'Keep the receipt as proof of payment',
    ],
    'Mobile Banking': (bank) => [
      `Open the ${bank} mobile banking app and log in`,
      'Choose Transfer, then Virtual Account',
      'Enter the 16-digit virtual account number',
      'Enter the top-up amount and check the recipient name',
      'Enter your transaction PIN or password',
    ],
    'Internet Banking': (bank) => [
      `Log in to ${bank} internet banking`,
      'Choose Transfer, then Virtual Account',
      'Enter the 16-digit virtual account number and the top-up amount',
      'Confirm with your token or authentication code',
    ],
    'ATM Bersama': (_bank, kode) => [
      "Insert another bank's ATM card and enter your PIN",
      'Choose Transfer, then Transfer to Other Bank',
      `Enter bank code ${kode} followed by the 16-digit virtual account number`,
      'Enter the top-up amount and confirm',
    ],
  },
};

const KANALS: readonly Kanal[] = ['ATM', 'Mobile Banking', 'Internet Banking', 'ATM Bersama'];

/** Top-up instructions for every partner bank and channel, in the request's language. */
export function topUpSteps(lang: Lang) {
  return VA_BANKS.flatMap((bank) =>
    KANALS.map((kanal) => ({
      kode_bank: bank.kode_bank,
      nama_bank: bank.nama_bank,
      kanal,
      langkah: STEPS[lang][kanal](bank.nama_bank, bank.kode_bank),
    })),
  );
}
