import { ListProjectsResponse } from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jakartaDate } from '../../src/shared/ledger/ledger.ts';
import {
  projectItem,
  projectLists,
  projectPageQuery,
} from '../../src/modules/projects/project-lists.ts';
import { api, createTestApp, expectBody, post, type TestApp } from '../helpers/test-app.ts';
import { money, newLender } from '../helpers/money-helpers.ts';
import { growPlatform, rowsRead } from '../helpers/plan-rows.ts';

/**
 * A catalogue with years of history: thousands of projects that ended long ago and more open ones
 * than a page, two of them held by another lender (one wholly: it is full for everyone else). The
 * project list answers as before and reads the rows of the projects it shows only — the rows its
 * statement reads are counted by the database (`EXPLAIN ANALYZE`), so the test does not depend on the
 * machine's speed: a list that reads every project's row (no index on the end date, the status of
 * every open project from its row) or sums the holds per project fails it.
 */
const ENDED = 1500;
const OPEN = 60;
let t: TestApp;
let today: string;
beforeAll(async () => {
  t = await createTestApp();
  today = jakartaDate(t.clock.now());
  await growPlatform(t.database.db, { today, ended: ENDED, open: OPEN, prefix: 'Katalog' });
  // Another lender's holds: all that is left of one open project, 3 packages of another.
  const holder = await newLender(t);
  const open = await money(t)
    .selectFrom('projects')
    .select(['id', 'total_paket', 'paket_awal', 'paket_didanai', 'harga_paket'])
    .where('nama', 'like', 'Katalog buka %')
    .orderBy('id')
    .limit(2)
    .execute();
  const now = t.clock.now();
  const expires = new Date(now.getTime() + 3_600_000);
  await money(t)
    .insertInto('bookings')
    .values(
      open.map((p, i) => {
        const paket = i === 0 ? p.total_paket - p.paket_awal - p.paket_didanai : 3;
        return {
          doc_token: `katalog-${holder.id}-${p.id}`,
          lender_id: holder.id,
          project_id: p.id,
          paket,
          jumlah_investasi: paket * p.harga_paket,
          status: 2,
          expires_at: expires,
          created_at: now,
          updated_at: now,
        };
      }),
    )
    .execute();
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** Projects whose fundraising window reaches today or later (what the active list looks at). */
async function inFundraising() {
  const row = await money(t)
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tgl_selesai_penggalangan', '>=', today)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function unfinished() {
  const row = await money(t)
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tgl_selesai', '>', today)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the project list of a grown catalogue', () => {
  it('answers page 1 and the last page like the JavaScript reference', async () => {
    const { id, token } = await newLender(t);
    const reference = await projectLists(money(t), { lenderId: id, now: t.clock.now() });
    expect(reference.active.length).toBeGreaterThan(OPEN);
    const perPage = 10;
    const pages = Math.ceil(reference.active.length / perPage);
    for (const page of [1, pages]) {
      const answer = expectBody(
        ListProjectsResponse,
        await post(t.app, api('/newProyek/v2/listAll'), { page, per_page: perPage }, { token }),
      );
      expect(answer.meta.total).toBe(reference.active.length);
      expect(answer.dataProyekAktif).toEqual(
        reference.active
          .slice((page - 1) * perPage, page * perPage)
          .map((p) => projectItem(p, reference.today)),
      );
      expect(answer.dataProyekFull).toEqual(reference.full.map((p) => projectItem(p, today)));
      expect(answer.dataProyekClosed).toEqual(reference.closed.map((p) => projectItem(p, today)));
    }
  });

  it('sums the holds once, never reads the ended projects, and the rows of the shown ones only', async () => {
    const { id } = await newLender(t);
    const open = await unfinished();
    expect(open).toBeLessThan(ENDED / 10);
    const reference = await projectLists(money(t), { lenderId: id, now: t.clock.now() });
    expect(reference.full.length).toBeGreaterThan(0);
    const perPage = 10;
    const shown = perPage + reference.full.length + reference.closed.length;
    expect(shown).toBeLessThan(open / 2);
    const raising = await inFundraising();
    for (const sort of ['imbal_hasil', 'terbaru', 'dayleft'] as const) {
      const query = projectPageQuery({ lenderId: id, now: t.clock.now() }, { sort }, 1, perPage);
      const compiled = query.compile(t.database.db);
      // Other lenders' holds summed in one scan of the active ones, not once per project.
      const holds = await rowsRead(t.database.db, compiled, 'bookings');
      expect(holds.loops, holds.scans.join(', ')).toBeLessThanOrEqual(1);
      const read = await rowsRead(t.database.db, compiled, 'projects');
      // The ENDED projects not at all: the unfinished ones' index entries (to find the full and
      // closed lists), those in fundraising as index entries (their status decides the count and
      // the order; the index carries all it needs) and the shown ones' rows.
      expect(read.rows, read.scans.join(', ')).toBeLessThanOrEqual(open + raising + shown);
      expect(read.tableRows, read.scans.join(', ')).toBeLessThanOrEqual(shown);
    }
  });
});
