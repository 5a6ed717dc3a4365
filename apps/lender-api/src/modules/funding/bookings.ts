import { randomBytes } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { HttpError } from '../../http/errors.ts';
import { t } from '../../shared/i18n/index.ts';
import { runLockedOnce, type MoneyCall } from '../../shared/idempotency.ts';
import { jakartaDate, jakartaIso } from '../../shared/ledger/ledger.ts';
import type { MoneyDb, MoneyTrx } from '../../shared/ledger/tables.ts';
import {
  lockProject,
  PROJECT_STATUS,
  projectStatus,
  type LockedProject,
  type ProjectSummary,
} from '../projects/index.ts';

/**
 * Bookings (`booking-pendanaan/*`, table `bookings`, migration 0130): packages of a project held for a
 * lender for 24 hours while the funding agreement is signed.
 * - A hold moves no money (no ledger row); the lender's Dana Tersedia must cover the packages when the
 *   hold is made, as for a checkout.
 * - While a hold is active (status 2 and not expired) other lenders see those packages as taken: their
 *   checkout, add funds and holds are refused beyond what is left, and the project lists, detail and
 *   portfolio show them as taken (`ProjectViewer` in modules/projects).
 * - The holder's own checkout or add funds of the project consumes the hold (status 3 with the funding
 *   id): the packages are then funded and count once, as sold.
 * - Other lenders' holds never stop a lender taking their own funds back: take funds judges the project
 *   by its sold packages (`packagesHeldByOthers`).
 * - `is_booking: false` releases the caller's active hold (status 8). A hold past its expiry reads as
 *   4 GAGAL (lapsed) and no longer counts.
 * - Concurrency: every change takes the lender's wallet lock, then the project row lock, like checkout;
 *   idempotency through `runOnce` under the required `Idempotency-Key`.
 */
export const HOLD_HOURS = 24;

/** `bookings.status`: 2 held, 3 taken up by a checkout, 8 released (the CHECK constraint's values). */
export type BookingStatus = 2 | 3 | 8;

type BookingTrx = MoneyTrx;

function withBookings(trx: MoneyTrx): BookingTrx {
  return trx;
}

/**
 * Locks the project (after the wallet) as this lender sees it now: other lenders' active holds count as
 * sold, so every refusal rule (full, slots left) agrees with the lists. Used by checkout, add funds,
 * take funds and holds.
 */
export async function lockProjectWithHolds(
  trx: MoneyTrx,
  projectId: number,
  lenderId: number,
  now: Date,
): Promise<LockedProject> {
  return lockProject(trx, projectId, { lenderId, now });
}

/**
 * After a successful checkout or add funds: the lender's active hold on the project becomes that
 * funding (status 3). A statement for `invest` (`modules/funding`), which runs it with the funding's
 * insert.
 */
export function consumeOwnHoldSql(
  lenderId: number,
  projectId: number,
  /** SQL of the funding's id (checkout's statement computes it). */
  fundingId: RawBuilder<number>,
  now: Date,
): RawBuilder<unknown> {
  return sql`update bookings set status = 3, funding_id = ${fundingId}, updated_at = ${now}::timestamptz
    where lender_id = ${lenderId} and project_id = ${projectId} and status = 2
      and expires_at > ${now}::timestamptz`;
}

/**
 * The packages of the project other lenders hold now (active, unexpired bookings): what
 * `lockProjectWithHolds` adds to `terjual` for this lender. Read under the project lock.
 */
export async function packagesHeldByOthers(
  trx: MoneyTrx,
  projectId: number,
  lenderId: number,
  now: Date,
): Promise<number> {
  const row = await withBookings(trx)
    .selectFrom('bookings')
    .select(sql<number>`coalesce(sum(paket), 0)::int`.as('paket'))
    .where('project_id', '=', projectId)
    .where('lender_id', '<>', lenderId)
    .where('status', '=', 2)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.paket);
}

export interface BookingView {
  docToken: string;
  id_proyek: number;
  nama_proyek: string;
  paket: number;
  jumlah_investasi: number;
  is_booking: boolean;
  status: 2 | 3 | 4 | 8;
  expired_at: string;
}

function view(
  row: {
    doc_token: string;
    project_id: number;
    nama: string;
    paket: number;
    jumlah_investasi: number | string;
    status: BookingStatus;
    expires_at: Date;
  },
  now: Date,
): BookingView {
  const lapsed = row.status === 2 && row.expires_at.getTime() <= now.getTime();
  return {
    docToken: row.doc_token,
    id_proyek: row.project_id,
    nama_proyek: row.nama,
    paket: row.paket,
    jumlah_investasi: Number(row.jumlah_investasi),
    is_booking: row.status === 2 && !lapsed,
    status: lapsed ? 4 : row.status,
    expired_at: jakartaIso(row.expires_at),
  };
}

