import type { Database } from '../db/database.ts';
import { addDays, addMonths, jakartaDate } from '../shared/ledger/ledger.ts';
import { healthDb } from '../modules/platform/index.ts';

/**
 * The platform's financings from before the lender ledger (history; the ledger's projects are counted
 * from their own repayments), relative to the seed's `now`: mostly paid on
 * time, some 1–30, 31–60, 61–90 and more than 90 days past due, some paid late and caught up, some
 * fully repaid — TWP90 near 2 % today and moving over the 12-month trend. `late` is the days past due
 * of the oldest unpaid installment today (approximately: due dates fall on calendar months);
 * `caughtUp` pays one earlier installment that many days late. Idempotent (one row per `kode`).
 */
interface FinancingSeed {
  borrower: string;
  sector: string;
  /** Whole rupiah. */
  principal: number;
  tenor: number;
  /** Months between disbursement and today (on-time and repaid financings). */
  monthsAgo: number;
  late?: number;
  caughtUp?: { installment: number; days: number };
}

const SEEDS: readonly FinancingSeed[] = [
  {
    borrower: 'CV Griya Amanah Depok',
    sector: 'Properti',
    principal: 1_200_000_000,
    tenor: 24,
    monthsAgo: 10,
  },
  {
    borrower: 'PT Bangun Rumah Cibubur',
    sector: 'Properti',
    principal: 1_800_000_000,
    tenor: 36,
    monthsAgo: 14,
  },
  {
    borrower: 'CV Ruko Margonda Sejahtera',
    sector: 'Properti',
    principal: 950_000_000,
    tenor: 24,
    monthsAgo: 6,
  },
  {
    borrower: 'PT Hunian Syariah Bekasi',
    sector: 'Properti',
    principal: 1_500_000_000,
    tenor: 36,
    monthsAgo: 20,
    caughtUp: { installment: 8, days: 40 },
  },
  {
    borrower: 'CV Kost Mahasiswa Jatinangor',
    sector: 'Properti',
    principal: 600_000_000,
    tenor: 24,
    monthsAgo: 3,
  },
  {
    borrower: 'PT Perumahan Asri Bogor',
    sector: 'Properti',
    principal: 2_000_000_000,
    tenor: 36,
    monthsAgo: 8,
  },
  {
    borrower: 'CV Townhouse Ciputat',
    sector: 'Properti',
    principal: 800_000_000,
    tenor: 18,
    monthsAgo: 12,
  },
  {
    borrower: 'PT Griya Tawakal Tangerang',
    sector: 'Properti',
    principal: 1_100_000_000,
    tenor: 24,
    monthsAgo: 16,
    caughtUp: { installment: 5, days: 70 },
  },
  {
    borrower: 'CV Rumah Sehat Sleman',
    sector: 'Properti',
    principal: 700_000_000,
    tenor: 24,
    monthsAgo: 2,
  },
  {
    borrower: 'PT Kavling Berkah Malang',
    sector: 'Properti',
    principal: 900_000_000,
    tenor: 12,
    monthsAgo: 15,
  },
  {
    borrower: 'CV Apotek Keluarga Sehat',
    sector: 'Kesehatan',
    principal: 250_000_000,
    tenor: 12,
    monthsAgo: 7,
  },
  {
    borrower: 'UD Sembako Barokah',
    sector: 'Perdagangan',
    principal: 150_000_000,
    tenor: 6,
    monthsAgo: 4,
  },
  {
    borrower: 'CV Konveksi Muslimah Bandung',
    sector: 'Tekstil',
    principal: 300_000_000,
    tenor: 12,
    monthsAgo: 9,
  },
  {
    borrower: 'PT Katering Halal Nusantara',
    sector: 'Makanan dan Minuman',
    principal: 400_000_000,
    tenor: 12,
    monthsAgo: 5,
    caughtUp: { installment: 2, days: 20 },
  },
  {
    borrower: 'CV Bengkel Motor Amanah',
    sector: 'Jasa',
    principal: 120_000_000,
    tenor: 12,
    monthsAgo: 11,
  },
  {
    borrower: 'UD Tani Makmur Garut',
    sector: 'Pertanian',
    principal: 200_000_000,
    tenor: 6,
    monthsAgo: 2,
  },
  {
    borrower: 'CV Roti Sari Wangi',
    sector: 'Makanan dan Minuman',
    principal: 180_000_000,
    tenor: 12,
    monthsAgo: 13,
  },
  {
    borrower: 'PT Logistik Cepat Syariah',
    sector: 'Logistik',
    principal: 500_000_000,
    tenor: 12,
    monthsAgo: 6,
  },
  {
    borrower: 'CV Percetakan Ilmu',
    sector: 'Jasa',
    principal: 160_000_000,
    tenor: 9,
    monthsAgo: 8,
  },
  {
    borrower: 'UD Ternak Lele Boyolali',
    sector: 'Perikanan',
    principal: 90_000_000,
    tenor: 6,
    monthsAgo: 9,
  },
  {
    borrower: 'CV Toko Bangunan Sinar',
    sector: 'Perdagangan',
    principal: 350_000_000,
    tenor: 12,
    monthsAgo: 3,
  },
  {
    borrower: 'PT Klinik Gigi Senyum',
    sector: 'Kesehatan',
    principal: 450_000_000,
    tenor: 18,
    monthsAgo: 10,
  },
  {
    borrower: 'CV Batik Pesisir Pekalongan',
    sector: 'Tekstil',
    principal: 220_000_000,
    tenor: 12,
    monthsAgo: 1,
  },
  {
    borrower: 'UD Kopi Gayo Lestari',
    sector: 'Pertanian',
    principal: 280_000_000,
    tenor: 12,
    monthsAgo: 18,
  },
  // Past due today.
  {
    borrower: 'CV Warung Makan Sederhana',
    sector: 'Makanan dan Minuman',
    principal: 140_000_000,
    tenor: 12,
    monthsAgo: 0,
    late: 12,
  },
  {
    borrower: 'CV Laundry Bersih Sukses',
    sector: 'Jasa',
    principal: 110_000_000,
    tenor: 12,
    monthsAgo: 0,
    late: 22,
  },
  {
    borrower: 'PT Properti Mandiri Karawang',
    sector: 'Properti',
    principal: 650_000_000,
    tenor: 24,
    monthsAgo: 0,
    late: 15,
  },
  {
    borrower: 'UD Mebel Jati Jepara',
    sector: 'Manufaktur',
    principal: 240_000_000,
    tenor: 12,
    monthsAgo: 0,
    late: 45,
  },
  {
    borrower: 'CV Salon Muslimah Anggun',
    sector: 'Jasa',
    principal: 95_000_000,
    tenor: 12,
    monthsAgo: 0,
    late: 50,
  },
  {
    borrower: 'CV Sayur Segar Lembang',
    sector: 'Pertanian',
    principal: 130_000_000,
    tenor: 9,
    monthsAgo: 0,
    late: 75,
  },
  {
    borrower: 'UD Kerajinan Rotan Cirebon',
    sector: 'Manufaktur',
    principal: 170_000_000,
    tenor: 12,
    monthsAgo: 0,
    late: 120,
  },
  {
    borrower: 'CV Depot Air Isi Ulang Barokah',
    sector: 'Perdagangan',
    principal: 85_000_000,
    tenor: 12,
    monthsAgo: 0,
    late: 160,
  },
];

