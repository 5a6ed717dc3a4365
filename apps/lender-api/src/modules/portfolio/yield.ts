import { sql } from 'kysely';
import { HttpError } from '../../http/errors.ts';
import type { Lang } from '../../shared/i18n/index.ts';
import {
  addDays,
  addMonths,
  formatRupiah,
  isRowId,
  jakartaDate,
  jakartaIso,
  lockWallet,
  postTransaction,
  reference,
  type EntryInput,
} from '../../shared/ledger/ledger.ts';
import type { MoneyDb } from '../../shared/ledger/tables.ts';
import { allProjects, type ProjectRow } from '../projects/index.ts';
import { splitYield, taxKindOf } from '../tax/index.ts';

/**
 * Yield schedule of a funding, computed from the project once it has started (today ≥ tgl_mulai):
 * - payout months: every `interval` months up to the tenor, plus the last month when the tenor is not a
 *   multiple; interval 0 = one payout at the end of the tenor;
 * - amount of a payout covering m months = D × rate × m / 1200 (D = principal in rupiah, rate = % per
 *   year), rounded down to a multiple of Rp 100 (legacy §12.5 rounding);
 * - payout date = tgl_mulai + month; a Saturday moves 2 days, a Sunday 1 day (`ket_weekend` says why);
 * - status: 4 realocated (paid into Dana Tersedia) once paid, 3 in process when due and not yet paid,
 *   5 scheduled otherwise. The sandbox "pay due yield" action pays due rows through the ledger.
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

export function yieldAmount(principal: number, rate: number, months: number): number {
  // Integer arithmetic in hundredths of a percent: rate 13.75 → 1375.
  const basisPoints = Math.round(rate * 100);
  const raw = Math.floor((principal * basisPoints * months) / 120_000);
  return Math.floor(raw / 100) * 100;
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

export function schedule(project: ProjectRow, principal: number, today: string): ScheduleRow[] {
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

const STATUS_TEXT: Record<3 | 4 | 5, Record<Lang, string>> = {
  3: { id: 'Sedang diproses', en: 'In process' },
  4: { id: 'Dialokasikan ke Dana Tersedia', en: 'Moved to Available Funds' },
  5: { id: 'Terjadwal', en: 'Scheduled' },
};

async function fundingWithProject(db: MoneyDb, lenderId: number, fundingId: number) {
  if (!isRowId(fundingId)) throw new HttpError(404, 'errors.notFound');
  const funding = await db
    .selectFrom('fundings')
    .select([
      'id',
      'project_id',
      'nominal_awal',
      'status',
      sql<string>`tanggal_invest::text`.as('tanggal_invest'),
    ])
    .where('id', '=', fundingId)
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
  if (!funding) throw new HttpError(404, 'errors.notFound');
  const project = (await allProjects(db, null)).find((p) => p.id === funding.project_id);
  if (!project) throw new HttpError(404, 'errors.notFound');
  return { funding, project };
}

/** `imbal_hasil_pendanaan`: the schedule of one of the caller's fundings. */
export async function fundingYields(
  db: MoneyDb,
  lang: Lang,
  lenderId: number,
  fundingId: number,
  now: Date,
) {
  const today = jakartaDate(now);
  const { funding, project } = await fundingWithProject(db, lenderId, fundingId);
  const paid = new Map(
    (
      await db
        .selectFrom('yield_payouts')
        .select(['bulan', 'nominal', 'bruto', 'pajak'])
        .where('funding_id', '=', funding.id)
        .execute()
    ).map((row) => [
      row.bulan,
      { neto: Number(row.nominal), bruto: Number(row.bruto), pajak: Number(row.pajak) },
    ]),
  );
  return {
    data: schedule(project, Number(funding.nominal_awal), today).map((row) => {
      const payout = paid.get(row.bulan);
      const status: 3 | 4 | 5 = payout ? 4 : row.tanggal_payout <= today ? 3 : 5;
      return {
        id: row.bulan,
        bulan: row.bulan,
        tanggal_payout: row.tanggal_payout,
        ket_weekend: row.ket_weekend ? row.ket_weekend[lang] : null,
        // Paid: the net that reached the wallet; not yet paid: the schedule's gross amount.
        imbal_hasil_diterima: payout?.neto ?? row.amount,
        imbal_hasil_bruto: payout?.bruto ?? row.amount,
        pajak_dipotong: payout ? payout.pajak : null,
        status_payout: status,
        status_imbal_hasil: STATUS_TEXT[status][lang],
      };
    }),
  };
}

/**
 * `all_imbal`: yield received per funding (fundings without a paid payout are left out): `nominal` /
 * `total_imbal` are the net credited, next to the gross and the tax withheld.
 */
