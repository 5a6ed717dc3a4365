import { sql } from 'kysely';
import { HttpError } from '../../http/errors.ts';
import { lenderFunds } from '../../shared/ledger/funds.ts';
import { balanceSql, daysBetween, jakartaDate } from '../../shared/ledger/ledger.ts';
import { fundingSignings, type FundingSigningState } from '../signing/index.ts';
import type { LedgerAccount, MoneyDb, TransactionKategori } from '../../shared/ledger/tables.ts';
import {
  PROJECT_STATUS,
  projectStatus,
  projectSummaries,
  projectSummaryQuery,
  toProjectSummary,
  type ProjectSummary,
} from '../projects/index.ts';

/** The projects of `fundings` as the lender sees them, by id (only those: no row per other project). */
async function projectsOf(
  db: MoneyDb,
  fundings: readonly { project_id: number }[],
  lenderId: number,
  now: Date,
): Promise<Map<number, ProjectSummary>> {
  const rows = await projectSummaries(
    db,
    { lenderId, now },
    fundings.map((funding) => funding.project_id),
  );
  return new Map(rows.map((p) => [p.id, p]));
}

/** An open funding's principal still in its project (less what came back): its Dana Teralokasi. */
function principalOut(funding: 'fundings' | 'f') {
  return sql<string>`(${sql.ref(`${funding}.nominal_awal`)} - coalesce((select sum(rs.principal) from repayment_shares rs where rs.funding_id = ${sql.ref(`${funding}.id`)}), 0))::bigint`.as(
    'principal_out',
  );
}

