import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { checkout } from '../modules/funding/index.ts';
import {
  advanceStagesByDates,
  declareDefault,
  markLateProjects,
  projectTerms,
  recordRepayment,
} from '../modules/repayments/index.ts';
import {
  VA_BANKS,
  creditVaPayment,
  virtualAccountNumber,
  virtualAccounts,
} from '../modules/wallet/index.ts';
import { addDays, addMonths, jakartaDate } from '../shared/ledger/ledger.ts';
import { moneyDb, type Akad, type MoneyDb } from '../shared/ledger/tables.ts';
import { projectImage } from './projects.ts';

/**
 * `demo.riwayat`'s history: three projects of its own, each funded on the last day of its fundraising
 * and taken through its life by the real money code at seed time, so every figure (wallet, portfolio,
 * statement, platform health) follows from the same postings:
 * - ended: every payout paid on its due day, the principal with the last (`recordRepayment`), the
 *   funding ended (Selesai), the project repaid;
 * - late: the first payout paid, the second unpaid 40 days now, marked late (`markLateProjects`);
 * - defaulted: two payouts paid, late after the third, then a default declared with 40 % of the
 *   principal recovered and the rest written off (`declareDefault`).
 * A lender of its own, so the other demo lenders' figures (asserted by the journeys) do not move.
 * Idempotent: a project the lender already funded is left as it is (its dates are the stored ones).
 */
export const HISTORY_LENDER = 'demo.riwayat';
export const PACKAGES = 10;
export const PRICE = 1_000_000;
const PROVIDER = 'seed';

type Life = 'ended' | 'late' | 'defaulted';

export interface HistorySeed {
  life: Life;
  nama: string;
  alamat: string;
  akad: Akad;
  imbal: number;
  tenor: number;
  pemilik: string;
  /** The start, from today. */
  start: (today: string) => string;
}

export const HISTORY_PROJECTS: readonly HistorySeed[] = [
  {
    life: 'ended',
    nama: 'Modal Kerja Percetakan Buku Pelajaran Yogyakarta',
    alamat: 'Jl. Kaliurang Km 7 No. 12, Ngaglik, Kab. Sleman, DI Yogyakarta',
    akad: 'Murabahah',
    imbal: 12,
    tenor: 3,
    pemilik: 'CV Cetak Ilmu Mataram',
    start: (today) => addMonths(addDays(today, -20), -3),
  },
  {
    life: 'late',
    nama: 'Modal Kerja Bengkel Las dan Bubut Semarang',
    alamat: 'Jl. Majapahit No. 301, Pedurungan, Kota Semarang, Jawa Tengah',
    akad: 'Murabahah',
    imbal: 13,
    tenor: 6,
    pemilik: 'CV Teknik Baja Semarang',
    // The second payout fell due 40 days ago.
    start: (today) => addMonths(addDays(today, -40), -2),
  },
  {
    life: 'defaulted',
    nama: 'Modal Kerja Grosir Bahan Bangunan Sinar Makassar',
    alamat: 'Jl. Urip Sumoharjo No. 120, Panakkukang, Kota Makassar, Sulawesi Selatan',
    akad: 'Mudharabah',
    imbal: 14,
    tenor: 6,
    pemilik: 'CV Bangun Jaya Makassar',
    start: (today) => addMonths(addDays(today, -25), -5),
  },
];

/** Noon in Jakarta on `day`. */
export const noon = (day: string) => new Date(`${day}T05:00:00Z`);

/** The seed's project (once, by name), as the money code reads it. */
export async function insertProject(
  db: MoneyDb,
  seed: Omit<HistorySeed, 'life'>,
  index: number,
  today: string,
) {
  const start = seed.start(today);
  await db
    .insertInto('projects')
    .values({
      nama: seed.nama,
      alamat: seed.alamat,
      kategori: 'modal_kerja',
      akad: seed.akad,
      imbal_hasil: seed.imbal,
      harga_paket: PRICE,
      total_paket: PACKAGES,
      tenor: seed.tenor,
      payout_interval: 1,
      tgl_mulai_penggalangan: addDays(start, -31),
      tgl_selesai_penggalangan: addDays(start, -1),
      tgl_mulai: start,
      tgl_selesai: addMonths(start, seed.tenor),
      image_url: projectImage(
        {
          ...seed,
          kategori: 'modal_kerja',
          harga: PRICE,
          paket: PACKAGES,
          interval: 1,
          plan: 'finished',
          sold: 1,
        },
        40 + index,
        0,
      ),
      deskripsi: `<p><strong>${seed.nama}</strong>: pembiayaan modal kerja dengan akad ${seed.akad}, ${seed.imbal}% per tahun selama ${seed.tenor} bulan.</p>`,
      legalitas: '<ul><li>Nomor Induk Berusaha (NIB)</li><li>NPWP badan usaha</li></ul>',
      pemilik: `<p>${seed.pemilik} telah menjalankan usahanya lebih dari lima tahun.</p>`,
      simulasi: '<p>Contoh: 1 paket × Rp 1.000.000.</p>',
    })
    .onConflict((oc) => oc.column('nama').doNothing())
    .execute();
  return db
    .selectFrom('projects')
    .select(['id', 'akad', 'tenor', 'payout_interval', 'platform_fee_rate'])
    .select([
      sql<string>`imbal_hasil::text`.as('imbal_hasil'),
      sql<string>`tgl_mulai::text`.as('tgl_mulai'),
      sql<string>`tgl_selesai_penggalangan::text`.as('tgl_selesai_penggalangan'),
    ])
    .where('nama', '=', seed.nama)
    .$narrowType<{ akad: Akad }>()
    .executeTakeFirstOrThrow();
}

