// all_imbal answers shared by the yield route's tests and stories: a funding's yield as `months`
// monthly payments of `monthly` each (their sum is its total, as the server answers).
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
      nominal: monthly,
    };
  });
  return {
    id,
    pendanaan_id: id + 300,
    nama_proyek,
    total_imbal: monthly * months,
    total_dana: 1_000_000,
    tanggal_mulai: '2026-06-01',
    tanggal_selesai: '2027-06-01',
    tanggal_invest: '2026-05-18',
    pembayaran,
  };
}

/** Two fundings: Cinere 3 × Rp 12.500, Cibubur 3 × Rp 37.500; Rp 150.000 in all. */
export const TWO_FUNDINGS = {
  all_imbal: [yieldItem(1, 'Proyek Cinere', 12_500, 3), yieldItem(2, 'Proyek Cibubur', 37_500, 3)],
  total_imbal: 150_000,
};