const kodeOf = (index: number) => `SEED-PF-${String(index + 1).padStart(3, '0')}`;

function installmentsOf(seed: FinancingSeed, disbursedOn: string, today: string) {
  const base = Math.floor(seed.principal / seed.tenor);
  const rows = Array.from({ length: seed.tenor }, (_, i) => {
    const number = i + 1;
    const dueOn = addMonths(disbursedOn, number);
    const principalDue = number === seed.tenor ? seed.principal - base * (seed.tenor - 1) : base;
    return { number, due_on: dueOn, principal_due: principalDue, paid_on: null as string | null };
  });
  // A late financing leaves its installments from the first one due `late` days ago unpaid.
  const lateFrom = seed.late === undefined ? null : addDays(today, -seed.late);
  for (const row of rows) {
    if (row.due_on > today) continue;
    if (lateFrom !== null && row.due_on >= lateFrom) continue;
    const paid =
      seed.caughtUp?.installment === row.number
        ? addDays(row.due_on, seed.caughtUp.days)
        : addDays(row.due_on, -2);
    row.paid_on = paid <= today ? paid : null;
  }
  return rows;
}

/** Disbursed so that the first unpaid installment of a late financing fell due about `late` days ago. */
function disbursedOf(seed: FinancingSeed, today: string): string {
  if (seed.late === undefined) return addMonths(today, -seed.monthsAgo);
  // Three installments paid before the one that is late.
  return addMonths(addDays(today, -seed.late), -4);
}

export async function seedPlatformFinancings(
  database: Database,
  now: Date = new Date(),
): Promise<void> {
  const db = healthDb(database.db);
  const today = jakartaDate(now);
  for (const [index, seed] of SEEDS.entries()) {
    const disbursedOn = disbursedOf(seed, today);
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('platform_financings')
        .values({
          kode: kodeOf(index),
          borrower_name: seed.borrower,
          sector: seed.sector,
          principal: seed.principal,
          disbursed_on: disbursedOn,
          tenor_months: seed.tenor,
        })
        .onConflict((oc) => oc.column('kode').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return;
      await trx
        .insertInto('financing_installments')
        .values(
          installmentsOf(seed, disbursedOn, today).map((i) => ({ financing_id: row.id, ...i })),
        )
        .execute();
    });
  }
}
