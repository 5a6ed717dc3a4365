import { sql } from 'kysely';
import { lenderFunds } from '../../shared/ledger/funds.ts';
import { balanceSql, jakartaDate } from '../../shared/ledger/ledger.ts';
import type { LedgerAccount, MoneyDb, ProjectStage } from '../../shared/ledger/tables.ts';
import type { LateDays } from './managed-fundings.ts';
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
export function principalOut(funding: 'fundings' | 'f') {
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

/**
 * How many open fundings home shows: the newest ones, with the count of all of them; the others are
 * in Manage Funding. Home's answer stays the same size whatever the lender holds.
 */
export const HOME_FUNDINGS = 5;

/** The lender's balances (as `balancesOf`), yield paid and open fundings counted, as subqueries of one select. */
function portfolioTotals(lenderId: number) {
  const sumOf = (account: LedgerAccount) => balanceSql(lenderId, account);
  return [
    sumOf('lender_available').as('available'),
    sumOf('lender_invested').as('invested'),
    sumOf('lender_pending_withdrawal').as('pending_withdrawal'),
    sql<string>`(select coalesce(sum(t.nominal), 0) from ledger_transactions t where t.lender_id = ${lenderId} and t.kategori = 'imbal_hasil' and t.status = 3)::bigint`.as(
      'bagi_hasil',
    ),
    // From the index of open fundings per lender (migration 0270).
    sql<number>`(select count(*) from fundings c where c.lender_id = ${lenderId} and c.status = 1)::int`.as(
      'jumlah_pendanaan',
    ),
  ] as const;
}

/**
 * The newest `HOME_FUNDINGS` open fundings (newest first, as `openFundings`) joined with their
 * projects as the lender sees them, with the totals: only those fundings' rows and projects are read
 * (test/portfolio/home-summary.test.ts counts the rows its plan reads).
 */
export function homeQuery(db: MoneyDb, lenderId: number, now: Date) {
  return projectSummaryQuery(db, { lenderId, now })
    .innerJoin('fundings as f', 'f.project_id', 'p.id')
    .select(['f.id as funding_id', principalOut('f'), 'p.stage', ...portfolioTotals(lenderId)])
    .where('f.lender_id', '=', lenderId)
    .where('f.status', '=', 1)
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(HOME_FUNDINGS)
    .$narrowType<{ stage: ProjectStage }>();
}

/**
 * `homeLogin`: balances from the ledger, the count of open fundings (one past its project's end too)
 * and the newest `HOME_FUNDINGS` of them.
 */
export async function portfolio(
  db: MoneyDb,
  lender: { id: number; nama: string | null; username: string; email: string },
  now: Date,
  lateDays: LateDays,
) {
  const today = jakartaDate(now);
  // One statement: the open fundings with their projects, the balances and the yield paid as
  // uncorrelated subqueries (evaluated once); a lender without open fundings reads them alone.
  const rows = await homeQuery(db, lender.id, now).execute();
  const totals =
    rows[0] ?? (await db.selectNoFrom(portfolioTotals(lender.id)).executeTakeFirstOrThrow());
  const balances = {
    available: Number(totals.available),
    invested: Number(totals.invested),
    pendingWithdrawal: Number(totals.pending_withdrawal),
  };
  const late = new Map<number, number>();
  const pendanaan = [];
  for (const row of rows) {
    const project = toProjectSummary(row);
    const status = projectStatus(project, today);
    if (row.stage === 'late' && !late.has(project.id))
      late.set(project.id, await lateDays(project.id, today));
    pendanaan.push({
      id: row.funding_id,
      id_proyek: project.id,
      nama: project.nama,
      gambar: project.image_url,
      harga_paket: project.harga_paket,
      nominal: Number(row.principal_out),
      imbal_hasil: project.imbal_hasil,
      status_proyek: status,
      hari_terlambat: late.get(project.id) ?? null,
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
      jumlah_pendanaan: Number(totals.jumlah_pendanaan),
      nama: lender.nama ?? lender.username,
      email: lender.email,
      gambar_profil: null,
    },
  };
}
