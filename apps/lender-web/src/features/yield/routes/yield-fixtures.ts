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
