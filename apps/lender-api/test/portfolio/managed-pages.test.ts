import { ListManagedFundingsResponse, ValidationErrorResponse } from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGED_PAGE_SIZE, managedPageQuery } from '../../src/modules/portfolio/index.ts';
import { jakartaDate } from '../../src/shared/ledger/ledger.ts';
import { api, createTestApp, expectBody, post, type TestApp } from '../helpers/test-app.ts';
import { money, newLender } from '../helpers/money-helpers.ts';
import { growPlatform, rowsRead } from '../helpers/plan-rows.ts';

/**
 * Manage Funding of a lender spread over 500 projects, one page at a time: the first page is small
 * whatever the lender holds, each list's total comes with every page, and walking the pages gives
 * the whole list once, in order. The page statement reads the lender's fundings' projects only (rows
 * counted by the database, `EXPLAIN ANALYZE`), never the platform's other projects.
 */
const FUNDINGS = 500;
const ENDED_PROJECTS = 4000;
const LIST = '/newPendanaan/listKelolaInvestasiNewNew';
let t: TestApp;
let lender: { id: number; token: string };
/** The lender's open fundings, newest first (the order Manage Funding promises). */
let newestFirst: number[];

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
    ended: ENDED_PROJECTS,
    open: FUNDINGS,
    fundings: FUNDINGS,
    lender: username,
    prefix: 'Halaman',
  });
  const rows = await money(t)
    .selectFrom('fundings')
    .select('id')
    .where('lender_id', '=', lender.id)
    .where('status', '=', 1)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  newestFirst = rows.map((row) => row.id);
}, 180_000);
afterAll(async () => {
  await t.close();
});

const list = (query = '', token = lender.token) =>
  post(t.app, api(`${LIST}${query ? `?${query}` : ''}`), undefined, { token });

async function page(query: string) {
  return expectBody(ListManagedFundingsResponse, await list(query));
}

describe('Manage Funding pages of a lender with 500 fundings', () => {
  it('answers an old client (no parameters) the first page of each list, under 20 kB, with every total', async () => {
    const response = await list();
    const body = expectBody(ListManagedFundingsResponse, response);
    expect(Buffer.byteLength(response.body)).toBeLessThanOrEqual(20_000);
    expect(body.meta).toEqual({
      page: 1,
      per_page: MANAGED_PAGE_SIZE,
      total: {
        dataProyekAktif: FUNDINGS,
        dataProyekFull: 0,
        dataProyekClosed: 0,
        dataProyekSelesai: 0,
      },
    });
    expect(body.dataProyekAktif.map((f) => f.id)).toEqual(newestFirst.slice(0, MANAGED_PAGE_SIZE));
    // Every funding on the active list is the active project's (status 1 by the same rule as SQL's).
    expect(new Set(body.dataProyekAktif.map((f) => f.status_proyek))).toEqual(new Set([1]));
  });

  it.each([50, 23])(
    'gives the whole list once, newest first, page after page of %i',
    async (perPage) => {
      const seen: number[] = [];
      for (let n = 1; ; n += 1) {
        const body = await page(`tab=aktif&page=${n}&per_page=${perPage}`);
        expect(body.meta).toMatchObject({ page: n, per_page: perPage });
        expect(body.meta.total.dataProyekAktif).toBe(FUNDINGS);
        // Only the list asked for is filled.
        expect(body.dataProyekFull).toEqual([]);
        expect(body.dataProyekSelesai).toEqual([]);
        if (body.dataProyekAktif.length === 0) break;
        expect(body.dataProyekAktif.length).toBeLessThanOrEqual(perPage);
        seen.push(...body.dataProyekAktif.map((f) => f.id));
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(newestFirst);
    },
    120_000,
  );

  it('pages every list alike when no tab is named', async () => {
    const all = await page('page=3&per_page=7');
    const one = await page('tab=aktif&page=3&per_page=7');
    expect(all.dataProyekAktif.map((f) => f.id)).toEqual(newestFirst.slice(14, 21));
    expect(all.dataProyekAktif).toEqual(one.dataProyekAktif);
  });

  it('answers one funding by its id or project, with the totals of every list', async () => {
    const id = newestFirst[321]!;
    const byId = await page(`id=${id}`);
    expect(byId.dataProyekAktif.map((f) => f.id)).toEqual([id]);
    expect(byId.meta.total.dataProyekAktif).toBe(FUNDINGS);
    const byProject = await page(`proyek_id=${byId.dataProyekAktif[0]!.proyek_id}`);
    expect(byProject.dataProyekAktif.map((f) => f.id)).toEqual([id]);
    // Another lender's funding is not answered to this one.
    const other = await newLender(t);
    const foreign = expectBody(ListManagedFundingsResponse, await list(`id=${id}`, other.token));
    expect(foreign.dataProyekAktif).toEqual([]);
    expect(foreign.meta.total.dataProyekAktif).toBe(0);
  });

  it('refuses bad paging with 422 and the reason', async () => {
    for (const query of [
      'page=0',
      'page=-1',
      'page=abc',
      'page=1.5',
      'per_page=0',
      'per_page=51',
      'tab=semua',
      'id=0',
      'colour=red',
    ]) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(422);
      const body = expectBody(ValidationErrorResponse, response);
      expect(JSON.stringify(body), query).toMatch(/page|per_page|tab|id|colour/);
    }
  });

  it("reads the lender's fundings' projects only, never the platform's others", async () => {
    const query = managedPageQuery(lender.id, t.clock.now(), { tab: 'aktif' }).compile(money(t));
    const projects = await rowsRead(t.database.db, query, 'projects');
    // 4,500 projects on the platform: only the 500 funded ones are read, by their key.
    expect(projects.rows, projects.scans.join(', ')).toBeLessThanOrEqual(FUNDINGS);
  });
});
