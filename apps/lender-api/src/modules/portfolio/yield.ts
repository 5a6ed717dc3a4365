import { sql } from 'kysely';
import { HttpError } from '../../http/errors.ts';
import type { Lang } from '../../shared/i18n/index.ts';
import { isRowId, jakartaDate, jakartaIso } from '../../shared/ledger/ledger.ts';
import type { MoneyDb } from '../../shared/ledger/tables.ts';
import { projectSummaries } from '../projects/index.ts';
import { schedule } from './schedule.ts';

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
  // The funding's project only (a summary: no gallery, no HTML), never the whole catalogue.
  const [project] = await projectSummaries(db, null, [funding.project_id]);
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
  // A month paid in parts (several repayments) shows their sum.
  const paid = new Map(
    (
      await db
        .selectFrom('yield_payouts')
        .select([
          'bulan',
          sql<string>`sum(nominal)::text`.as('nominal'),
          sql<string>`sum(bruto)::text`.as('bruto'),
          sql<string>`sum(pajak)::text`.as('pajak'),
        ])
        .where('funding_id', '=', funding.id)
        .groupBy('bulan')
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
      'tarif_pajak_bp',
      sql<string>`tanggal_payout::text`.as('tanggal_payout'),
      'paid_at',
    ])
    .where('lender_id', '=', lenderId)
    .orderBy('funding_id')
    .orderBy('bulan')
    .orderBy('paid_at')
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
      tarif_pajak_bp: number;
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
      tarif_pajak_bp: Number(payout.tarif_pajak_bp),
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
