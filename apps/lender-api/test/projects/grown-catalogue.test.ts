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
 * than a page. The project list answers as before and reads only the projects not finished today —
 * the rows its statement reads are counted by the database (`EXPLAIN ANALYZE`), so the test does not
 * depend on the machine's speed: a list that reads every project (no index on the end date, or a
 * subquery over every project) fails it.
 */
const ENDED = 1500;
const OPEN = 60;
let t: TestApp;
let today: string;
beforeAll(async () => {
  t = await createTestApp();
  today = jakartaDate(t.clock.now());
  await growPlatform(t.database.db, { today, ended: ENDED, open: OPEN, prefix: 'Katalog' });
}, 120_000);
afterAll(async () => {
  await t.close();
});

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

  it('reads only the projects not finished today, never the ended ones', async () => {
    const { id } = await newLender(t);
    const open = await unfinished();
    expect(open).toBeLessThan(ENDED / 10);
    for (const sort of ['imbal_hasil', 'terbaru', 'dayleft'] as const) {
      const query = projectPageQuery({ lenderId: id, now: t.clock.now() }, { sort }, 1, 10);
      const read = await rowsRead(t.database.db, query.compile(t.database.db), 'projects');
      // Each unfinished project once (its status decides the lists and the count); the ended ones
      // (ENDED of them) not at all.
      expect(read.rows, read.scans.join(', ')).toBeLessThanOrEqual(open);
    }
  });
});
