import { sql, type RawBuilder } from 'kysely';
import { HttpError } from '../../http/errors.ts';
import {
  balanceSql,
  daysBetween,
  isRowId,
  jakartaDate,
  type Balances,
} from '../../shared/ledger/ledger.ts';
import type { Akad, MoneyDb, MoneyTrx } from '../../shared/ledger/tables.ts';
import { mediaUrl, mediaUrlOf } from './media.ts';

/** Contract ProjectStatus: 1 active, 2 closed, 3 full, 4 finished. */
export type ProjectStatus = 1 | 2 | 3 | 4;
export const PROJECT_STATUS = { ACTIVE: 1, CLOSED: 2, FULL: 3, FINISHED: 4 } as const;

/** What lists, portfolio and status need of a project: no gallery, no HTML (`ProjectRow` has them). */
export interface ProjectSummary {
  id: number;
  nama: string;
  alamat: string;
  akad: Akad;
  imbal_hasil: number;
  harga_paket: number;
  total_paket: number;
  /**
   * Packages taken for the viewer: offline ones plus every funding's packages, plus the packages other
   * lenders hold (active, unexpired bookings) when the row is read for a lender (`ProjectViewer`).
   */
  terjual: number;
  tenor: number;
  payout_interval: number;
  tgl_mulai_penggalangan: string;
  tgl_selesai_penggalangan: string;
  tgl_mulai: string;
  tgl_selesai: string;
  /** A URL: a stored `data:` image is served by the media route (`services/media`). */
  image_url: string;
}

export interface ProjectRow extends ProjectSummary {
  created_at: Date;
  /** URLs, as `image_url`. */
  gambar: string[];
  deskripsi: string;
  legalitas: string;
  pemilik: string;
  simulasi: string;
}

/**
 * Status from dates and slots (legacy §11.2, order of precedence): finished once the project end date
 * is reached; full when every package is taken (`terjual`: sold, or held by another lender for the
 * viewer); closed outside the fundraising dates; else active.
 */
export function projectStatus(project: ProjectSummary, today: string): ProjectStatus {
  if (today >= project.tgl_selesai) return PROJECT_STATUS.FINISHED;
  if (project.terjual >= project.total_paket) return PROJECT_STATUS.FULL;
  if (today > project.tgl_selesai_penggalangan || today < project.tgl_mulai_penggalangan)
    return PROJECT_STATUS.CLOSED;
  return PROJECT_STATUS.ACTIVE;
}

/**
 * Whose view of the slots is read: a lender at `now` sees other lenders' active, unexpired holds
 * (`bookings` status 2) as taken, and their own hold as still theirs to buy (their checkout consumes
 * it). `null` reads sold packages only (no lender, e.g. seeding).
 */
export type ProjectViewer = { lenderId: number; now: Date } | null;

function heldByOthers(viewer: ProjectViewer) {
  if (!viewer) return sql<number>`0`;
  return sql<number>`coalesce((select sum(b.paket) from bookings b where b.project_id = p.id and b.lender_id <> ${viewer.lenderId} and b.status = 2 and b.expires_at > ${viewer.now}), 0)`;
}

function summaryQuery(db: MoneyDb | MoneyTrx, viewer: ProjectViewer) {
  return db
    .selectFrom('projects as p')
    .select([
      'p.id',
      'p.nama',
      'p.alamat',
      'p.akad',
      sql<string>`p.imbal_hasil::text`.as('imbal_hasil'),
      'p.harga_paket',
      'p.total_paket',
      sql<number>`(p.paket_awal + p.paket_didanai + ${heldByOthers(viewer)})::int`.as('terjual'),
      'p.tenor',
      'p.payout_interval',
      sql<string>`p.tgl_mulai_penggalangan::text`.as('tgl_mulai_penggalangan'),
      sql<string>`p.tgl_selesai_penggalangan::text`.as('tgl_selesai_penggalangan'),
      sql<string>`p.tgl_mulai::text`.as('tgl_mulai'),
      sql<string>`p.tgl_selesai::text`.as('tgl_selesai'),
      // The image's hash, not its bytes (a stored data: URL is ~1 kB per image), stored by the
      // database on write (migration 0190, the expression of `mediaRef`).
      'p.image_ref as image_url',
    ])
    .$narrowType<{ akad: Akad }>();
}

function baseQuery(db: MoneyDb | MoneyTrx, viewer: ProjectViewer) {
  return summaryQuery(db, viewer).select([
    'p.created_at',
    'p.gambar',
    'p.deskripsi',
    'p.legalitas',
    'p.pemilik',
    'p.simulasi',
  ]);
}

