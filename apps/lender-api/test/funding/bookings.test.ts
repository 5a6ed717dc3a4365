import {
  CheckoutProjectResponse,
  ErrorResponse,
  GetBookingDetailResponse,
  GetProjectDetailResponse,
  ListManagedFundingsResponse,
  ListProjectsResponse,
  ListSimulationProjectsResponse,
  TakeFundsResponse,
  UpdateBookingResponse,
  ValidationErrorResponse,
} from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../src/shared/session/tokens.ts';
import {
  api,
  createTestApp,
  expectBody,
  get,
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

const HOLD = api('/booking-pendanaan/update-isbooking');
const detail = (token: string, docToken: string, lang: 'id' | 'en' = 'id') =>
  get(t.app, api(`/booking-pendanaan/detail/${encodeURIComponent(docToken)}`), { token, lang });
const checkout = (token: string, id: number, paket: number) =>
  post(
    t.app,
    api('/newProyek/checkout_new'),
    { id_proyek: id, paket },
    { token, headers: moneyKey() },
  );

/** The shared demo project with `left` packages left and no holds from earlier tests. */
async function projectWithFreeSlots(left: number) {
  const project = await projectWithSlotsLeft(t, left);
  await money(t)
    .withTables<{ bookings: { project_id: number; status: number } }>()
    .updateTable('bookings')
    .set({ status: 8 })
    .where('project_id', '=', project.id)
    .where('status', '=', 2)
    .execute();
  return project;
}

/** A new session for a lender (test sessions last 24 hours of the test clock). */
async function freshSession(lenderId: number): Promise<string> {
  const token = newToken();
  const now = t.clock.now();
  await money(t)
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      lender_id: lenderId,
      created_at: now,
      expires_at: new Date(now.getTime() + 86_400_000),
    })
    .execute();
  return token;
}

async function heldRows(projectId: number) {
  return money(t)
    .withTables<{ bookings: { project_id: number; status: number; paket: number } }>()
    .selectFrom('bookings')
    .select(['status', 'paket'])
    .where('project_id', '=', projectId)
    .execute();
}

