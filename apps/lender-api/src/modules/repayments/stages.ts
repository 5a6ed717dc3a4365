import { sql } from 'kysely';
import type { MoneyDb } from '../../shared/ledger/tables.ts';

/**
 * Moves projects on by their dates as of `today` (Jakarta): fundraising → funded once the
 * fundraising has closed, funded → running once started; each move is a `project_stage_events` row
 * with its cause, as migration 0210 moved the projects already there. Later stages (repaid, late,
 * defaulted) follow money, not dates.
 */
export async function advanceStagesByDates(db: MoneyDb, today: string, now: Date): Promise<void> {
  await sql`
    insert into project_stage_events (project_id, from_stage, to_stage, at, cause)
    select id, 'fundraising', 'funded', ${now}, 'fundraising closed on ' || tgl_selesai_penggalangan::text
    from projects
    where stage = 'fundraising' and tgl_selesai_penggalangan < ${today}::date
    order by id`.execute(db);
  await sql`
    insert into project_stage_events (project_id, from_stage, to_stage, at, cause)
    select id, 'funded', 'running', ${now}, 'started on ' || tgl_mulai::text
    from projects
    where stage = 'funded' and tgl_mulai <= ${today}::date
    order by id`.execute(db);
}
