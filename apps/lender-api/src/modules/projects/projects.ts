import { sql } from 'kysely';
import { HttpError } from '../../http/errors.ts';
import { balanceSql, isRowId, type Balances } from '../../shared/ledger/ledger.ts';
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
  /** A URL: a stored `data:` image is served by the media route (`modules/projects/media.ts`). */
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

/** The packages of `p` other lenders hold now (active bookings), as SQL; none for an anonymous viewer. */
export function heldByOthers(viewer: ProjectViewer) {
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