function bookingQuery(db: MoneyDb | MoneyTrx) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('projects as p', 'p.id', 'b.project_id')
    .select([
      'b.id',
      'b.doc_token',
      'b.project_id',
      'p.nama',
      'b.paket',
      'b.jumlah_investasi',
      'b.status',
      'b.expires_at',
    ])
    .$narrowType<{ status: BookingStatus }>();
}

/** A booking of the caller by token; another lender's token is answered like a missing one (404). */
export async function bookingDetail(
  db: MoneyDb,
  lenderId: number,
  docToken: string,
  now: Date,
): Promise<{ data: BookingView }> {
  const row = await bookingQuery(db)
    .where('b.doc_token', '=', docToken)
    .where('b.lender_id', '=', lenderId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'errors.notFound');
  return { data: view(row, now) };
}

/** Why the project cannot hold `paket` packages for this lender now (409 message), or null. */
function holdRefusal(project: ProjectSummary, paket: number, today: string): HttpError | null {
  const status = projectStatus(project, today);
  if (status === PROJECT_STATUS.FINISHED) return new HttpError(409, 'booking.projectFinished');
  if (status === PROJECT_STATUS.FULL) return new HttpError(409, 'booking.projectFull');
  if (status === PROJECT_STATUS.CLOSED) return new HttpError(409, 'booking.projectClosed');
  const left = project.total_paket - project.terjual;
  if (paket > left) return new HttpError(409, 'booking.notEnoughSlots', { params: { n: left } });
  return null;
}

/**
 * `update-isbooking`: `is_booking: true` holds `paket` packages (a second hold on the same project
 * replaces the package count of the active one and keeps its expiry); `false` releases the active hold.
 * Refusals: 404 unknown project or no active hold to release; 409 project not active, not enough
 * packages left, or Dana Tersedia below the packages' price.
 */
export async function updateBooking(
  call: MoneyCall,
  request: { id_proyek: number; paket: number; is_booking: boolean },
): Promise<{ message: string; data: BookingView }> {
  return runLockedOnce(call, 'updateBooking', request, async (trx, { now }) => {
    const bookings = withBookings(trx);
    const project = await lockProjectWithHolds(trx, request.id_proyek, call.lenderId, now);
    const active = await bookings
      .selectFrom('bookings')
      .selectAll()
      .where('lender_id', '=', call.lenderId)
      .where('project_id', '=', project.id)
      .where('status', '=', 2)
      .where('expires_at', '>', now)
      .forUpdate()
      .executeTakeFirst();

    if (!request.is_booking) {
      if (!active) throw new HttpError(404, 'booking.noActiveHold');
      await bookings
        .updateTable('bookings')
        .set({ status: 8, updated_at: now })
        .where('id', '=', active.id)
        .execute();
      const row = await bookingQuery(trx).where('b.id', '=', active.id).executeTakeFirstOrThrow();
      return {
        body: { message: t(call.lang, 'booking.released'), data: view(row, now) },
      };
    }

    const refused = holdRefusal(project, request.paket, jakartaDate(now));
    if (refused) throw refused;
    const cost = project.harga_paket * request.paket;
    // Dana Tersedia must cover this hold and the lender's active holds on other projects.
    const balances = project.balances;
    const otherHolds = await bookings
      .selectFrom('bookings')
      .select(sql<number>`coalesce(sum(jumlah_investasi), 0)::bigint`.as('total'))
      .where('lender_id', '=', call.lenderId)
      .where('project_id', '<>', project.id)
      .where('status', '=', 2)
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow();
    if (balances.available < cost + Number(otherHolds.total))
      throw new HttpError(409, 'booking.insufficientFunds');

    let id: number;
    if (active) {
      await bookings
        .updateTable('bookings')
        .set({ paket: request.paket, jumlah_investasi: cost, updated_at: now })
        .where('id', '=', active.id)
        .execute();
      id = active.id;
    } else {
      const inserted = await bookings
        .insertInto('bookings')
        .values({
          doc_token: `BK-${project.id}-${call.lenderId}-${randomBytes(6).toString('hex')}`,
          lender_id: call.lenderId,
          project_id: project.id,
          paket: request.paket,
          jumlah_investasi: cost,
          status: 2,
          funding_id: null,
          expires_at: new Date(now.getTime() + HOLD_HOURS * 3_600_000),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = inserted.id;
    }
    const row = await bookingQuery(trx).where('b.id', '=', id).executeTakeFirstOrThrow();
    return {
      body: { message: t(call.lang, 'booking.held'), data: view(row, now) },
    };
  });
}