async function openFundings(db: MoneyDb, lenderId: number) {
  return db
    .selectFrom('fundings')
    .select([
      'id',
      'project_id',
      'jumlah_paket',
      'nominal_awal',
      principalOut('fundings'),
      sql<string>`tanggal_invest::text`.as('tanggal_invest'),
      'created_at',
    ])
    .where('lender_id', '=', lenderId)
    .where('status', '=', 1)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** `listKelolaInvestasiNewNew`: open fundings by project state; one ended unpaid is closed (status 4). */
export async function managedFundings(db: MoneyDb, lenderId: number, now: Date) {
  const today = jakartaDate(now);
  const fundings = await openFundings(db, lenderId);
  const projects = await projectsOf(db, fundings, lenderId, now);
  // The same projects by their sold packages alone (no holds): what takeFunds judges them by.
  const sold = new Map(
    (
      await projectSummaries(
        db,
        null,
        fundings.map((funding) => funding.project_id),
      )
    ).map((p) => [p.id, p]),
  );
  const lists = {
    dataProyekAktif: [] as ReturnType<typeof fundingItem>[],
    dataProyekFull: [] as ReturnType<typeof fundingItem>[],
    dataProyekClosed: [] as ReturnType<typeof fundingItem>[],
  };
  for (const funding of fundings) {
    const project = projects.get(funding.project_id);
    if (!project) continue;
    const status = projectStatus(project, today);
    const soldOnly = sold.get(project.id) ?? project;
    const canTake = projectStatus(soldOnly, today) === PROJECT_STATUS.ACTIVE;
    const item = fundingItem(funding, project, status, today, canTake);
    if (status === PROJECT_STATUS.ACTIVE) lists.dataProyekAktif.push(item);
    else if (status === PROJECT_STATUS.FULL) lists.dataProyekFull.push(item);
    else lists.dataProyekClosed.push(item);
  }
  // The latest agreement of each funding (modules/signing).
  const items = [...lists.dataProyekAktif, ...lists.dataProyekFull, ...lists.dataProyekClosed];
  const signings = await fundingSignings(
    db,
    lenderId,
    items.map((item) => item.id),
    now,
  );
  for (const item of items) item.signing = signings.get(item.id) ?? item.signing;
  return lists;
}

function fundingItem(
  funding: {
    id: number;
    project_id: number;
    jumlah_paket: number;
    nominal_awal: number;
    principal_out: string;
    tanggal_invest: string;
  },
  project: ProjectSummary,
  status: 1 | 2 | 3 | 4,
  today: string,
  /** takeFunds is open: the project is active by its sold packages (others' holds not counted). */
  canTake: boolean,
) {
  const nominal = Number(funding.nominal_awal);
  return {
    id: funding.id,
    proyek_id: project.id,
    nama_proyek: project.nama,
    image_url: project.image_url,
    // No yield is accrued into the funding (legacy §5.1): total_dana is the principal still out.
    total_dana: Number(funding.principal_out),
    nominal_awal: nominal,
    harga_paket: project.harga_paket,
    jumlah_paket: funding.jumlah_paket,
    tanggal_invest: funding.tanggal_invest,
    status_proyek: status,
    bisa_ambil_dana: canTake,
    tgl_mulai_proyek: project.tgl_mulai,
    tgl_selesai_proyek: project.tgl_selesai,
    sisa_periode: Math.max(0, daysBetween(today, project.tgl_selesai)),
    imbal_hasil: project.imbal_hasil,
    akad: project.akad,
    signing: { provider: null, docToken: null, status: null } as FundingSigningState,
  };
}

/** `ListProyekFunded`: open fundings in projects still active, closed or full, newest first (legacy §6.9). */
export async function fundedProjects(db: MoneyDb, lenderId: number, now: Date) {
  const today = jakartaDate(now);
  const fundings = (await openFundings(db, lenderId)).sort((a, b) => b.id - a.id);
  const projects = await projectsOf(db, fundings, lenderId, now);
  const data = [];
  for (const funding of fundings) {
    const project = projects.get(funding.project_id);
    if (!project) continue;
    const status = projectStatus(project, today);
    if (status === PROJECT_STATUS.FINISHED) continue;
    const nominal = Number(funding.nominal_awal);
    data.push({
      pendanaan_id: funding.id,
      proyek_id: project.id,
      nama_proyek: project.nama,
      total_dana: Number(funding.principal_out),
      nominal_awal: nominal,
      tanggal_invest: funding.tanggal_invest,
      tgl_mulai_proyek: project.tgl_mulai,
      imbal_hasil: project.imbal_hasil,
      status_proyek: status,
    });
  }
  return { data };
}

/** The lender's balances (as `balancesOf`) and yield paid, as subqueries of one select. */
function portfolioTotals(lenderId: number) {
  const sumOf = (account: LedgerAccount) => balanceSql(lenderId, account);
  return [
    sumOf('lender_available').as('available'),
    sumOf('lender_invested').as('invested'),
    sumOf('lender_pending_withdrawal').as('pending_withdrawal'),
    sql<string>`(select coalesce(sum(t.nominal), 0) from ledger_transactions t where t.lender_id = ${lenderId} and t.kategori = 'imbal_hasil' and t.status = 3)::bigint`.as(
      'bagi_hasil',
    ),
  ] as const;
}

/** The open fundings (newest first, as `openFundings`) joined with their projects as the lender sees them. */
async function fundingsWithProjects(db: MoneyDb, lenderId: number, now: Date) {
  return projectSummaryQuery(db, { lenderId, now })
    .innerJoin('fundings as f', 'f.project_id', 'p.id')
    .select(['f.id as funding_id', principalOut('f'), ...portfolioTotals(lenderId)])
    .where('f.lender_id', '=', lenderId)
    .where('f.status', '=', 1)
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .execute();
}

/** `homeLogin`: balances from the ledger and the open fundings (their principal out sums to invested). */
export async function portfolio(
  db: MoneyDb,
  lender: { id: number; nama: string | null; username: string; email: string },
  now: Date,
) {
  const today = jakartaDate(now);
  // One statement: the open fundings with their projects, the balances and the yield paid as
  // uncorrelated subqueries (evaluated once); a lender without open fundings reads them alone.
  const rows = await fundingsWithProjects(db, lender.id, now);
  const totals =
    rows[0] ?? (await db.selectNoFrom(portfolioTotals(lender.id)).executeTakeFirstOrThrow());
  const balances = {
    available: Number(totals.available),
    invested: Number(totals.invested),
    pendingWithdrawal: Number(totals.pending_withdrawal),
  };
  const pendanaan = [];
  for (const row of rows) {
    const project = toProjectSummary(row);
    const status = projectStatus(project, today);
    pendanaan.push({
      id: row.funding_id,
      id_proyek: project.id,
      nama: project.nama,
      gambar: project.image_url,
      harga_paket: project.harga_paket,
      nominal: Number(row.principal_out),
      imbal_hasil: project.imbal_hasil,
      status_proyek: status,
    });
  }
  // Money reserved by a pending withdrawal is still the lender's until paid out (in total_aset) but
  // not usable: its own line, outside Dana Tersedia (the statement's figure).
  const funds = lenderFunds(balances);
  return {
    data: {
      rekening: {
        total_aset: funds.totalAset,
        dana_tersedia: funds.danaTersedia,
        dicadangkan_penarikan: funds.dicadangkanPenarikan,
        dana_teralokasi: funds.danaTeralokasi,
        bagi_hasil: Number(totals.bagi_hasil),
        total_pendanaan: balances.invested,
      },
      pendanaan,
      nama: lender.nama ?? lender.username,
      email: lender.email,
      gambar_profil: null,
    },
  };
}

/** `newRekening/v2/mutasi`: the lender's money transactions, newest first. */
export async function transactions(
  db: MoneyDb,
  lenderId: number,
  filter: {
    kategori?: TransactionKategori | undefined;
    /** Jakarta calendar days (YYYY-MM-DD), both included. */
    dari?: string | undefined;
    sampai?: string | undefined;
    page?: number | undefined;
    per_page?: number | undefined;
  },
) {
  const page = filter.page ?? 1;
  const perPage = filter.per_page ?? 20;
  if (filter.dari && filter.sampai && filter.dari > filter.sampai)
    throw new HttpError(422, 'errors.validation', {
      fields: { sampai: [{ key: 'validation.dateRangeOrder' }] },
    });
  // A write-off (`penghapusan_dana`, a declared default) has no category in the contract yet: it is
  // on the statements and in the returns, not in this list.
  let query = db
    .selectFrom('ledger_transactions')
    .where('lender_id', '=', lenderId)
    .where('kategori', '<>', 'penghapusan_dana');
  if (filter.kategori) query = query.where('kategori', '=', filter.kategori);
  // A Jakarta day runs from its 00:00 +07:00 to the next day's.
  if (filter.dari)
    query = query.where('created_at', '>=', new Date(`${filter.dari}T00:00:00+07:00`));
  if (filter.sampai) {
    const end = new Date(`${filter.sampai}T00:00:00+07:00`);
    end.setUTCDate(end.getUTCDate() + 1);
    query = query.where('created_at', '<', end);
  }
  const count = await query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select(['id', 'created_at', 'perihal', 'tipe', 'nominal', 'kategori', 'status', 'referensi'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const total = Number(count.n);
  return {
    data: rows.map((row) => ({
      id: Number(row.id),
      tanggal: new Date(row.created_at).toISOString(),
      perihal: row.perihal,
      tipe: row.tipe,
      nominal: Number(row.nominal),
      kategori: row.kategori,
      status: row.status,
      referensi: row.referensi,
    })),
    meta: { page, per_page: perPage, total, totalPage: Math.ceil(total / perPage) },
  };
}