export type SeededProject = Awaited<ReturnType<typeof insertProject>>;

/** The borrower pays payout row `n` (1-based) on its due day: its yield and ujrah, and on the last row the principal. */
export async function payRow(db: MoneyDb, project: SeededProject, n: number, graceDays: number) {
  const terms = projectTerms({ ...project, imbal_hasil: Number(project.imbal_hasil) }, [
    BigInt(PACKAGES * PRICE),
  ]);
  const row = terms.rows[n - 1];
  if (!row) throw new Error(`project ${project.id} has no payout row ${n}`);
  const last = n === terms.rows.length;
  await recordRepayment(
    db,
    {
      projectId: project.id,
      amount: row.yield + row.fee + (last ? terms.principal : 0n),
      paidOn: row.due,
      payerReference: `SEED-HIST-${project.id}-${n}`,
      provider: PROVIDER,
    },
    noon(row.due),
    graceDays,
  );
  return row.due;
}

/**
 * The lender tops up the project's whole amount and buys every package on the last day of its
 * fundraising (the real VA credit and checkout); the projects are then moved on by their dates to its
 * start. `key` names the top-up and the checkout (idempotent references).
 */
export async function fundWholeProject(
  db: MoneyDb,
  lender: { id: number },
  project: SeededProject,
  key: string,
): Promise<void> {
  const bni = VA_BANKS[0];
  if (!bni) throw new Error('no virtual account bank');
  const then = noon(project.tgl_selesai_penggalangan);
  await creditVaPayment(
    db,
    {
      nomor_va: virtualAccountNumber(bni, lender.id),
      nominal: PACKAGES * PRICE,
      reference: `SEED-TOPUP-${key}`,
    },
    then,
  );
  const answer = await checkout(
    { db, lang: 'id', lenderId: lender.id, now: then, idempotencyKey: `seed-${key}` },
    { id_proyek: project.id, paket: PACKAGES },
  );
  if (!answer.id_pendanaan) throw new Error(`seed checkout refused: ${answer.error}`);
  await advanceStagesByDates(db, project.tgl_mulai, noon(project.tgl_mulai));
}

export async function seedDemoHistory(
  database: Database,
  graceDays: number,
  now: Date = new Date(),
): Promise<void> {
  const db = moneyDb(database.db);
  const lender = await db
    .selectFrom('lenders')
    .select(['id', 'nama', 'username'])
    .where('username', '=', HISTORY_LENDER)
    .executeTakeFirst();
  if (!lender) return;
  const today = jakartaDate(now);
  await virtualAccounts(db, lender, now);
  for (const [index, seed] of HISTORY_PROJECTS.entries()) {
    const project = await insertProject(db, seed, index, today);
    const funded = await db
      .selectFrom('fundings')
      .select('id')
      .where('lender_id', '=', lender.id)
      .where('project_id', '=', project.id)
      .executeTakeFirst();
    if (funded) continue;
    await fundWholeProject(db, lender, project, `${HISTORY_LENDER}-${index + 1}`);
    if (seed.life === 'ended') {
      for (let n = 1; n <= seed.tenor; n += 1) await payRow(db, project, n, graceDays);
    } else if (seed.life === 'late') {
      await payRow(db, project, 1, graceDays);
      await markLateProjects(db, now, graceDays);
    } else {
      await payRow(db, project, 1, graceDays);
      await payRow(db, project, 2, graceDays);
      // The third payout unpaid past the grace days: late, then declared in default a month on.
      const lateOn = addDays(addMonths(project.tgl_mulai, 3), graceDays + 1);
      await markLateProjects(db, noon(lateOn), graceDays);
      const declaredOn = addDays(lateOn, 30);
      await declareDefault(
        db,
        {
          projectId: project.id,
          recovery: BigInt((PACKAGES * PRICE * 40) / 100),
          date: declaredOn,
          reference: `SEED-DEFAULT-${project.id}`,
        },
        noon(declaredOn),
      );
    }
  }
}
