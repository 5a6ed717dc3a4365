import type { Database } from '../../db/database.ts';
import { SandboxClock } from '../../shared/clock.ts';

/**
 * The sandbox clock kept in `sandbox_clock` (migration 0227): each move is saved, and a restart picks
 * the offset up again once the database is ready (`restoreSandboxClock`).
 */
export function createSandboxClock(database: Database): SandboxClock {
  return new SandboxClock(0, async (offsetMs) => {
    const updatedAt = new Date();
    await database.db
      .insertInto('sandbox_clock')
      .values({ id: true, offset_ms: offsetMs, updated_at: updatedAt })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({ offset_ms: offsetMs, updated_at: updatedAt }),
      )
      .execute();
  });
}

export async function restoreSandboxClock(database: Database, clock: SandboxClock): Promise<void> {
  const row = await database.db.selectFrom('sandbox_clock').select('offset_ms').executeTakeFirst();
  if (row) clock.restore(Number(row.offset_ms));
}
