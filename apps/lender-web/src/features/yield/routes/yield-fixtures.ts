// all_imbal answers shared by the yield route's tests and stories: a funding's yield as `months`
// monthly payments of `monthly` gross each, PPh 23 15 % withheld (their sums are its totals, as the
// server answers).
import type { YieldSummaryItem } from '@pendana/api-sdk';

export function yieldItem(
  id: number,
  nama_proyek: string,
  monthly: number,
  months: number,
): YieldSummaryItem {
  const pembayaran = Array.from({ length: months }, (_, index) => {
    const month = String(7 + index).padStart(2, '0');
    return {
      bulan: index + 1,
      tanggal_payout: `2026-${month}-01`,
      tanggal_bayar: `2026-${month}-01T09:00:00+07:00`,
      nominal: monthly - Math.floor((monthly * 15) / 100),
      bruto: monthly,
      pajak: Math.floor((monthly * 15) / 100),
      jenis_pajak: 'PPh23' as const,
      tarif_pajak_bp: 1500,
    };
  });
  return {
    id,
    pendanaan_id: id + 300,
    nama_proyek,
    total_imbal: pembayaran.reduce((sum, payment) => sum + payment.nominal, 0),
    total_bruto: monthly * months,
    total_pajak: pembayaran.reduce((sum, payment) => sum + payment.pajak, 0),
    total_dana: 1_000_000,
    tanggal_mulai: '2026-06-01',
    tanggal_selesai: '2027-06-01',
    tanggal_invest: '2026-05-18',
    pembayaran,
  };
}

/**
 * Two fundings: Cinere 3 × Rp 12.500 gross (Rp 10.625 net), Cibubur 3 × Rp 37.500 gross (Rp 31.875
 * net); Rp 150.000 gross, Rp 22.500 withheld, Rp 127.500 received in all.
 */
export const TWO_FUNDINGS = {
  all_imbal: [yieldItem(1, 'Proyek Cinere', 12_500, 3), yieldItem(2, 'Proyek Cibubur', 37_500, 3)],
  total_imbal: 127_500,
  total_bruto: 150_000,
  total_pajak: 22_500,
};

/** No yield yet. */
export const NO_YIELD = { all_imbal: [], total_imbal: 0, total_bruto: 0, total_pajak: 0 };

const monthsFrom = (first: string, count: number) =>
  Array.from({ length: count }, (_, index) => {
    const [year = 0, month = 1] = first.split('-').map(Number);
    const date = new Date(Date.UTC(year, month - 1 + index, 1));
    return date.toISOString().slice(0, 7);
  });

/**
 * A getPortfolioMonthly answer as of 20 November 2026 (the stories' clock): `received` for December
 * 2025 – November 2026, `expected` for December 2026 – May 2027.
 */
export function monthly(received: readonly number[], expected: readonly number[]) {
  return {
    data: {
      as_of: '2026-11-20',
      received: monthsFrom('2025-12', 12).map((month, index) => ({
        month,
        amount: received[index] ?? 0,
      })),
      expected: monthsFrom('2026-12', 6).map((month, index) => ({
        month,
        amount: expected[index] ?? 0,
      })),
      next_payouts: [],
    },
  };
}

const ZEROS = [0, 0, 0, 0, 0, 0];
/** Nothing received in a year, nothing scheduled. */
export const MONTHLY_NONE = monthly([...ZEROS, ...ZEROS], ZEROS);
/** One project: Rp 10.625 net a month since July 2026, the same expected. */
export const MONTHLY_ONE = monthly(
  [...ZEROS, 0, 10_625, 10_625, 10_625, 10_625, 10_625],
  [10_625, 10_625, 10_625, 10_625, 10_625, 10_625],
);
/** Several projects joining over the months. */
export const MONTHLY_MANY = monthly(
  [...ZEROS, 42_500, 42_500, 42_500, 51_000, 51_000, 63_750],
  [63_750, 63_750, 63_750, 63_750, 63_750, 52_500],
);
/** A project late since September 2026: nothing received since, only the other's schedule ahead. */
export const MONTHLY_LATE = monthly(
  [...ZEROS, 42_500, 42_500, 42_500, 0, 0, 0],
  [10_625, 10_625, 10_625, 10_625, 10_625, 10_625],
);
