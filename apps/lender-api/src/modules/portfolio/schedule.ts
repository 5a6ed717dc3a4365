import { addDays, addMonths } from '../../shared/ledger/ledger.ts';
import { type ProjectSummary } from '../projects/index.ts';

/**
 * Yield schedule of a funding, computed from the project once it has started (today ≥ tgl_mulai):
 * - payout months: every `interval` months up to the tenor, plus the last month when the tenor is not a
 *   multiple; interval 0 = one payout at the end of the tenor;
 * - amount of a payout covering m months = D × rate × m / 1200 (D = principal in rupiah, rate = % per
 *   year), rounded down to a multiple of Rp 100 (legacy §12.5 rounding);
 * - payout date = tgl_mulai + month; a Saturday moves 2 days, a Sunday 1 day (`ket_weekend` says why);
 * - status: 4 realocated (paid into Dana Tersedia) once paid, 3 in process when due and not yet paid,
 *   5 scheduled otherwise. Rows are paid by the borrower's repayments (modules/repayments), each
 *   funding's share written as yield payouts of the rows it pays.
 */
export interface ScheduleRow {
  bulan: number;
  tanggal_payout: string;
  ket_weekend: { id: string; en: string } | null;
  amount: number;
}

export function payoutMonths(tenor: number, interval: number): number[] {
  if (interval <= 0) return [tenor];
  const months: number[] = [];
  for (let m = interval; m <= tenor; m += interval) months.push(m);
  if (months[months.length - 1] !== tenor) months.push(tenor);
  return months;
}

/**
 * The yield of `months` months on `principal` rupiah at `rate` % a year, rounded down to Rp 100: in
 * whole numbers end to end (BigInt), since principal × rate × months passes 2^53 on large fundings.
 */
export function yieldAmount(principal: number, rate: number, months: number): number {
  // The rate in hundredths of a percent (13.75 → 1375): the database keeps two decimals.
  const hundredths = BigInt(Math.round(rate * 100));
  const raw = (BigInt(principal) * hundredths * BigInt(months)) / 120_000n;
  return Number((raw / 100n) * 100n);
}

function weekendShift(date: string): { date: string; note: ScheduleRow['ket_weekend'] } {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (day === 6)
    return {
      date: addDays(date, 2),
      note: {
        id: 'Hari sebelumnya bertepatan dengan hari Sabtu',
        en: 'The original date fell on a Saturday',
      },
    };
  if (day === 0)
    return {
      date: addDays(date, 1),
      note: {
        id: 'Hari sebelumnya bertepatan dengan hari Minggu',
        en: 'The original date fell on a Sunday',
      },
    };
  return { date, note: null };
}

/** The payout date of month `bulan` of a project starting `tglMulai` (a weekend moves it to Monday). */
export function payoutDate(tglMulai: string, bulan: number): string {
  return weekendShift(addMonths(tglMulai, bulan)).date;
}

export function schedule(
  project: Pick<ProjectSummary, 'tgl_mulai' | 'tenor' | 'payout_interval' | 'imbal_hasil'>,
  principal: number,
  today: string,
): ScheduleRow[] {
  if (today < project.tgl_mulai || principal <= 0) return [];
  const months = payoutMonths(project.tenor, project.payout_interval);
  let previous = 0;
  return months.map((bulan) => {
    const covered = bulan - previous;
    previous = bulan;
    const shifted = weekendShift(addMonths(project.tgl_mulai, bulan));
    return {
      bulan,
      tanggal_payout: shifted.date,
      ket_weekend: shifted.note,
      amount: yieldAmount(principal, project.imbal_hasil, covered),
    };
  });
}
