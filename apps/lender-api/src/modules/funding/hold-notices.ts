import { sql } from 'kysely';
import { jakartaIso } from '../../shared/ledger/ledger.ts';
import type { MoneyDb } from '../../shared/ledger/tables.ts';
import { holdExpiring, recordEventsOnce } from '../notifications/index.ts';

/** How long before a hold ends its lender is told (the notice's words say "2 hours"). */
export const HOLD_NOTICE_HOURS = 2;

/** Holds noticed per statement. */
const NOTICE_BATCH = 500;

/**
 * Tells each lender whose active hold ends within `HOLD_NOTICE_HOURS` of `now` (not ended yet, not
 * taken up by a funding, not released) that it ends soon: one `hold_expiring` event per hold, ever —
 * its key (`hold_expiring:<booking id>`) makes a rerun, or two servers scanning at once, write nothing
 * more. Returns how many events it wrote.
 */
export async function noticeExpiringHolds(db: MoneyDb, now: Date): Promise<number> {
  const until = new Date(now.getTime() + HOLD_NOTICE_HOURS * 3_600_000);
  let written = 0;
  let after = 0;
  for (;;) {
    const holds = await db
      .selectFrom('bookings as b')
      .innerJoin('projects as p', 'p.id', 'b.project_id')
      .select([
        'b.id',
        'b.lender_id',
        'b.project_id',
        'p.nama',
        'b.jumlah_investasi',
        'b.expires_at',
      ])
      .where('b.status', '=', 2)
      .where('b.expires_at', '>', now)
      .where('b.expires_at', '<=', until)
      .where('b.id', '>', after)
      // Already told: skipped here; the unique key refuses it anyway when a run at the same time wrote it.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('lender_events as e')
              .select('e.id')
              .where('e.dedupe_key', '=', sql<string>`'hold_expiring:' || b.id`),
          ),
        ),
      )
      .orderBy('b.id')
      .limit(NOTICE_BATCH)
      .execute();
    if (holds.length === 0) return written;
    written += await db.transaction().execute((trx) =>
      recordEventsOnce(
        trx,
        holds.map((hold) =>
          holdExpiring(
            {
              id: hold.id,
              lenderId: hold.lender_id,
              amount: Number(hold.jumlah_investasi),
              expiresAt: jakartaIso(hold.expires_at),
            },
            { id: hold.project_id, nama: hold.nama },
            now,
          ),
        ),
      ),
    );
    if (holds.length < NOTICE_BATCH) return written;
    after = holds.at(-1)!.id;
  }
}
