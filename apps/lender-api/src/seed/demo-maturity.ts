import type { Database } from '../db/database.ts';
import { virtualAccounts } from '../modules/wallet/index.ts';
import { addDays, addMonths, jakartaDate } from '../shared/ledger/ledger.ts';
import { moneyDb } from '../shared/ledger/tables.ts';
import { fundWholeProject, insertProject, payRow, type HistorySeed } from './demo-history.ts';

/**
 * Lenders at their project's maturity (and, `PAYOUT_DUE_SEEDS`, lenders at a project's first payout): each funded a project of its own (Rp 10.000.000, Murabahah,
 * 3 monthly payouts) whose earlier payouts the borrower paid on their due days and whose last one —
 * the last yield with the principal — falls due today and is unpaid, within the grace days (so the
 * project runs, not late). On the sandbox project life page the lender pays it (pay everything
 * left): the principal and the last yield come back into Dana Tersedia, the funding ends (Selesai),
 * and the lender can withdraw it. Two lenders, so two journeys (Indonesian, English) run at once
 * without touching each other's project. Made by the real money code (VA credit, checkout,
 * `recordRepayment`), like `demo.riwayat`'s history; seeded after it, whose late marking on past days
 * would otherwise see these projects. Idempotent: a project the lender already funded is left as it is.
 */
export const MATURITY_TENOR = 3;

export interface DueSeed {
  username: string;
  project: Omit<HistorySeed, 'life'>;
  /** Payouts the borrower already paid on their due days (the next one falls due today). */
  paid: number;
}

export const MATURITY_SEEDS: readonly DueSeed[] = [
  {
    username: 'demo.jatuhtempo',
    project: {
      nama: 'Modal Kerja Katering Nasi Kotak Bogor',
      alamat: 'Jl. Pajajaran No. 88, Bogor Tengah, Kota Bogor, Jawa Barat',
      akad: 'Murabahah',
      imbal: 12,
      tenor: MATURITY_TENOR,
      pemilik: 'CV Dapur Sehat Pakuan',
      start: (today) => startEndingBy(today, MATURITY_TENOR),
    },
    paid: MATURITY_TENOR - 1,
  },
  {
    username: 'demo.jatuhtempo2',
    project: {
      nama: 'Modal Kerja Toko Bahan Kue Sumber Rasa Pontianak',
      alamat: 'Jl. Gajah Mada No. 77, Pontianak Kota, Kota Pontianak, Kalimantan Barat',
      akad: 'Murabahah',
      imbal: 12,
      tenor: MATURITY_TENOR,
      pemilik: 'CV Sumber Rasa Khatulistiwa',
      start: (today) => startEndingBy(today, MATURITY_TENOR),
    },
    paid: MATURITY_TENOR - 1,
  },
];

/**
 * Lenders whose project's first payout (a yield, no principal) falls due today and is unpaid: the
 * sandbox project life page's "pay the next due" records one repayment, whose one notification
 * (yield received) the lender then reads in the inbox. One per language, like the maturity lenders,
 * so the two journeys never touch each other's money; no other journey uses them.
 */
export const PAYOUT_DUE_SEEDS: readonly DueSeed[] = [
  {
    username: 'demo.kabar',
    project: {
      nama: 'Modal Kerja Warung Soto Lamongan Cak Har',
      alamat: 'Jl. Raya Lamongan No. 12, Lamongan, Kabupaten Lamongan, Jawa Timur',
      akad: 'Murabahah',
      imbal: 12,
      tenor: MATURITY_TENOR,
      pemilik: 'CV Soto Cak Har',
      start: (today) => startEndingBy(today, 1),
    },
    paid: 0,
  },
  {
    username: 'demo.kabar2',
    project: {
      nama: 'Modal Kerja Kedai Kopi Gayo Takengon',
      alamat: 'Jl. Lebe Kader No. 5, Takengon, Kabupaten Aceh Tengah, Aceh',
      akad: 'Murabahah',
      imbal: 12,
      tenor: MATURITY_TENOR,
      pemilik: 'CV Kopi Dataran Tinggi Gayo',
      start: (today) => startEndingBy(today, 1),
    },
    paid: 0,
  },
];

/**
 * The latest start whose last payout (start + `tenor` months, EDATE) falls on or before `day`: that
 * payout is on `day` itself, or up to three days before when `day` has no same day `tenor` months
 * earlier (31 May → 28 February → 28 May) — never past the grace days.
 */
export function startEndingBy(day: string, tenor: number): string {
  let start = addMonths(day, -tenor);
  while (addMonths(addDays(start, 1), tenor) <= day) start = addDays(start, 1);
  return start;
}

export async function seedDemoMaturity(
  database: Database,
  graceDays: number,
  now: Date = new Date(),
): Promise<void> {
  const db = moneyDb(database.db);
  const today = jakartaDate(now);
  for (const [index, seed] of [...MATURITY_SEEDS, ...PAYOUT_DUE_SEEDS].entries()) {
    const lender = await db
      .selectFrom('lenders')
      .select(['id', 'nama', 'username'])
      .where('username', '=', seed.username)
      .executeTakeFirst();
    if (!lender) continue;
    await virtualAccounts(db, lender, now);
    const project = await insertProject(db, seed.project, 3 + index, today);
    const funded = await db
      .selectFrom('fundings')
      .select('id')
      .where('lender_id', '=', lender.id)
      .where('project_id', '=', project.id)
      .executeTakeFirst();
    if (funded) continue;
    await fundWholeProject(db, lender, project, seed.username);
    for (let n = 1; n <= seed.paid; n += 1) await payRow(db, project, n, graceDays);
  }
}