type Raw<T> = Omit<T, 'imbal_hasil'> & { imbal_hasil: string };

function toSummary<T extends ProjectSummary>(raw: Raw<T>): T {
  return {
    ...raw,
    imbal_hasil: Number(raw.imbal_hasil),
    harga_paket: Number(raw.harga_paket),
    terjual: Number(raw.terjual),
    image_url: mediaUrl(raw.image_url),
  } as T;
}

/** The summary columns of `p` (alias) as `viewer` sees them: join more tables onto it. */
export function projectSummaryQuery(db: MoneyDb, viewer: ProjectViewer) {
  return summaryQuery(db, viewer);
}

/** A row read through `projectSummaryQuery` as a `ProjectSummary` (extra columns are left out). */
export function toProjectSummary(raw: Raw<ProjectSummary>): ProjectSummary {
  return toSummary<ProjectSummary>({
    id: raw.id,
    nama: raw.nama,
    alamat: raw.alamat,
    akad: raw.akad,
    imbal_hasil: raw.imbal_hasil,
    harga_paket: raw.harga_paket,
    total_paket: raw.total_paket,
    terjual: raw.terjual,
    tenor: raw.tenor,
    payout_interval: raw.payout_interval,
    tgl_mulai_penggalangan: raw.tgl_mulai_penggalangan,
    tgl_selesai_penggalangan: raw.tgl_selesai_penggalangan,
    tgl_mulai: raw.tgl_mulai,
    tgl_selesai: raw.tgl_selesai,
    image_url: raw.image_url,
  });
}

function toRow(raw: Raw<ProjectRow>): ProjectRow {
  return { ...toSummary<ProjectRow>(raw), gambar: raw.gambar.map((value) => mediaUrlOf(value)) };
}

/**
 * Every project as `viewer` sees it without gallery and HTML (lists, portfolio), or only those of
 * `ids` (a lender's own fundings' projects); `unfinishedOn` (a Jakarta day) leaves out the projects
 * finished on that day.
 */
export async function projectSummaries(
  db: MoneyDb,
  viewer: ProjectViewer,
  ids?: readonly number[],
  options: { unfinishedOn?: string } = {},
): Promise<ProjectSummary[]> {
  if (ids?.length === 0) return [];
  let query = summaryQuery(db, viewer);
  if (ids) query = query.where('p.id', 'in', [...new Set(ids)]);
  // Finished on that day (`projectStatus`: today >= tgl_selesai) are not read at all.
  if (options.unfinishedOn) query = query.where('p.tgl_selesai', '>', options.unfinishedOn);
  const rows = await query.orderBy('p.id').execute();
  return rows.map((raw) => toSummary<ProjectSummary>(raw));
}

/** Every project as `viewer` sees it, or only those of `ids` (a lender's own fundings' projects). */
export async function allProjects(
  db: MoneyDb,
  viewer: ProjectViewer,
  ids?: readonly number[],
): Promise<ProjectRow[]> {
  if (ids?.length === 0) return [];
  let query = baseQuery(db, viewer);
  if (ids) query = query.where('p.id', 'in', [...ids]);
  const rows = await query.orderBy('p.id').execute();
  return rows.map(toRow);
}

export async function findProject(
  db: MoneyDb,
  id: number,
  viewer: ProjectViewer,
): Promise<ProjectRow> {
  if (!isRowId(id)) throw new HttpError(404, 'errors.notFound');
  const raw = await baseQuery(db, viewer).where('p.id', '=', id).executeTakeFirst();
  if (!raw) throw new HttpError(404, 'errors.notFound');
  return toRow(raw);
}

/**
 * `findProject` plus the viewer's wallet and spendable balance (`balancesOf(...).available`), read in
 * the same statement (the detail: one query after the session instead of three).
 */
