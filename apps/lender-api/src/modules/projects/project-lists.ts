import { sql, type RawBuilder } from 'kysely';
import { daysBetween, jakartaDate } from '../../shared/ledger/ledger.ts';
import type { Akad, MoneyDb } from '../../shared/ledger/tables.ts';
import {
  PROJECT_STATUS,
  projectStatus,
  projectSummaries,
  toProjectSummary,
  type ProjectStatus,
  type ProjectSummary,
} from './projects.ts';

/** The project lists of the contract: a list item, the paged search and the three home lists. */

/** Contract ProjectItem. */
export function projectItem(project: ProjectSummary, today: string) {
  const status = projectStatus(project, today);
  const terkumpul =
    status === PROJECT_STATUS.FULL
      ? 100
      : // whole hundredths of a percent first: 57 of 100 through a binary fraction floors to 56.99
        Math.floor((project.terjual * 10_000) / project.total_paket) / 100;
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
export function statusSql(today: string, terjual: RawBuilder<number>) {
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
  const result = await projectPageQuery(viewer, search, page, perPage).execute(db);
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

/**
 * The statement of `projectPage`. Its work is the page, not the catalogue:
 * - the holds of other lenders are summed once over the active holds only (`bookings_held_idx`:
 *   held and not yet lapsed), never per project;
 * - the active list's count and order come from the projects in fundraising today, read from an
 *   index that carries what their status needs (`projects_raising_idx`, migration 0281: the
 *   fundraising window, packages, rate, akad) — their rows are not read;
 * - the sold-out (full) and not-in-fundraising (closed) lists, which the contract returns whole, are
 *   found among the projects not finished today through `projects_unfinished_idx`, which carries the
 *   window: an open project costs an index entry there, never its row;
 * - only the page's rows and those of the full and closed lists are read and built as JSON.
 * Finished projects, however many the platform keeps, are never read (test/projects/grown-catalogue.test.ts
 * counts the rows its plan reads). The statuses are `projectStatus`'s (`statusSql`).
 */
export function projectPageQuery(
  viewer: { lenderId: number; now: Date },
  search: Omit<ProjectSearch, 'keyword' | 'page' | 'per_page'>,
  page: number,
  perPage: number,
) {
  const today = jakartaDate(viewer.now);
  // More rows than any table will hold: a page past the end reads nothing, like the slice.
  const offset = Math.min((page - 1) * perPage, 2_000_000_000);
  const akad = (alias: string) =>
    search.akad ? sql`and ${sql.ref(`${alias}.akad`)} = ${search.akad}` : sql``;
  const sold = (alias: string) =>
    sql`(${sql.ref(`${alias}.paket_awal`)} + ${sql.ref(`${alias}.paket_didanai`)} + coalesce(h.paket, 0))`;
  return sql<{ lists: string }>`
    with held as (
      select b.project_id, sum(b.paket)::int as paket from bookings b
      where b.status = 2 and b.expires_at > ${viewer.now} and b.lender_id <> ${viewer.lenderId}
      group by b.project_id
    ),
    w as (
      select r.id, r.imbal_hasil, r.tgl_selesai_penggalangan,
        ${sold('r')} >= r.total_paket as sold_out
      from projects r left join held h on h.project_id = r.id
      where r.tgl_selesai_penggalangan >= ${today}::date and r.tgl_mulai_penggalangan <= ${today}::date
        -- tgl_selesai > today, written so that no index on it is taken: the window index alone
        -- answers w (an index-only scan); with both, the planner joins two bitmaps and reads the rows.
        and r.tgl_selesai - ${today}::date > 0 ${akad('r')}
    ),
    pg as (
      select s.id from w s where not s.sold_out
      order by ${activeOrderSql(search.sort)} limit ${perPage} offset ${offset}
    ),
    shown as (
      select id from pg
      union select id from w where sold_out
      union select u.id from projects u
        where u.tgl_selesai > ${today}::date
          and (u.tgl_selesai_penggalangan < ${today}::date or u.tgl_mulai_penggalangan > ${today}::date)
          ${akad('u')}
    ),
    s as (
      select p.id, p.nama, p.alamat, p.akad, p.imbal_hasil, p.harga_paket, p.total_paket,
        t.terjual, p.tenor, p.payout_interval, p.tgl_mulai_penggalangan, p.tgl_selesai_penggalangan,
        p.tgl_mulai, p.tgl_selesai, p.image_ref as image_url,
        ${statusSql(today, sql`t.terjual`)} as status
      from shown x join projects p on p.id = x.id left join held h on h.project_id = p.id
        cross join lateral (select ${sold('p')}::int as terjual) t
    )
    select json_build_object(
      'total', (select count(*) from w where not w.sold_out),
      'active', (select coalesce(json_agg(a), '[]') from (
        select s.* from s join pg on pg.id = s.id order by ${activeOrderSql(search.sort)}) a),
      'full', (select coalesce(json_agg(s order by s.id desc), '[]') from s
        where s.status = ${sql.lit(PROJECT_STATUS.FULL)}),
      'closed', (select coalesce(json_agg(s order by s.id desc), '[]') from s
        where s.status = ${sql.lit(PROJECT_STATUS.CLOSED)})
    )::text as lists`;
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
