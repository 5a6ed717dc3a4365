import { createHash } from 'node:crypto';
import {
  CheckoutProjectResponse,
  ListProjectsResponse,
  TakeFundsResponse,
} from '@pendana/api-sdk/zod';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, jakartaDate } from '../../src/shared/ledger/ledger.ts';
import {
  projectItem,
  projectLists,
  type ProjectSearch,
} from '../../src/modules/projects/project-lists.ts';
import {
  api,
  createTestApp,
  expectBody,
  post,
  type TestApp,
  moneyKey,
} from '../helpers/test-app.ts';
import { money, newLender } from '../helpers/money-helpers.ts';

/**
 * `listAll` pages the active list in the database (`projectPage`), the lists read the
 * stored image reference (migration 0190) and the packages funded kept on the project (migration 0191).
 * The reference for every answer is `projectLists` (the JavaScript filter and sort the route used
 * before) on the same data.
 */

let t: TestApp;
const EXTRA = 23;
beforeAll(async () => {
  t = await createTestApp();
  // More active projects than a page, with equal rates and equal end dates so the tie-breaks count.
  const today = jakartaDate(t.clock.now());
  await money(t)
    .insertInto('projects')
    .values(
      Array.from({ length: EXTRA }, (_, i) => ({
        nama: `Proyek Halaman ${i}`,
        alamat: `Jl. Uji No. ${i}`,
        kategori: 'properti' as const,
        akad: i % 3 === 0 ? ('Mudharabah' as const) : ('Murabahah' as const),
        imbal_hasil: [12, 13.5, 14][i % 3] ?? 12,
        harga_paket: 1_000_000,
        total_paket: 100,
        paket_awal: i,
        tenor: 12,
        tgl_mulai_penggalangan: addDays(today, -1),
        tgl_selesai_penggalangan: addDays(today, 5 + (i % 4)),
        tgl_mulai: addDays(today, 10),
        tgl_selesai: addMonths(addDays(today, 10), 12),
        image_url: `data:image/svg+xml;base64,${Buffer.from(`<svg id="${i}"/>`).toString('base64')}`,
        deskripsi: '<p>x</p>',
        legalitas: '<p>x</p>',
        pemilik: '<p>x</p>',
        simulasi: '<p>x</p>',
      })),
    )
    .execute();
});
afterAll(async () => {
  await t.close();
});

describe('project list pages (listAll)', () => {
  const searches: ProjectSearch[] = [
    {},
    { sort: 'imbal_hasil' },
    { sort: 'terbaru' },
    { sort: 'dayleft' },
    { akad: 'Mudharabah' },
    { akad: 'Murabahah', sort: 'dayleft' },
  ];
  for (const search of searches) {
    it(`pages the active list like the JavaScript reference: ${JSON.stringify(search)}`, async () => {
      const { id, token } = await newLender(t);
      const reference = await projectLists(money(t), { lenderId: id, now: t.clock.now() }, search);
      const today = reference.today;
      expect(reference.active.length).toBeGreaterThan(7);
      const perPage = 7;
      const pages = Math.ceil(reference.active.length / perPage);
      const seen = [];
      // One page past the end: no rows, the same total.
      for (let page = 1; page <= pages + 1; page += 1) {
        const answer = expectBody(
          ListProjectsResponse,
          await post(
            t.app,
            api('/newProyek/v2/listAll'),
            { ...search, page, per_page: perPage },
            { token },
          ),
        );
        expect(answer.meta).toEqual({
          page,
          per_page: perPage,
          total: reference.active.length,
          totalPage: pages,
        });
        expect(answer.dataProyekFull).toEqual(reference.full.map((p) => projectItem(p, today)));
        expect(answer.dataProyekClosed).toEqual(reference.closed.map((p) => projectItem(p, today)));
        if (page > pages) expect(answer.dataProyekAktif).toEqual([]);
        seen.push(...answer.dataProyekAktif);
      }
      expect(seen).toEqual(reference.active.map((p) => projectItem(p, today)));
    });
  }

  it('reads the stored image reference: a newly written image has its hash, a changed one a new hash', async () => {
    const { token } = await newLender(t);
    const image = `data:image/svg+xml;base64,${Buffer.from('<svg id="baru"/>').toString('base64')}`;
    const project = await money(t)
      .updateTable('projects')
      .set({ image_url: image })
      .where('nama', '=', 'Proyek Halaman 1')
      .returning('id')
      .executeTakeFirstOrThrow();
    const md5 = (value: string) => createHash('md5').update(value, 'utf8').digest('hex');
    const listed = async () => {
      const answer = expectBody(
        ListProjectsResponse,
        await post(t.app, api('/newProyek/v2/listAll'), { per_page: 50 }, { token }),
      );
      return answer.dataProyekAktif.find((p) => p.id === project.id)?.image_url;
    };
    expect(await listed()).toBe(`/api/v1/media/${md5(image)}.svg`);
    const media = await t.app.inject({ method: 'GET', url: `/api/v1/media/${md5(image)}.svg` });
    expect(media.statusCode).toBe(200);
    expect(media.body).toBe('<svg id="baru"/>');
    // Another value: the reference follows on write; a URL passes through unchanged.
    await money(t)
      .updateTable('projects')
      .set({ image_url: 'https://cdn.pendana.test/a.png' })
      .where('id', '=', project.id)
      .execute();
    expect(await listed()).toBe('https://cdn.pendana.test/a.png');
  });

  it('keeps the packages funded on the project equal to the sum of its fundings through checkout and take funds', async () => {
    const { token } = await newLender(t, { topUp: 50_000_000 });
    const project = await money(t)
      .selectFrom('projects')
      .select('id')
      .where('nama', '=', 'Proyek Halaman 2')
      .executeTakeFirstOrThrow();
    const mismatches = async () =>
      (
        await sql<{ id: number }>`
          select p.id from projects p
          where p.paket_didanai <> coalesce((select sum(f.jumlah_paket) from fundings f where f.project_id = p.id), 0)`.execute(
          t.database.db,
        )
      ).rows;
    // The seed's fundings are counted by the migration's backfill and the trigger.
    expect(await mismatches()).toEqual([]);
    const checkout = expectBody(
      CheckoutProjectResponse,
      await post(
        t.app,
        api('/newProyek/checkout_new'),
        { id_proyek: project.id, paket: 5 },
        { token, headers: moneyKey() },
      ),
    );
    expect(checkout.success).toBeDefined();
    const funded = async () =>
      (
        await money(t)
          .selectFrom('projects')
          .select('paket_didanai')
          .where('id', '=', project.id)
          .executeTakeFirstOrThrow()
      ).paket_didanai;
    expect(await funded()).toBe(5);
    const taken = expectBody(
      TakeFundsResponse,
      await post(
        t.app,
        api('/newPendanaan/ambil-pendanaan'),
        { id_pendanaan: checkout.id_pendanaan, paket: 2 },
        { token, headers: moneyKey() },
      ),
    );
    expect(taken.success).toBeDefined();
    expect(await funded()).toBe(3);
    expect(await mismatches()).toEqual([]);
  });
});
