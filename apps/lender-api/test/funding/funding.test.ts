import {
  AddFundsResponse,
  CheckoutProjectResponse,
  ErrorResponse,
  GetPortfolioResponse,
  GetProjectDetailResponse,
  ListFundedProjectsResponse,
  ListFeaturedProjectsResponse,
  ListManagedFundingsResponse,
  ListProjectsResponse,
  ListTransactionsResponse,
  TakeFundsResponse,
  ValidationErrorResponse,
} from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  expectBody,
  loginAs,
  post,
  type TestApp,
  moneyKey,
} from '../helpers/test-app.ts';
import {
  audit,
  balances,
  money,
  newLender,
  projectWithSlotsLeft,
} from '../helpers/money-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function projectIdByName(nama: string): Promise<number> {
  const row = await money(t)
    .selectFrom('projects')
    .select('id')
    .where('nama', '=', nama)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('projects', () => {
  it('lists ≥ 40 seeded projects in every state (finished ones are not listed), paged and filtered', async () => {
    const { token } = await newLender(t);
    expect(
      Number(
        (
          await money(t)
            .selectFrom('projects')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBeGreaterThanOrEqual(40);
    const all = expectBody(
      ListProjectsResponse,
      await post(t.app, api('/newProyek/v2/listAll'), { per_page: 50 }, { token }),
    );
    expect(all.dataProyekAktif.length).toBe(16);
    // 8 of the 44 project seeds, the history lender's late and defaulted projects (sold out, not
    // yet at their end; its repaid one is past its end, so finished and not listed), and the two
    // notification lenders' running projects (`demo.kabar`, `demo.kabar2`).
    expect(all.dataProyekFull.length).toBe(12);
    expect(all.dataProyekClosed.length).toBe(10);
    expect(all.meta).toEqual({ page: 1, per_page: 50, total: 16, totalPage: 1 });
    expect(
      all.dataProyekAktif.every((p) => p.status === 1 && p.dayleft > 0 && p.sisa_paket > 0),
    ).toBe(true);
    expect(
      all.dataProyekFull.every((p) => p.status === 3 && p.sisa_paket === 0 && p.terkumpul === 100),
    ).toBe(true);
    expect(all.dataProyekClosed.every((p) => p.status === 2 && p.dayleft === 0)).toBe(true);
    const rates = all.dataProyekAktif.map((p) => p.imbal_hasil);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    // The amount a project needs is its package price times the packages it offers (the table's
    // own columns, not a figure derived from the answer).
    const stored = new Map(
      (
        await money(t).selectFrom('projects').select(['id', 'harga_paket', 'total_paket']).execute()
      ).map((row) => [row.id, Number(row.harga_paket) * row.total_paket]),
    );
    for (const p of [...all.dataProyekAktif, ...all.dataProyekFull, ...all.dataProyekClosed])
      expect(p.total_need, p.nama).toBe(stored.get(p.id));

    const page2 = expectBody(
      ListProjectsResponse,
      await post(t.app, api('/newProyek/v2/listAll'), { page: 2, per_page: 10 }, { token }),
    );
    expect(page2.dataProyekAktif.length).toBe(6);
    expect(page2.meta).toEqual({ page: 2, per_page: 10, total: 16, totalPage: 2 });

    const mudharabah = expectBody(
      ListProjectsResponse,
      await post(
        t.app,
        api('/newProyek/v2/listAll'),
        { akad: 'Mudharabah', keyword: 'modal kerja' },
        { token },
      ),
    );
    const listed = [
      ...mudharabah.dataProyekAktif,
      ...mudharabah.dataProyekFull,
      ...mudharabah.dataProyekClosed,
    ];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((p) => p.akad === 'Mudharabah' && /modal kerja/i.test(p.nama))).toBe(true);

    const bad = await post(
      t.app,
      api('/newProyek/v2/listAll'),
      { per_page: 500, sort: 'x' },
      { token },
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(expectBody(ValidationErrorResponse, bad).errors).sort()).toEqual([
      'per_page',
      'sort',
    ]);
  });

  it('features at most 3 projects per state', async () => {
    const { token } = await newLender(t);
    const featured = expectBody(
      ListFeaturedProjectsResponse,
      await post(t.app, api('/newProyek/list'), undefined, { token }),
    );
    expect(featured.dataProyekAktif.length).toBe(3);
    expect(featured.dataProyekFull.length).toBe(3);
    expect(featured.dataProyekClosed.length).toBe(3);
  });

  it('answers a project detail with the caller balance, 404 for an unknown id and 422 for a bad one', async () => {
    const { token } = await newLender(t, { topUp: 2_500_000 });
    const id = await projectIdByName('Cluster Syariah Bukit Hijau Sawangan');
    const detail = expectBody(
      GetProjectDetailResponse,
      await post(t.app, api('/newProyek/detil'), { id_proyek: id }, { token }),
    );
    expect(detail.data).toMatchObject({
      id,
      akad: 'Murabahah',
      status: 1,
      tidak_teralokasi: 2_500_000,
    });
    expect(detail.data.semua_gambar.length).toBe(3);
    expect(detail.data.deskripsi).toContain('Murabahah');
    const stranger = await newLender(t);
    const noWallet = expectBody(
      GetProjectDetailResponse,
      await post(t.app, api('/newProyek/detil'), { id_proyek: id }, { token: stranger.token }),
    );
    expect(noWallet.data.tidak_teralokasi).toBeNull();
    for (const unknown of [999_999, 99_999_999_999]) {
      const missing = await post(t.app, api('/newProyek/detil'), { id_proyek: unknown }, { token });
      expect(missing.statusCode).toBe(404);
      expectBody(ErrorResponse, missing);
    }
    const huge = await post(
      t.app,
      api('/newProyek/checkout_new'),
      { id_proyek: 99_999_999_999, paket: 1 },
      { token, headers: moneyKey() },
    );
    expect(huge.statusCode).toBe(404);
    for (const path of ['/newPendanaan/tambah-pendanaan-new', '/newPendanaan/ambil-pendanaan']) {
      expect(
        (
          await post(
            t.app,
            api(path),
            { id_pendanaan: 99_999_999_999, paket: 1 },
            { token, headers: moneyKey() },
          )
        ).statusCode,
      ).toBe(404);
    }
    expect(
      (
        await post(
          t.app,
          api('/v1/lender/imbal_hasil_pendanaan'),
          { pendanaan_id: 99_999_999_999 },
          { token },
        )
      ).statusCode,
    ).toBe(404);
    const bad = await post(t.app, api('/newProyek/detil'), { id_proyek: 'abc' }, { token });
    expect(bad.statusCode).toBe(422);
  });
});

describe('checkout, add funds, take funds', () => {
  it('checks out from the available balance through balanced ledger entries', async () => {
    const lender = await newLender(t, { topUp: 10_000_000 });
    const id = await projectIdByName('Renovasi Ruko Pasar Baru Bekasi Blok C');
    const ok = expectBody(
      CheckoutProjectResponse,
      await post(
        t.app,
        api('/newProyek/checkout_new'),
        { id_proyek: id, paket: 4 },
        { token: lender.token, headers: moneyKey() },
      ),
    );
    expect(ok).toMatchObject({
      success: 'Berhasil Checkout Pendanaan',
      jumlah_investasi: 2_000_000,
    });
    expect(ok.id_pendanaan).toBeGreaterThan(0);
    expect(await balances(t, lender.id)).toEqual({
      available: 8_000_000,
      invested: 2_000_000,
      pendingWithdrawal: 0,
    });
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });

    const tooMuch = expectBody(
      CheckoutProjectResponse,
      await post(
        t.app,
        api('/newProyek/checkout_new'),
        { id_proyek: id, paket: 17 },
        { token: lender.token, lang: 'en', headers: moneyKey() },
      ),
    );
    expect(tooMuch).toEqual({
      error: 'Sorry, your available funds are not enough. Please top up first',
    });
    const tooMuchId = expectBody(
      CheckoutProjectResponse,
      await post(
        t.app,
        api('/newProyek/checkout_new'),
        { id_proyek: id, paket: 17 },
        { token: lender.token, headers: moneyKey() },
      ),
    );
    expect(tooMuchId).toEqual({
      error: 'Maaf Dana Anda Tidak Mencukupi. Silahkan Top up terlebih dahulu',
    });
    expect((await balances(t, lender.id)).available).toBe(8_000_000);
  });

  it('refuses closed, full and finished projects and more packages than are left', async () => {
    const lender = await newLender(t, { topUp: 100_000_000 });
    const answer = async (nama: string, paket = 1) =>
      expectBody(
        CheckoutProjectResponse,
        await post(
          t.app,
          api('/newProyek/checkout_new'),
          { id_proyek: await projectIdByName(nama), paket },
          { token: lender.token, headers: moneyKey() },
        ),
      );
    expect(await answer('Modal Kerja Furnitur Jepara untuk Ekspor')).toEqual({
      error: 'Penggalangan Dana Proyek Sudah Selesai',
    });
    expect(await answer('Perumahan Grand Cendana Balikpapan')).toEqual({
      error: 'Proyek Sudah Penuh',
    });
    expect(await answer('Perumahan Griya Harmoni Sidoarjo')).toEqual({ error: 'Proyek Tutup' });
    const { id } = await projectWithSlotsLeft(t, 3);
    const over = expectBody(
      CheckoutProjectResponse,
      await post(
        t.app,
        api('/newProyek/checkout_new'),
        { id_proyek: id, paket: 4 },
        { token: lender.token, headers: moneyKey() },
      ),
    );
    expect(over).toEqual({ error: 'Sisa paket proyek ini tinggal 3' });
    expect((await balances(t, lender.id)).available).toBe(100_000_000);
    const missing = await post(
      t.app,
      api('/newProyek/checkout_new'),
      { id_proyek: 999_999, paket: 1 },
      { token: lender.token, headers: moneyKey() },
    );
    expect(missing.statusCode).toBe(404);
    const bad = await post(
      t.app,
      api('/newProyek/checkout_new'),
      { id_proyek: id, paket: 0 },
      { token: lender.token, headers: moneyKey() },
    );
    expect(bad.statusCode).toBe(422);
  });

  it('200 simultaneous checkouts of one package with 10 slots left: exactly 10 succeed', async () => {
    const { id, harga } = await projectWithSlotsLeft(t, 10);
    const lenders = await Promise.all(
      Array.from({ length: 20 }, () => newLender(t, { topUp: 20_000_000 })),
    );
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const lender = lenders[i % lenders.length];
        if (!lender) throw new Error('no lender');
        return post(
          t.app,
          api('/newProyek/checkout_new'),
          { id_proyek: id, paket: 1 },
          { token: lender.token, headers: { 'idempotency-key': `race-${i}` } },
        ).then((response) => ({ lender, body: expectBody(CheckoutProjectResponse, response) }));
      }),
    );
    const won = answers.filter((a) => a.body.success);
    const lost = answers.filter((a) => a.body.error);
    expect(won.length).toBe(10);
    expect(lost.length).toBe(190);
    expect(new Set(lost.map((a) => a.body.error))).toEqual(new Set(['Proyek Sudah Penuh']));
    for (const lender of lenders) {
      const wins = won.filter((a) => a.lender === lender).length;
      expect(await balances(t, lender.id)).toEqual({
        available: 20_000_000 - wins * harga,
        invested: wins * harga,
        pendingWithdrawal: 0,
      });
    }
    const sold = await money(t)
      .selectFrom('fundings')
      .select((eb) => eb.fn.sum<number>('jumlah_paket').as('n'))
      .where('project_id', '=', id)
      .where(
        'lender_id',
        'in',
        lenders.map((l) => l.id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(sold.n)).toBe(10);
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });

  it('moves money once per idempotency key, and never without a key', async () => {
    const lender = await newLender(t, { topUp: 10_000_000 });
    const id = await projectIdByName('Modal Kerja Katering Sehat Surabaya');
    const send = (body: object, key?: string) =>
      post(t.app, api('/newProyek/checkout_new'), body, {
        token: lender.token,
        ...(key ? { headers: { 'idempotency-key': key } } : {}),
      });
    const first = expectBody(
      CheckoutProjectResponse,
      await send({ id_proyek: id, paket: 2 }, 'klik-1'),
    );
    const again = expectBody(
      CheckoutProjectResponse,
      await send({ id_proyek: id, paket: 2 }, 'klik-1'),
    );
    expect(again).toEqual(first);
    expect((await balances(t, lender.id)).invested).toBe(1_000_000);
    const reused = await send({ id_proyek: id, paket: 3 }, 'klik-1');
    expect(reused.statusCode).toBe(422);
    expect(Object.keys(expectBody(ValidationErrorResponse, reused).errors)).toEqual([
      'Idempotency-Key',
    ]);
    expect((await send({ id_proyek: id, paket: 1 }, 'bad key with spaces')).statusCode).toBe(400);

    // No header: both equal calls are refused; two keys are two fundings of the same body.
    const [a, b] = await Promise.all([
      send({ id_proyek: id, paket: 1 }),
      send({ id_proyek: id, paket: 1 }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([400, 400]);
    expectBody(ErrorResponse, a);
    expect((await balances(t, lender.id)).invested).toBe(1_000_000);
    expectBody(CheckoutProjectResponse, await send({ id_proyek: id, paket: 1 }, 'klik-2'));
    expectBody(CheckoutProjectResponse, await send({ id_proyek: id, paket: 1 }, 'klik-3'));
    expect((await balances(t, lender.id)).invested).toBe(2_000_000);
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });

  it("adds and takes funds of the caller's own funding only", async () => {
    const owner = await newLender(t, { topUp: 5_000_000 });
    const other = await newLender(t, { topUp: 5_000_000 });
    const id = await projectIdByName('Modal Kerja Bengkel Las dan Fabrikasi Cikarang');
    const bought = expectBody(
      CheckoutProjectResponse,
      await post(
        t.app,
        api('/newProyek/checkout_new'),
        { id_proyek: id, paket: 2 },
        { token: owner.token, headers: moneyKey() },
      ),
    );
    const fundingId = bought.id_pendanaan ?? 0;
    const added = expectBody(
      AddFundsResponse,
      await post(
        t.app,
        api('/newPendanaan/tambah-pendanaan-new'),
        { id_pendanaan: fundingId, paket: 1 },
        { token: owner.token, headers: moneyKey() },
      ),
    );
    // Same project, same day: merged into the same funding row.
    expect(added).toEqual({
      success: 'Berhasil Menambah Pendanaan',
      nominal: 1_000_000,
      id_pendanaan: fundingId,
    });
    const tooMany = expectBody(
      TakeFundsResponse,
      await post(
        t.app,
        api('/newPendanaan/ambil-pendanaan'),
        { id_pendanaan: fundingId, paket: 4 },
        { token: owner.token, headers: moneyKey() },
      ),
    );
    expect(tooMany).toEqual({
      error: 'Jumlah paket yang ingin anda tarik melebihi jumlah yang ada di proyek anda',
    });
    const taken = expectBody(
      TakeFundsResponse,
      await post(
        t.app,
        api('/newPendanaan/ambil-pendanaan'),
        { id_pendanaan: fundingId, paket: 1 },
        { token: owner.token, headers: moneyKey() },
      ),
    );
    expect(taken).toEqual({
      success: 'Dana anda berhasil ditarik ke DANA TERSEDIA',
      nominal: 1_000_000,
      id_pendanaan: fundingId,
    });
    expect(await balances(t, owner.id)).toEqual({
      available: 3_000_000,
      invested: 2_000_000,
      pendingWithdrawal: 0,
    });
    for (const path of ['/newPendanaan/tambah-pendanaan-new', '/newPendanaan/ambil-pendanaan']) {
      const foreign = await post(
        t.app,
        api(path),
        { id_pendanaan: fundingId, paket: 1 },
        { token: other.token, headers: moneyKey() },
      );
      expect(foreign.statusCode).toBe(404);
      expectBody(ErrorResponse, foreign);
    }
    expect(await balances(t, other.id)).toEqual({
      available: 5_000_000,
      invested: 0,
      pendingWithdrawal: 0,
    });
    expect(await balances(t, owner.id)).toEqual({
      available: 3_000_000,
      invested: 2_000_000,
      pendingWithdrawal: 0,
    });
  });
});

describe('managed fundings, portfolio and transactions', () => {
  it('shows the demo lender money bought through the seeded ledger, with paid and upcoming yield', async () => {
    const token = await loginAs(t.app, 'demo.individu');
    const history = expectBody(
      ListTransactionsResponse,
      await post(t.app, api('/newRekening/v2/mutasi'), { per_page: 100 }, { token }),
    );
    const sum = (kategori: string) =>
      history.data
        .filter((row) => row.kategori === kategori)
        .reduce((total, row) => total + row.nominal, 0);
    expect(sum('topup')).toBe(60_000_000);
    expect(sum('imbal_hasil')).toBeGreaterThan(0);
    expect(history.data.filter((row) => row.kategori === 'pendanaan')).toHaveLength(4);
    expect(history.data.every((row) => row.status === 3)).toBe(true);
    const dates = history.data.map((row) => row.tanggal);
    expect(dates).toEqual([...dates].sort().reverse());

    const home = expectBody(
      GetPortfolioResponse,
      await post(t.app, api('/newProfile/homeLogin'), undefined, { token }),
    );
    expect(home.data.rekening.total_aset).toBe(60_000_000 + sum('imbal_hasil'));
    expect(home.data.rekening.bagi_hasil).toBe(sum('imbal_hasil'));
    expect(
      home.data.rekening.dana_tersedia +
        home.data.rekening.dicadangkan_penarikan +
        home.data.rekening.dana_teralokasi,
    ).toBe(home.data.rekening.total_aset);
    expect(home.data.rekening.dana_teralokasi).toBe(sum('pendanaan'));
    expect(home.data.pendanaan.length).toBe(4);
    const managed = expectBody(
      ListManagedFundingsResponse,
      await post(t.app, api('/newPendanaan/listKelolaInvestasiNewNew'), undefined, { token }),
    );
    // Earlier tests may have sold out one of the demo's projects: it then moves to dataProyekFull.
    const open = [
      ...managed.dataProyekAktif,
      ...managed.dataProyekFull,
      ...managed.dataProyekClosed,
    ];
    expect(open.length).toBe(4);
    expect(managed.dataProyekClosed.length).toBeGreaterThanOrEqual(1);
    expect(open.every((f) => f.total_dana === f.harga_paket * f.jumlah_paket)).toBe(true);
    expect(open.reduce((total, f) => total + f.nominal_awal, 0)).toBe(
      home.data.rekening.dana_teralokasi,
    );

    const topups = expectBody(
      ListTransactionsResponse,
      await post(
        t.app,
        api('/newRekening/v2/mutasi'),
        { kategori: 'topup', per_page: 1 },
        { token },
      ),
    );
    expect(topups.data).toHaveLength(1);
    expect(topups.meta).toMatchObject({ total: 2, totalPage: 2 });
    expect(
      (await post(t.app, api('/newRekening/v2/mutasi'), { kategori: 'hadiah' }, { token }))
        .statusCode,
    ).toBe(422);
  });

  it("never shows one lender's fundings or transactions to another", async () => {
    const a = await newLender(t, { topUp: 3_000_000 });
    const b = await newLender(t);
    const id = await projectIdByName('Perumahan Villa Tembalang Asri Semarang');
    await post(
      t.app,
      api('/newProyek/checkout_new'),
      { id_proyek: id, paket: 1 },
      { token: a.token, headers: moneyKey() },
    );
    const bHome = expectBody(
      GetPortfolioResponse,
      await post(t.app, api('/newProfile/homeLogin'), undefined, { token: b.token }),
    );
    expect(bHome.data.pendanaan).toEqual([]);
    expect(bHome.data.rekening).toEqual({
      total_aset: 0,
      dana_tersedia: 0,
      dicadangkan_penarikan: 0,
      dana_teralokasi: 0,
      bagi_hasil: 0,
      total_pendanaan: 0,
    });
    const bList = expectBody(
      ListManagedFundingsResponse,
      await post(t.app, api('/newPendanaan/listKelolaInvestasiNewNew'), undefined, {
        token: b.token,
      }),
    );
    expect(bList).toEqual({
      dataProyekAktif: [],
      dataProyekFull: [],
      dataProyekClosed: [],
      dataProyekSelesai: [],
      meta: {
        page: 1,
        per_page: 10,
        total: { dataProyekAktif: 0, dataProyekFull: 0, dataProyekClosed: 0, dataProyekSelesai: 0 },
      },
    });
    const bHistory = expectBody(
      ListTransactionsResponse,
      await post(t.app, api('/newRekening/v2/mutasi'), {}, { token: b.token }),
    );
    expect(bHistory.data).toEqual([]);
    const aHistory = expectBody(
      ListTransactionsResponse,
      await post(t.app, api('/newRekening/v2/mutasi'), {}, { token: a.token }),
    );
    expect(aHistory.meta.total).toBe(2);
    const aFunded = expectBody(
      ListFundedProjectsResponse,
      await post(t.app, api('/newProfile/ListProyekFunded'), undefined, { token: a.token }),
    );
    expect(aFunded.data).toHaveLength(1);
    expect(aFunded.data[0]).toMatchObject({
      proyek_id: id,
      nominal_awal: 1_000_000,
      total_dana: 1_000_000,
      status_proyek: 1,
    });
    const bFunded = expectBody(
      ListFundedProjectsResponse,
      await post(t.app, api('/newProfile/ListProyekFunded'), undefined, { token: b.token }),
    );
    expect(bFunded.data).toEqual([]);
  });
});
