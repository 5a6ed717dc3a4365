import { sql } from 'kysely';
import { daysBetween, jakartaDate } from '../../shared/ledger/ledger.ts';
import { FUNDING_STATUS, type MoneyDb, type ProjectStage } from '../../shared/ledger/tables.ts';
import {
  PROJECT_STATUS,
  heldByOthers,
  projectStatus,
  projectSummaryQuery,
  toProjectSummary,
  type ProjectSummary,
} from '../projects/index.ts';
import { fundingSignings, type FundingSigningState } from '../signing/index.ts';
import { endedDetails } from './ended-fundings.ts';
import { principalOut } from './portfolio.ts';

/**
 * Days a project's repayment is late on `today` (the repayments module's `daysLate`), passed in by
 * the caller: the repayments module reads the portfolio's schedule, so the portfolio does not import it.
 */
export type LateDays = (projectId: number, today: string) => Promise<number>;

/**
 * The lender's open and ended fundings with their projects, newest first, in one statement: each
 * project's packages as the lender sees them (`terjual`: sold plus other lenders' holds) and the
 * holds alone (`ditahan`), so the sold-only figure is `terjual − ditahan`.
 */
async function managedRows(db: MoneyDb, lenderId: number, now: Date) {
  const viewer = { lenderId, now };
  return projectSummaryQuery(db, viewer)
    .innerJoin('fundings as f', 'f.project_id', 'p.id')
    .select([
      'f.id as funding_id',
      'f.jumlah_paket as funding_paket',
      'f.nominal_awal as funding_nominal',
      principalOut('f'),
      'f.status as funding_status',
      sql<string>`f.tanggal_invest::text`.as('funding_tanggal'),
      sql<number>`(${heldByOthers(viewer)})::int`.as('ditahan'),
      'p.stage',
    ])
    .where('f.lender_id', '=', lenderId)
    .where('f.status', 'in', [FUNDING_STATUS.OPEN, FUNDING_STATUS.ENDED])
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .$narrowType<{ stage: ProjectStage }>()
    .execute();
}

type ManagedRow = Awaited<ReturnType<typeof managedRows>>[number];

function fundingItem(
  row: ManagedRow,
  project: ProjectSummary,
  status: 1 | 2 | 3 | 4,
  today: string,
  /** takeFunds is open: the project is active by its sold packages (others' holds not counted). */
  canTake: boolean,
  hariTerlambat: number | null,
) {
  const nominal = Number(row.funding_nominal);
  return {
    id: row.funding_id,
    proyek_id: project.id,
    nama_proyek: project.nama,
    image_url: project.image_url,
    // No yield is accrued into the funding (legacy §5.1): total_dana is the principal still out.
    total_dana: Number(row.principal_out),
    nominal_awal: nominal,
    harga_paket: project.harga_paket,
    jumlah_paket: row.funding_paket,
    tanggal_invest: row.funding_tanggal,
    status_proyek: status,
    bisa_ambil_dana: canTake,
    tgl_mulai_proyek: project.tgl_mulai,
    tgl_selesai_proyek: project.tgl_selesai,
    sisa_periode: Math.max(0, daysBetween(today, project.tgl_selesai)),
    imbal_hasil: project.imbal_hasil,
    akad: project.akad,
    signing: { provider: null, docToken: null, status: null } as FundingSigningState,
    hari_terlambat: hariTerlambat,
  };
}

type FundingItem = ReturnType<typeof fundingItem>;

/**
 * `listKelolaInvestasiNewNew`: open fundings split by project state (one past its end date and not yet
 * repaid stays with the closed ones, as finished), each with the days its project is late; ended
 * fundings (status 2) with their final return.
 */
export async function managedFundings(
  db: MoneyDb,
  lenderId: number,
  now: Date,
  lateDays: LateDays,
) {
  const today = jakartaDate(now);
  const rows = await managedRows(db, lenderId, now);
  const lists = {
    dataProyekAktif: [] as FundingItem[],
    dataProyekFull: [] as FundingItem[],
    dataProyekClosed: [] as FundingItem[],
  };
  const late = new Map<number, number>();
  const ended: { item: FundingItem; row: ManagedRow }[] = [];
  for (const row of rows) {
    const project = toProjectSummary(row);
    if (row.funding_status === FUNDING_STATUS.ENDED) {
      // Its lending is over whatever the dates say: finished, nothing left to run, nothing to take.
      const item = fundingItem(row, project, PROJECT_STATUS.FINISHED, today, false, null);
      ended.push({ item: { ...item, sisa_periode: 0 }, row });
      continue;
    }
    const status = projectStatus(project, today);
    // The same project by its sold packages alone (no holds): what takeFunds judges it by.
    const soldOnly = { ...project, terjual: project.terjual - Number(row.ditahan) };
    const canTake = projectStatus(soldOnly, today) === PROJECT_STATUS.ACTIVE;
    if (row.stage === 'late' && !late.has(project.id))
      late.set(project.id, await lateDays(project.id, today));
    const item = fundingItem(row, project, status, today, canTake, late.get(project.id) ?? null);
    if (status === PROJECT_STATUS.ACTIVE) lists.dataProyekAktif.push(item);
    else if (status === PROJECT_STATUS.FULL) lists.dataProyekFull.push(item);
    // Closed, and past its end date but not ended (the last repayment has not come: still lent, so
    // still shown, as finished, as home shows it).
    else lists.dataProyekClosed.push(item);
  }
  const details = await endedDetails(
    db,
    lenderId,
    ended.map(({ row }) => ({ fundingId: row.funding_id, projectId: row.id })),
    today,
  );
  const dataProyekSelesai = ended
    .map(({ item, row }) => {
      const detail = details.get(row.funding_id);
      // endedDetails answers every ended funding or throws.
      if (!detail) throw new Error(`ended funding ${row.funding_id} has no details`);
      return {
        ...item,
        ...detail,
        gagal_bayar: row.stage === 'defaulted',
        // The principal in the funding when it ended (funds taken back are out of it).
        pokok_didanai: item.nominal_awal,
      };
    })
    .sort((a, b) => b.tanggal_selesai.localeCompare(a.tanggal_selesai) || b.id - a.id);
  // The latest agreement of each funding (modules/signing).
  const items = [
    ...lists.dataProyekAktif,
    ...lists.dataProyekFull,
    ...lists.dataProyekClosed,
    ...dataProyekSelesai,
  ];
  const signings = await fundingSignings(
    db,
    lenderId,
    items.map((item) => item.id),
    now,
  );
  for (const item of items) item.signing = signings.get(item.id) ?? item.signing;
  return { ...lists, dataProyekSelesai };
}