export async function allYields(db: MoneyDb, lenderId: number) {
  const rows = await db
    .selectFrom('yield_payouts as y')
    .innerJoin('fundings as f', 'f.id', 'y.funding_id')
    .innerJoin('projects as p', 'p.id', 'f.project_id')
    .select([
      'f.id',
      'p.nama',
      'f.nominal_awal',
      sql<string>`p.tgl_mulai::text`.as('tgl_mulai'),
      sql<string>`p.tgl_selesai::text`.as('tgl_selesai'),
      sql<string>`f.tanggal_invest::text`.as('tanggal_invest'),
      sql<number>`sum(y.nominal)::bigint`.as('total'),
      sql<number>`sum(y.bruto)::bigint`.as('total_bruto'),
      sql<number>`sum(y.pajak)::bigint`.as('total_pajak'),
    ])
    .where('y.lender_id', '=', lenderId)
    .groupBy([
      'f.id',
      'p.nama',
      'f.nominal_awal',
      'p.tgl_mulai',
      'p.tgl_selesai',
      'f.tanggal_invest',
    ])
    .orderBy('f.id', 'desc')
    .execute();
  const payouts = await db
    .selectFrom('yield_payouts')
    .select([
      'funding_id',
      'bulan',
      'nominal',
      'bruto',
      'pajak',
      'jenis_pajak',
      'tarif_pajak',
      sql<string>`tanggal_payout::text`.as('tanggal_payout'),
      'paid_at',
    ])
    .where('lender_id', '=', lenderId)
    .orderBy('funding_id')
    .orderBy('bulan')
    .$narrowType<{ jenis_pajak: 'PPh23' | 'PPh26' }>()
    .execute();
  const paymentsOf = new Map<
    number,
    {
      bulan: number;
      tanggal_payout: string;
      tanggal_bayar: string;
      nominal: number;
      bruto: number;
      pajak: number;
      jenis_pajak: 'PPh23' | 'PPh26';
      tarif_pajak: number;
    }[]
  >();
  for (const payout of payouts) {
    const list = paymentsOf.get(payout.funding_id) ?? [];
    list.push({
      bulan: payout.bulan,
      tanggal_payout: payout.tanggal_payout,
      tanggal_bayar: jakartaIso(payout.paid_at),
      nominal: Number(payout.nominal),
      bruto: Number(payout.bruto),
      pajak: Number(payout.pajak),
      jenis_pajak: payout.jenis_pajak,
      tarif_pajak: Number(payout.tarif_pajak),
    });
    paymentsOf.set(payout.funding_id, list);
  }
  const items = rows.map((row) => ({
    id: row.id,
    pendanaan_id: row.id,
    nama_proyek: row.nama,
    total_imbal: Number(row.total),
    total_bruto: Number(row.total_bruto),
    total_pajak: Number(row.total_pajak),
    total_dana: Number(row.nominal_awal),
    tanggal_mulai: row.tgl_mulai,
    tanggal_selesai: row.tgl_selesai,
    tanggal_invest: row.tanggal_invest,
    pembayaran: paymentsOf.get(row.id) ?? [],
  }));
  return {
    all_imbal: items,
    total_imbal: items.reduce((sum, item) => sum + item.total_imbal, 0),
    total_bruto: items.reduce((sum, item) => sum + item.total_bruto, 0),
    total_pajak: items.reduce((sum, item) => sum + item.total_pajak, 0),
  };
}

/** The history text of a yield payment: the net credited, naming the tax withheld from the gross. */
function yieldPerihal(nama: string, bulan: number, split: ReturnType<typeof splitYield>): string {
  const kind = split.jenis_pajak === 'PPh23' ? 'PPh 23' : 'PPh 26';
  return `Imbal Hasil Disimpan: ${nama} (bulan ${bulan}) - bruto ${formatRupiah(split.bruto)}, dipotong ${kind} ${split.tarif_pajak}% ${formatRupiah(split.pajak)}`;
}

/**
 * Sandbox "advance time" payout: pays every due, unpaid payout of the lender's open fundings into Dana
 * Tersedia, once per funding and month, with the tax withheld (issue 20 item 3, PMK 69/2022): one
 * posting per payout — platform_projects −gross, lender_available +net, platform_tax_payable +tax —
 * and the payout row keeps gross, kind, rate, tax and net. `nominal` of the answer is the net credited.
 */
export async function payDueYields(
  db: MoneyDb,
  lenderId: number,
  now: Date,
): Promise<{ paid: number; nominal: number }> {
  const today = jakartaDate(now);
  const projects = new Map((await allProjects(db, null)).map((p) => [p.id, p]));
  return db.transaction().execute(async (trx) => {
    await lockWallet(trx, lenderId);
    const kind = await taxKindOf(trx, lenderId);
    const fundings = await trx
      .selectFrom('fundings')
      .select(['id', 'project_id', 'nominal_awal'])
      .where('lender_id', '=', lenderId)
      .where('status', '=', 1)
      .orderBy('id')
      .execute();
    let paid = 0;
    let nominal = 0;
    for (const funding of fundings) {
      const project = projects.get(funding.project_id);
      if (!project) continue;
      const done = new Set(
        (
          await trx
            .selectFrom('yield_payouts')
            .select('bulan')
            .where('funding_id', '=', funding.id)
            .execute()
        ).map((row) => row.bulan),
      );
      for (const row of schedule(project, Number(funding.nominal_awal), today)) {
        if (row.tanggal_payout > today || done.has(row.bulan)) continue;
        const split = splitYield(row.amount, kind);
        const entries: EntryInput[] = [
          { account: 'platform_projects', projectId: project.id, amount: -split.bruto },
          { account: 'lender_available', lenderId, amount: split.neto },
        ];
        if (split.pajak > 0)
          entries.push({
            account: 'platform_tax_payable',
            projectId: project.id,
            amount: split.pajak,
          });
        const transactionId =
          split.neto > 0
            ? await postTransaction(trx, {
                lenderId,
                kategori: 'imbal_hasil',
                tipe: 'CREDIT',
                nominal: split.neto,
                status: 3,
                perihal: yieldPerihal(project.nama, row.bulan, split),
                referensi: reference('IMB', now),
                fundingId: funding.id,
                now,
                entries,
              })
            : null;
        await trx
          .insertInto('yield_payouts')
          .values({
            funding_id: funding.id,
            bulan: row.bulan,
            lender_id: lenderId,
            nominal: split.neto,
            bruto: split.bruto,
            pajak: split.pajak,
            jenis_pajak: split.jenis_pajak,
            tarif_pajak: split.tarif_pajak,
            tanggal_payout: row.tanggal_payout,
            transaction_id: transactionId,
            paid_at: now,
          })
          .execute();
        paid += 1;
        nominal += split.neto;
      }
    }
    return { paid, nominal };
  });
}
