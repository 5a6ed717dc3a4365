import { sql } from 'kysely';
import { daysBetween, jakartaDate } from '../../shared/ledger/ledger.ts';
import { FUNDING_STATUS, type MoneyDb, type ProjectStage } from '../../shared/ledger/tables.ts';
import {
  PROJECT_STATUS,
  heldByOthers,
  projectStatus,
  projectSummaryQuery,
  statusSql,
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

/** The four lists by the name a request gives them (`tab`), and the list each one fills. */
export const MANAGED_TABS = {
  aktif: 'dataProyekAktif',
  full: 'dataProyekFull',
  closed: 'dataProyekClosed',
  selesai: 'dataProyekSelesai',
} as const;
export type ManagedTab = keyof typeof MANAGED_TABS;
const TABS = Object.keys(MANAGED_TABS) as ManagedTab[];

/**
 * Fundings per page of each list when the request names none: a lender's first page stays small
 * whatever they hold (an open funding is ~0.5 kB of JSON, an ended one ~1–2 kB with its repayments).
 */
export const MANAGED_PAGE_SIZE = 10;

/** The request's query (`ListManagedFundingsQueryParams`), every part optional. */
export interface ManagedPageRequest {
  tab?: ManagedTab | undefined;
  page?: number | undefined;
  per_page?: number | undefined;
  id?: number | undefined;
  proyek_id?: number | undefined;
}

/** Which fundings a page holds (ids in list order) and how many each list holds in all. */
interface PageIds extends Record<ManagedTab, number[]> {
  total: Record<ManagedTab, number>;
}

/**
 * One statement: each list's total and the ids of the page asked. Open fundings are read through
 * `fundings_lender_open_idx` (the lender's, newest first) with their projects, each placed in its
 * list by `projectStatus` in SQL (`statusSql`: active, full, else closed — a project past its end date
 * but not repaid stays with the closed ones); ended ones by the day they ended (the default's
 * declared day, else the completing repayment's), the latest first. Totals count every funding of the
 * list; `tab`, `id` and `proyek_id` narrow the page only.
 */
export function managedPageQuery(lenderId: number, now: Date, request: ManagedPageRequest) {
  const viewer = { lenderId, now };
  const today = jakartaDate(now);
  const perPage = request.per_page ?? MANAGED_PAGE_SIZE;
  // More rows than any lender holds: a page past the end reads an empty page.
  const offset = Math.min(((request.page ?? 1) - 1) * perPage, 2_000_000_000);
  const terjual = sql<number>`(p.paket_awal + p.paket_didanai + ${heldByOthers(viewer)})::int`;
  const only = sql.join(
    [
      sql`true`,
      ...(request.id === undefined ? [] : [sql`x.id = ${request.id}`]),
      ...(request.proyek_id === undefined ? [] : [sql`x.project_id = ${request.proyek_id}`]),
    ],
    sql` and `,
  );
  const wanted = (tab: ManagedTab) => request.tab === undefined || request.tab === tab;
  const openPage = (tab: ManagedTab) =>
    wanted(tab)
      ? sql`(select coalesce(json_agg(x.id order by x.created_at desc, x.id desc), '[]') from (
          select x.id, x.created_at from o x where x.tab = ${tab} and ${only}
          order by x.created_at desc, x.id desc limit ${perPage} offset ${offset}) x)`
      : sql`'[]'::json`;
  const endedPage = wanted('selesai')
    ? sql`(select coalesce(json_agg(x.id order by x.ended_on desc nulls last, x.id desc), '[]') from (
        select x.id, x.ended_on from (
          select f.id, f.project_id, coalesce(
            (select d.declared_on from project_defaults d where d.project_id = f.project_id),
            (select r.paid_on from repayments r where r.project_id = f.project_id and r.completes
              order by r.id desc limit 1)) as ended_on
          from fundings f where f.lender_id = ${lenderId} and f.status = ${FUNDING_STATUS.ENDED}) x
        where ${only}
        order by x.ended_on desc nulls last, x.id desc limit ${perPage} offset ${offset}) x)`
    : sql`'[]'::json`;
  return sql<{ page: string }>`
    with o as (
      select f.id, f.project_id, f.created_at,
        case ${statusSql(today, terjual)}
          when ${sql.lit(PROJECT_STATUS.ACTIVE)} then 'aktif'
          when ${sql.lit(PROJECT_STATUS.FULL)} then 'full'
          else 'closed' end as tab
      from fundings f join projects p on p.id = f.project_id
      where f.lender_id = ${lenderId} and f.status = ${FUNDING_STATUS.OPEN}
    )
    select json_build_object(
      'total', json_build_object(
        'aktif', (select count(*) from o where o.tab = 'aktif'),
        'full', (select count(*) from o where o.tab = 'full'),
        'closed', (select count(*) from o where o.tab = 'closed'),
        'selesai', (select count(*) from fundings f
          where f.lender_id = ${lenderId} and f.status = ${FUNDING_STATUS.ENDED})),
      'aktif', ${openPage('aktif')},
      'full', ${openPage('full')},
      'closed', ${openPage('closed')},
      'selesai', ${endedPage}
    )::text as page`;
}

/**
 * The fundings of `ids` (the lender's) with their projects: each project's packages as the lender sees
 * them (`terjual`: sold plus other lenders' holds) and the holds alone (`ditahan`), so the sold-only
 * figure is `terjual − ditahan`.
 */
async function managedRows(db: MoneyDb, lenderId: number, now: Date, ids: number[]) {
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
    .where('f.id', 'in', ids)
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
 * `listKelolaInvestasiNewNew`, one page of each list (`managedPageQuery`): open fundings split by
 * project state (one past its end date and not yet repaid stays with the closed ones, as finished),
 * each with the days its project is late; ended fundings (status 2) with their final return; `meta`
 * with each list's total.
 */
export async function managedFundings(
  db: MoneyDb,
  lenderId: number,
  now: Date,
  lateDays: LateDays,
  request: ManagedPageRequest = {},
) {
  const today = jakartaDate(now);
  const result = await managedPageQuery(lenderId, now, request).execute(db);
  const page = JSON.parse(result.rows[0]?.page ?? '{}') as PageIds;
  const ids = TABS.flatMap((tab) => page[tab]);
  const rows = new Map(
    (ids.length === 0 ? [] : await managedRows(db, lenderId, now, ids)).map((row) => [
      row.funding_id,
      row,
    ]),
  );
  // The page's rows in its order; one whose state changed between the two statements is left out.
  const rowsOf = (tab: ManagedTab, status: number) =>
    page[tab].flatMap((id) => {
      const row = rows.get(id);
      return row && row.funding_status === status ? [row] : [];
    });
  const late = new Map<number, number>();
  const openItems = async (tab: ManagedTab) => {
    const items: FundingItem[] = [];
    for (const row of rowsOf(tab, FUNDING_STATUS.OPEN)) {
      const project = toProjectSummary(row);
      const status = projectStatus(project, today);
      // The same project by its sold packages alone (no holds): what takeFunds judges it by.
      const soldOnly = { ...project, terjual: project.terjual - Number(row.ditahan) };
      const canTake = projectStatus(soldOnly, today) === PROJECT_STATUS.ACTIVE;
      if (row.stage === 'late' && !late.has(project.id))
        late.set(project.id, await lateDays(project.id, today));
      items.push(fundingItem(row, project, status, today, canTake, late.get(project.id) ?? null));
    }
    return items;
  };
  const lists = {
    dataProyekAktif: await openItems('aktif'),
    dataProyekFull: await openItems('full'),
    // Closed, and past its end date but not ended (the last repayment has not come: still lent, so
    // still shown, as finished, as home shows it).
    dataProyekClosed: await openItems('closed'),
  };
  // Its lending is over whatever the dates say: finished, nothing left to run, nothing to take.
  const ended = rowsOf('selesai', FUNDING_STATUS.ENDED).map((row) => ({
    row,
    item: {
      ...fundingItem(row, toProjectSummary(row), PROJECT_STATUS.FINISHED, today, false, null),
      sisa_periode: 0,
    },
  }));
  const details = await endedDetails(
    db,
    lenderId,
    ended.map(({ row }) => ({ fundingId: row.funding_id, projectId: row.id })),
    today,
  );
  const dataProyekSelesai = ended.map(({ item, row }) => {
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
  });
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
  const total = Object.fromEntries(
    TABS.map((tab) => [MANAGED_TABS[tab], Number(page.total[tab])]),
  ) as Record<(typeof MANAGED_TABS)[ManagedTab], number>;
  return {
    ...lists,
    dataProyekSelesai,
    meta: { page: request.page ?? 1, per_page: request.per_page ?? MANAGED_PAGE_SIZE, total },
  };
}