export async function findProjectForLender(
  db: MoneyDb,
  id: number,
  viewer: { lenderId: number; now: Date },
): Promise<{ project: ProjectRow; hasWallet: boolean; available: number }> {
  if (!isRowId(id)) throw new HttpError(404, 'errors.notFound');
  const raw = await baseQuery(db, viewer)
    .select([
      sql<boolean>`exists (select 1 from wallets w where w.lender_id = ${viewer.lenderId})`.as(
        'has_wallet',
      ),
      balanceSql(viewer.lenderId, 'lender_available').as('available'),
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!raw) throw new HttpError(404, 'errors.notFound');
  const { has_wallet: hasWallet, available, ...row } = raw;
  return { project: toRow(row), hasWallet, available: Number(available) };
}

/** A project locked for a money mutation, with the lender's balances read after the locks. */
export type LockedProject = ProjectSummary & { balances: Balances };

/**
 * Locks the project row (after the wallet lock) and reads it as the lender sees it, so every refusal
 * rule (full, slots left) counts other lenders' active holds like the lists do; the lender's balances
 * (`balancesOf`) come in the same statement, read after both locks. The read is a statement of its own
 * after the lock: under READ COMMITTED it sees what the previous holder of the lock committed (a
 * `FOR UPDATE` read would recheck the row but not the holds and balances of its subqueries).
 */
export async function lockProject(
  trx: MoneyTrx,
  id: number,
  viewer: { lenderId: number; now: Date },
): Promise<LockedProject> {
  if (!isRowId(id)) throw new HttpError(404, 'errors.notFound');
  const locked = await trx
    .selectFrom('projects')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) throw new HttpError(404, 'errors.notFound');
  const raw = await summaryQuery(trx, viewer)
    .select([
      balanceSql(viewer.lenderId, 'lender_available').as('available'),
      balanceSql(viewer.lenderId, 'lender_invested').as('invested'),
      balanceSql(viewer.lenderId, 'lender_pending_withdrawal').as('pending_withdrawal'),
    ])
    .where('p.id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    ...toProjectSummary(raw),
    balances: {
      available: Number(raw.available),
      invested: Number(raw.invested),
      pendingWithdrawal: Number(raw.pending_withdrawal),
    },
  };
}

/** Contract ProjectItem. */
export function projectItem(project: ProjectSummary, today: string) {
  const status = projectStatus(project, today);
  const terkumpul =
    status === PROJECT_STATUS.FULL
      ? 100
      : Math.floor((project.terjual / project.total_paket) * 10_000) / 100;
  return {
    id: project.id,
    nama: project.nama,
    alamat: project.alamat,
    imbal_hasil: project.imbal_hasil,
    harga_paket: project.harga_paket,
    tenor: project.tenor,
    akad: project.akad,
    // Days of fundraising left, today included (0 unless active).
    dayleft:
      status === PROJECT_STATUS.ACTIVE
        ? daysBetween(today, project.tgl_selesai_penggalangan) + 1
        : 0,
    status,
    terkumpul,
    total_need: project.harga_paket * project.total_paket,
    sisa_paket: Math.max(0, project.total_paket - project.terjual),
    image_url: project.image_url,
    interval: project.payout_interval,
  };
}

export type ProjectItem = ReturnType<typeof projectItem>;

export interface ProjectSearch {
  page?: number | undefined;
  per_page?: number | undefined;
  keyword?: string | undefined;
  akad?: Akad | undefined;
  sort?: 'imbal_hasil' | 'terbaru' | 'dayleft' | undefined;
}

const byNewest = (a: ProjectSummary, b: ProjectSummary) => b.id - a.id;

/** SQL of `projectStatus` over the columns of `p` and the packages taken `terjual` (a `Jakarta day`). */
function statusSql(today: string, terjual: RawBuilder<number>) {
  return sql<ProjectStatus>`case
    when ${today}::date >= p.tgl_selesai then ${sql.lit(PROJECT_STATUS.FINISHED)}
    when ${terjual} >= p.total_paket then ${sql.lit(PROJECT_STATUS.FULL)}
    when ${today}::date > p.tgl_selesai_penggalangan or ${today}::date < p.tgl_mulai_penggalangan
      then ${sql.lit(PROJECT_STATUS.CLOSED)}
    else ${sql.lit(PROJECT_STATUS.ACTIVE)} end`;
}

/** The order of the active list (`ProjectSearch.sort`), as `projectLists` sorts it. */
function activeOrderSql(sort: ProjectSearch['sort']) {
  if (sort === 'terbaru') return sql`s.id desc`;
  if (sort === 'dayleft') return sql`s.tgl_selesai_penggalangan asc, s.id asc`;
  return sql`s.imbal_hasil desc, s.id asc`;
}

/**
 * `listAll` without a keyword: the database filters, orders, counts and pages the active list, so
 * only the page's rows (and the full and closed lists, which the contract returns whole) leave it —
 * the same answer as `projectLists` + a slice (test/projects/list-pages.test.ts compares them). One
 * statement whose answer is one JSON text (PGlite decodes a column of a row in JavaScript: one value
 * instead of ~500 costs a third of the query); the status is `projectStatus` in SQL (`statusSql`).
 */