describe('bookings (booking-pendanaan)', () => {
  it('holds packages for 24 hours without moving money; other lenders see fewer packages; the holder checks out', async () => {
    const { id, harga } = await projectWithFreeSlots(5);
    const a = await newLender(t, { topUp: 10_000_000 });
    const b = await newLender(t, { topUp: 10_000_000 });
    const before = await balances(t, a.id);

    const held = expectBody(
      UpdateBookingResponse,
      await post(
        t.app,
        HOLD,
        { id_proyek: id, paket: 3, is_booking: true },
        { token: a.token, headers: moneyKey() },
      ),
    );
    expect(held.message).toBe('Paket berhasil dipesan');
    expect(held.data).toMatchObject({
      id_proyek: id,
      paket: 3,
      jumlah_investasi: 3 * harga,
      is_booking: true,
      status: 2,
    });
    expect(held.data.docToken).toMatch(new RegExp(`^BK-${id}-${a.id}-[0-9a-f]{12}$`));
    expect(held.data.expired_at).toMatch(/\+07:00$/);
    const lifetime = Date.parse(held.data.expired_at) - t.clock.now().getTime();
    expect(Math.abs(lifetime - 24 * 3_600_000)).toBeLessThan(1_000);
    // A hold moves no money.
    expect(await balances(t, a.id)).toEqual(before);

    const read = expectBody(GetBookingDetailResponse, await detail(a.token, held.data.docToken));
    expect(read.data).toEqual(held.data);

    // Another lender: 2 packages are left for them, not 5.
    expect(expectBody(CheckoutProjectResponse, await checkout(b.token, id, 3))).toEqual({
      error: 'Sisa paket proyek ini tinggal 2',
    });
    const bOk = expectBody(CheckoutProjectResponse, await checkout(b.token, id, 2));
    expect(bOk.success).toBeDefined();
    const bHold = await post(
      t.app,
      HOLD,
      { id_proyek: id, paket: 1, is_booking: true },
      {
        token: b.token,
        lang: 'en',
        headers: moneyKey(),
      },
    );
    expect(bHold.statusCode).toBe(409);
    expect(expectBody(ErrorResponse, bHold).message).toBe('The project is fully funded');

    // The holder's checkout uses the held packages and consumes the hold.
    const aOk = expectBody(CheckoutProjectResponse, await checkout(a.token, id, 3));
    expect(aOk.success).toBe('Berhasil Checkout Pendanaan');
    const consumed = expectBody(
      GetBookingDetailResponse,
      await detail(a.token, held.data.docToken),
    );
    expect(consumed.data).toMatchObject({ is_booking: false, status: 3 });
    expect((await balances(t, a.id)).invested).toBe(before.invested + 3 * harga);
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });

  it("shows other lenders' active holds as taken in the lists and detail, like checkout; released and lapsed holds do not count", async () => {
    const { id } = await projectWithFreeSlots(7);
    const a = await newLender(t, { topUp: 50_000_000 });
    const b = await newLender(t, { topUp: 50_000_000 });
    // B owns one package: 6 are left.
    const bFunding = expectBody(CheckoutProjectResponse, await checkout(b.token, id, 1));
    if (bFunding.id_pendanaan === undefined) throw new Error('checkout failed');

    /** What a lender sees of the project in every list and the detail (they must agree). */
    async function seen(token: string) {
      const all = expectBody(
        ListProjectsResponse,
        await post(t.app, api('/newProyek/v2/listAll'), { per_page: 50 }, { token }),
      );
      const inList = (list: { id: number }[]) => list.some((p) => p.id === id);
      const item = [...all.dataProyekAktif, ...all.dataProyekFull, ...all.dataProyekClosed].find(
        (p) => p.id === id,
      );
      if (!item) throw new Error('project not listed');
      const detailData = expectBody(
        GetProjectDetailResponse,
        await post(t.app, api('/newProyek/detil'), { id_proyek: id }, { token }),
      ).data;
      const simulation = expectBody(
        ListSimulationProjectsResponse,
        await post(t.app, api('/newSimulation/listAll'), {}, { token }),
      );
      const simItem = [
        ...simulation.dataProyekAktif,
        ...simulation.dataProyekFull,
        ...simulation.dataProyekClosed,
      ].find((p) => p.id === id);
      for (const other of [detailData, simItem]) {
        expect(other).toMatchObject({
          sisa_paket: item.sisa_paket,
          status: item.status,
          terkumpul: item.terkumpul,
        });
      }
      return {
        sisa: item.sisa_paket,
        status: item.status,
        terkumpul: item.terkumpul,
        list: inList(all.dataProyekAktif) ? 'aktif' : inList(all.dataProyekFull) ? 'full' : 'other',
      };
    }

    expect(await seen(b.token)).toMatchObject({ sisa: 6, status: 1, list: 'aktif' });
    const before = await seen(a.token);
    expect(before).toMatchObject({ sisa: 6, status: 1 });

    // A holds 4: B sees 2 left; A still sees 6 (the own hold is A's to buy: A's checkout consumes it).
    expectBody(
      UpdateBookingResponse,
      await post(
        t.app,
        HOLD,
        { id_proyek: id, paket: 4, is_booking: true },
        { token: a.token, headers: moneyKey() },
      ),
    );
    const bSees = await seen(b.token);
    expect(bSees).toMatchObject({ sisa: 2, status: 1, list: 'aktif' });
    expect(bSees.terkumpul).toBeGreaterThan(before.terkumpul);
    expect(await seen(a.token)).toEqual(before);
    // What B sees is what B's checkout enforces.
    expect(expectBody(CheckoutProjectResponse, await checkout(b.token, id, 3))).toEqual({
      error: 'Sisa paket proyek ini tinggal 2',
    });

    // Released: B sees 6 again.
    await post(
      t.app,
      HOLD,
      { id_proyek: id, paket: 4, is_booking: false },
      { token: a.token, headers: moneyKey() },
    );
    expect(await seen(b.token)).toMatchObject({ sisa: 6, status: 1, list: 'aktif' });

    // A holds everything left: for B the project is full (status 3, 100 %, in the full list, and
    // B's funding of it is under full projects); for A it is still active with 6 packages.
    expectBody(
      UpdateBookingResponse,
      await post(
        t.app,
        HOLD,
        { id_proyek: id, paket: 6, is_booking: true },
        { token: a.token, headers: moneyKey() },
      ),
    );
    expect(await seen(b.token)).toEqual({ sisa: 0, status: 3, terkumpul: 100, list: 'full' });
    expect(await seen(a.token)).toMatchObject({ sisa: 6, status: 1, list: 'aktif' });
    expect(expectBody(CheckoutProjectResponse, await checkout(b.token, id, 1))).toEqual({
      error: 'Proyek Sudah Penuh',
    });
    const managed = expectBody(
      ListManagedFundingsResponse,
      await post(t.app, api('/newPendanaan/listKelolaInvestasiNewNew'), {}, { token: b.token }),
    );
    expect(managed.dataProyekFull.map((f) => f.id)).toContain(bFunding.id_pendanaan);
    expect(managed.dataProyekFull.find((f) => f.id === bFunding.id_pendanaan)?.status_proyek).toBe(
      3,
    );
    // Take funds judges the project by its sold packages: A's hold does not stop B taking funds back.
    const take = expectBody(
      TakeFundsResponse,
      await post(
        t.app,
        api('/newPendanaan/ambil-pendanaan'),
        { id_pendanaan: bFunding.id_pendanaan, paket: 1 },
        { token: b.token, headers: moneyKey() },
      ),
    );
    expect(take.success).toBeDefined();
    expect(take.error).toBeUndefined();

    // Lapsed after 24 hours: B sees the 7 packages (B's one taken back) again.
    t.clock.advanceMinutes(24 * 60 + 1);
    expect(await seen(await freshSession(b.id))).toMatchObject({
      sisa: 7,
      status: 1,
      list: 'aktif',
    });
  });

  it('releases a hold (status 8) and answers 404 when there is none to release', async () => {
    const { id } = await projectWithFreeSlots(10);
    const a = await newLender(t, { topUp: 5_000_000 });
    const held = expectBody(
      UpdateBookingResponse,
      await post(
        t.app,
        HOLD,
        { id_proyek: id, paket: 2, is_booking: true },
        { token: a.token, headers: moneyKey() },
      ),
    );
    // A second hold on the same project replaces the package count of the active one.
    const changed = expectBody(
      UpdateBookingResponse,
      await post(
        t.app,
        HOLD,
        { id_proyek: id, paket: 4, is_booking: true },
        { token: a.token, headers: moneyKey() },
      ),
    );
    expect(changed.data.docToken).toBe(held.data.docToken);
    expect(changed.data.paket).toBe(4);
    expect(changed.data.expired_at).toBe(held.data.expired_at);
    const released = expectBody(
      UpdateBookingResponse,
      await post(
        t.app,
        HOLD,
        { id_proyek: id, paket: 4, is_booking: false },
        { token: a.token, lang: 'en', headers: moneyKey() },
      ),
    );
    expect(released.message).toBe('The hold was released');
    expect(released.data).toMatchObject({ is_booking: false, status: 8, paket: 4 });
    const again = await post(
      t.app,
      HOLD,
      { id_proyek: id, paket: 4, is_booking: false },
      {
        token: a.token,
        headers: moneyKey(),
      },
    );
    expect(again.statusCode).toBe(404);
    expect(expectBody(ErrorResponse, again).message).toBe(
      'Tidak ada pesanan paket aktif untuk proyek ini.',
    );
  });

  it('a hold lapses after 24 hours (status 4) and its packages are free again', async () => {
    const { id } = await projectWithFreeSlots(2);
    const a = await newLender(t, { topUp: 5_000_000 });
    const b = await newLender(t, { topUp: 5_000_000 });
    const held = expectBody(
      UpdateBookingResponse,
      await post(
        t.app,
        HOLD,
        { id_proyek: id, paket: 2, is_booking: true },
        { token: a.token, headers: moneyKey() },
      ),
    );
    expect(expectBody(CheckoutProjectResponse, await checkout(b.token, id, 1)).error).toBe(
      'Proyek Sudah Penuh',
    );
    t.clock.advanceMinutes(24 * 60 + 1);
    const aToken = await freshSession(a.id);
    const lapsed = expectBody(GetBookingDetailResponse, await detail(aToken, held.data.docToken));
    expect(lapsed.data).toMatchObject({ is_booking: false, status: 4 });
    const bToken = await freshSession(b.id);
    expect(
      expectBody(CheckoutProjectResponse, await checkout(bToken, id, 2)).success,
    ).toBeDefined();
  });

  it('refuses a hold the available balance cannot cover (counting other active holds), and closed projects', async () => {
    const { id, harga } = await projectWithFreeSlots(50);
    const poor = await newLender(t);
    const refused = await post(
      t.app,
      HOLD,
      { id_proyek: id, paket: 1, is_booking: true },
      {
        token: poor.token,
        headers: moneyKey(),
      },
    );
    expect(refused.statusCode).toBe(409);
    expect(expectBody(ErrorResponse, refused).message).toBe(
      'Maaf Dana Anda Tidak Mencukupi. Silahkan Top up terlebih dahulu',
    );

    const lists = expectBody(
      ListProjectsResponse,
      await post(t.app, api('/newProyek/v2/listAll'), { per_page: 50 }, { token: poor.token }),
    );
    const other = lists.dataProyekAktif.find((p) => p.id !== id && p.sisa_paket >= 2);
    if (!other) throw new Error('the seed has more than one active project');
    // Enough for 2 packages of each project, minus one rupiah: the second hold must count the first.
    const some = await newLender(t, { topUp: 2 * harga + 2 * other.harga_paket - 1 });
    expectBody(
      UpdateBookingResponse,
      await post(
        t.app,
        HOLD,
        { id_proyek: id, paket: 2, is_booking: true },
        { token: some.token, headers: moneyKey() },
      ),
    );
    const second = await post(
      t.app,
      HOLD,
      { id_proyek: other.id, paket: 2, is_booking: true },
      { token: some.token, headers: moneyKey() },
    );
    expect(second.statusCode).toBe(409);

    const closed = lists.dataProyekClosed[0];
    if (!closed) throw new Error('the seed has closed projects');
    const rich = await newLender(t, { topUp: 50_000_000 });
    const closedHold = await post(
      t.app,
      HOLD,
      { id_proyek: closed.id, paket: 1, is_booking: true },
      { token: rich.token, lang: 'en', headers: moneyKey() },
    );
    expect(closedHold.statusCode).toBe(409);
    expect(expectBody(ErrorResponse, closedHold).message).toBe(
      'Fundraising for this project has ended',
    );
  });

  it('is idempotent: one key, one hold, replayed as such; no key, no hold', async () => {
    const { id } = await projectWithFreeSlots(10);
    const a = await newLender(t, { topUp: 5_000_000 });
    const send = (headers: Record<string, string> = {}) =>
      post(t.app, HOLD, { id_proyek: id, paket: 1, is_booking: true }, { token: a.token, headers });
    const [first, second] = await Promise.all([
      send({ 'idempotency-key': 'hold-1' }),
      send({ 'idempotency-key': 'hold-1' }),
    ]);
    expect(expectBody(UpdateBookingResponse, first)).toEqual(
      expectBody(UpdateBookingResponse, second),
    );
    expect(
      [first, second].map((response) => response.headers['idempotency-replayed']).sort(),
    ).toEqual(['true', undefined]);
    expect((await send()).statusCode).toBe(400);
    const again = await send({ 'idempotency-key': 'hold-1' });
    expect(again.headers['idempotency-replayed']).toBe('true');
    const replay = expectBody(UpdateBookingResponse, again);
    expect(replay.data.docToken).toBe(expectBody(UpdateBookingResponse, first).data.docToken);
    expect((await heldRows(id)).filter((row) => row.status === 2)).toHaveLength(1);
    const reused = await post(
      t.app,
      HOLD,
      { id_proyek: id, paket: 2, is_booking: true },
      {
        token: a.token,
        headers: { 'idempotency-key': 'hold-1' },
      },
    );
    expect(reused.statusCode).toBe(422);
    expect(Object.keys(expectBody(ValidationErrorResponse, reused).errors)).toEqual([
      'Idempotency-Key',
    ]);
  });

  it('30 simultaneous holds of one package with 5 left: exactly 5 succeed, the rest get 409', async () => {
    const { id } = await projectWithFreeSlots(5);
    const lenders = await Promise.all(
      Array.from({ length: 30 }, () => newLender(t, { topUp: 5_000_000 })),
    );
    const answers = await Promise.all(
      lenders.map((lender) =>
        post(
          t.app,
          HOLD,
          { id_proyek: id, paket: 1, is_booking: true },
          { token: lender.token, headers: moneyKey() },
        ),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(25);
    for (const r of refused)
      expect(expectBody(ErrorResponse, r).message).toBe('Proyek Sudah Penuh');
    const rows = await heldRows(id);
    expect(rows.filter((row) => row.status === 2).reduce((sum, row) => sum + row.paket, 0)).toBe(5);
  });

  it("keeps bookings private: another lender's token is a 404; no session is a 401", async () => {
    const { id } = await projectWithFreeSlots(10);
    const a = await newLender(t, { topUp: 5_000_000 });
    const b = await newLender(t, { topUp: 5_000_000 });
    const held = expectBody(
      UpdateBookingResponse,
      await post(
        t.app,
        HOLD,
        { id_proyek: id, paket: 1, is_booking: true },
        { token: a.token, headers: moneyKey() },
      ),
    );
    const leak = await detail(b.token, held.data.docToken);
    expect(leak.statusCode).toBe(404);
    expectBody(ErrorResponse, leak);
    // B cannot release A's hold either: B has none on this project.
    const release = await post(
      t.app,
      HOLD,
      { id_proyek: id, paket: 1, is_booking: false },
      {
        token: b.token,
        headers: moneyKey(),
      },
    );
    expect(release.statusCode).toBe(404);
    expect(
      expectBody(GetBookingDetailResponse, await detail(a.token, held.data.docToken)).data
        .is_booking,
    ).toBe(true);

    for (const response of [
      await get(t.app, api(`/booking-pendanaan/detail/${held.data.docToken}`)),
      await post(t.app, HOLD, { id_proyek: id, paket: 1, is_booking: true }),
    ]) {
      expect(response.statusCode).toBe(401);
      expectBody(ErrorResponse, response);
    }
  });

  it('answers bad input with 4xx', async () => {
    const a = await newLender(t, { topUp: 5_000_000 });
    for (const body of [
      { id_proyek: 1, paket: 0, is_booking: true },
      { id_proyek: 'x', paket: 1, is_booking: true },
      { id_proyek: 1, paket: 1, is_booking: 'yes' },
      { id_proyek: 1, paket: 1 },
    ]) {
      const response = await post(t.app, HOLD, body, { token: a.token, headers: moneyKey() });
      expect(response.statusCode).toBe(422);
      expectBody(ValidationErrorResponse, response);
    }
    const unknownProject = await post(
      t.app,
      HOLD,
      { id_proyek: 99_999_999_999, paket: 1, is_booking: true },
      { token: a.token, headers: moneyKey() },
    );
    expect(unknownProject.statusCode).toBe(404);
    // Longer than the contract's 100 characters: Fastify refuses the path parameter (414).
    const longToken = await detail(a.token, 'x'.repeat(101));
    expect(longToken.statusCode).toBe(414);
    expectBody(ErrorResponse, longToken);
    const missing = await detail(a.token, 'BK-1-1-000000000000');
    expect(missing.statusCode).toBe(404);
  });
});
