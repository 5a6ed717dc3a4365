import { GetPortfolioResponse, ListManagedFundingsResponse } from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_FUNDINGS, homeQuery } from '../../src/modules/portfolio/portfolio.ts';
import { jakartaDate } from '../../src/shared/ledger/ledger.ts';
import { api, createTestApp, expectBody, post, type TestApp } from '../helpers/test-app.ts';
import { money, newLender } from '../helpers/money-helpers.ts';
import { growPlatform, rowsRead } from '../helpers/plan-rows.ts';

/**
 * Home is a summary: the balances, the count of open fundings and the newest few of them. A lender
 * spread over many projects gets an answer of the same size as one with a few fundings, every figure
 * still over all of them, and the statement reads the shown fundings' projects only (rows counted by
 * the database, `EXPLAIN ANALYZE`: independent of the machine's speed). Counting the open fundings
 * still reads one index entry or row per funding of the lender.
 */
const FUNDINGS = 40;
let t: TestApp;
let lender: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  lender = await newLender(t);
  const { username } = await money(t)
    .selectFrom('lenders')
    .select('username')
    .where('id', '=', lender.id)
    .executeTakeFirstOrThrow();
  await growPlatform(t.database.db, {
    today: jakartaDate(t.clock.now()),
    // A catalogue with history: the plan must not read the projects by scanning them all.
    ended: 1500,
    open: FUNDINGS,
    fundings: FUNDINGS,
    lender: username,
    prefix: 'Beranda',
  });
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function home(token: string) {
  return expectBody(
    GetPortfolioResponse,
    await post(t.app, api('/newProfile/homeLogin'), undefined, { token }),
  ).data;
}

describe('home of a lender with many fundings', () => {
  it('shows the newest fundings, counts them all and keeps every figure over all of them', async () => {
    const data = await home(lender.token);
    const managed = expectBody(
      ListManagedFundingsResponse,
      // One page holds them all (Manage Funding is paged; 50 is its largest page).
      await post(t.app, api('/newPendanaan/listKelolaInvestasiNewNew?per_page=50'), undefined, {
        token: lender.token,
      }),
    );
    const open = [
      ...managed.dataProyekAktif,
      ...managed.dataProyekFull,
      ...managed.dataProyekClosed,
    ];
    expect(open).toHaveLength(FUNDINGS);
    expect(data.jumlah_pendanaan).toBe(FUNDINGS);
    expect(data.pendanaan).toHaveLength(HOME_FUNDINGS);
    // The newest first: the grower funds one project a minute, the last one newest.
    const newest = await money(t)
      .selectFrom('fundings')
      .select('id')
      .where('lender_id', '=', lender.id)
      .where('status', '=', 1)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(HOME_FUNDINGS)
      .execute();
    expect(data.pendanaan.map((f) => f.id)).toEqual(newest.map((f) => f.id));
    // Dana Teralokasi and the total funded are over every open funding, not the ones shown.
    const allocated = open.reduce((sum, f) => sum + f.total_dana, 0);
    expect(data.rekening.dana_teralokasi).toBe(allocated);
    expect(data.rekening.total_pendanaan).toBe(allocated);
    expect(data.rekening.total_aset).toBe(
      data.rekening.dana_tersedia + data.rekening.dicadangkan_penarikan + allocated,
    );
    expect(JSON.stringify(data).length).toBeLessThan(10_000);
  });

  it('a lender without fundings: an empty list and a count of 0', async () => {
    const { token } = await newLender(t);
    const data = await home(token);
    expect(data.pendanaan).toEqual([]);
    expect(data.jumlah_pendanaan).toBe(0);
  });

  it("reads the shown fundings' projects only", async () => {
    const query = homeQuery(money(t), lender.id, t.clock.now()).compile();
    const projects = await rowsRead(t.database.db, query, 'projects');
    expect(projects.rows, projects.scans.join(', ')).toBeLessThanOrEqual(HOME_FUNDINGS);
  });
});