export async function projectPage(
  db: MoneyDb,
  viewer: { lenderId: number; now: Date },
  search: Omit<ProjectSearch, 'keyword' | 'page' | 'per_page'>,
  page: number,
  perPage: number,
) {
  const today = jakartaDate(viewer.now);
  // More rows than any table will hold: a page past the end reads nothing, like the slice.
  const offset = Math.min((page - 1) * perPage, 2_000_000_000);
  const terjual = sql<number>`(p.paket_awal + p.paket_didanai + ${heldByOthers(viewer)})::int`;
  const result = await sql<{ lists: string }>`
    with s as (
      select p.id, p.nama, p.alamat, p.akad, p.imbal_hasil, p.harga_paket, p.total_paket,
        t.terjual, p.tenor, p.payout_interval, p.tgl_mulai_penggalangan, p.tgl_selesai_penggalangan,
        p.tgl_mulai, p.tgl_selesai, p.image_ref as image_url,
        ${statusSql(today, sql`t.terjual`)} as status
      from projects p cross join lateral (select ${terjual} as terjual) t
      where p.tgl_selesai > ${today}::date ${search.akad ? sql`and p.akad = ${search.akad}` : sql``}
    )
    select json_build_object(
      'total', (select count(*) from s where s.status = ${sql.lit(PROJECT_STATUS.ACTIVE)}),
      'active', (select coalesce(json_agg(a), '[]') from (
        select * from s where s.status = ${sql.lit(PROJECT_STATUS.ACTIVE)}
        order by ${activeOrderSql(search.sort)} limit ${perPage} offset ${offset}) a),
      'full', (select coalesce(json_agg(s order by s.id desc), '[]') from s
        where s.status = ${sql.lit(PROJECT_STATUS.FULL)}),
      'closed', (select coalesce(json_agg(s order by s.id desc), '[]') from s
        where s.status = ${sql.lit(PROJECT_STATUS.CLOSED)})
    )::text as lists`.execute(db);
  const lists = JSON.parse(result.rows[0]?.lists ?? '{}') as {
    total: number;
    active: JsonSummary[];
    full: JsonSummary[];
    closed: JsonSummary[];
  };
  return {
    active: lists.active.map(fromJson),
    total: lists.total,
    full: lists.full.map(fromJson),
    closed: lists.closed.map(fromJson),
    today,
  };
}

/** A summary row as `json_agg` writes it (numeric and bigint as JSON numbers, dates as text). */
type JsonSummary = Omit<ProjectSummary, 'imbal_hasil'> & { imbal_hasil: number };

function fromJson(row: JsonSummary): ProjectSummary {
  return toProjectSummary({ ...row, imbal_hasil: String(row.imbal_hasil) });
}

/** The three lists of spec §3; finished projects are not listed (legacy §11.2). */
export async function projectLists(
  db: MoneyDb,
  viewer: { lenderId: number; now: Date },
  search: ProjectSearch = {},
  limitEach?: number,
) {
  const today = jakartaDate(viewer.now);
  const keyword = search.keyword?.trim().toLowerCase() ?? '';
  // Finished projects are not listed: the database leaves them out.
  const rows = (await projectSummaries(db, viewer, undefined, { unfinishedOn: today })).filter(
    (p) =>
      (!search.akad || p.akad === search.akad) &&
      (keyword === '' ||
        p.nama.toLowerCase().includes(keyword) ||
        p.alamat.toLowerCase().includes(keyword)),
  );
  const withStatus = rows.map((p) => ({ p, status: projectStatus(p, today) }));
  const pick = (status: ProjectStatus) =>
    withStatus.filter((x) => x.status === status).map((x) => x.p);
  const active = pick(PROJECT_STATUS.ACTIVE);
  const sort = search.sort ?? 'imbal_hasil';
  active.sort((a, b) => {
    if (sort === 'terbaru') return byNewest(a, b);
    if (sort === 'dayleft')
      return a.tgl_selesai_penggalangan.localeCompare(b.tgl_selesai_penggalangan) || a.id - b.id;
    return b.imbal_hasil - a.imbal_hasil || a.id - b.id;
  });
  const full = pick(PROJECT_STATUS.FULL).sort(byNewest);
  const closed = pick(PROJECT_STATUS.CLOSED).sort(byNewest);
  const cut = (list: ProjectSummary[]) =>
    limitEach === undefined ? list : list.slice(0, limitEach);
  return { active, full: cut(full), closed: cut(closed), today, cut };
}
