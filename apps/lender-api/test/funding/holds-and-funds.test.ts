import {
  AddFundsResponse,
  CheckoutProjectResponse,
  GetBookingDetailResponse,
  ListManagedFundingsResponse,
  TakeFundsResponse,
  UpdateBookingResponse,
} from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  expectBody,
  get,
  moneyKey,
  post,
  type TestApp,
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
const checkout = (token: string, id: number, paket: number) =>
  post(
    t.app,
    api('/newProyek/checkout_new'),
    { id_proyek: id, paket },
    { token, headers: moneyKey() },
  );
const addFunds = (token: string, id: number, paket: number) =>
  post(
    t.app,
    api('/newPendanaan/tambah-pendanaan-new'),
    { id_pendanaan: id, paket },
    { token, headers: moneyKey() },
  );
const takeFunds = (token: string, id: number, paket: number) =>
  post(
    t.app,
    api('/newPendanaan/ambil-pendanaan'),
    { id_pendanaan: id, paket },
    { token, headers: moneyKey() },
  );
/** The lender's funding `id` in the managed fundings list, with the list it is in. */
async function managed(token: string, id: number) {
  const lists = expectBody(
    ListManagedFundingsResponse,
    await post(t.app, api('/newPendanaan/listKelolaInvestasiNewNew'), undefined, { token }),
  );
  for (const list of ['dataProyekAktif', 'dataProyekFull', 'dataProyekClosed'] as const) {
    const item = lists[list].find((funding) => funding.id === id);
    if (item) return { list, item };
  }
  throw new Error(`funding ${id} not listed`);
}
const hold = (token: string, id: number, paket: number) =>
  post(t.app, HOLD, { id_proyek: id, paket, is_booking: true }, { token, headers: moneyKey() });

/** The shared demo project with `left` packages left and no active holds. */
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

/** Another active project than `id`, with its price. */
async function otherActiveProject(id: number) {
  const row = await money(t)
    .selectFrom('projects')
    .select(['id', 'harga_paket'])
    .where('nama', '=', 'Modal Kerja Bengkel Las dan Fabrikasi Cikarang')
    .executeTakeFirstOrThrow();
  if (row.id === id) throw new Error('two different projects expected');
  return { id: row.id, harga: Number(row.harga_paket) };
}

describe('holds and add/take funds', () => {
  it("add funds consumes the lender's own hold: the packages count once, for others and for the lender's balance", async () => {
    const { id, harga } = await projectWithFreeSlots(6);
    const other = await otherActiveProject(id);
    // Enough for 1 + 3 packages of the project and 1 package of the other project, not one rupiah more.
    const a = await newLender(t, { topUp: 4 * harga + other.harga });
    const b = await newLender(t, { topUp: 50_000_000 });

    const bought = expectBody(CheckoutProjectResponse, await checkout(a.token, id, 1));
    if (bought.id_pendanaan === undefined) throw new Error('checkout failed');
    const held = expectBody(UpdateBookingResponse, await hold(a.token, id, 3));
    const added = expectBody(AddFundsResponse, await addFunds(a.token, bought.id_pendanaan, 3));
    expect(added.success).toBe('Berhasil Menambah Pendanaan');

    // The hold became the funding (consumed, like at checkout).
    const read = expectBody(
      GetBookingDetailResponse,
      await get(t.app, api(`/booking-pendanaan/detail/${held.data.docToken}`), { token: a.token }),
    );
    expect(read.data).toMatchObject({ is_booking: false, status: 3 });

    // 6 − 4 funded = 2 packages left for another lender (the held 3 are not counted again).
    expect(expectBody(CheckoutProjectResponse, await checkout(b.token, id, 2)).success).toBe(
      'Berhasil Checkout Pendanaan',
    );

    // The spent packages no longer hold A's balance: the rest covers a package of another project.
    expect((await balances(t, a.id)).available).toBe(other.harga);
    const second = await hold(a.token, other.id, 1);
    expect(second.statusCode).toBe(200);
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });

  it("other lenders' holds do not stop a lender taking their own funds back", async () => {
    const { id, harga } = await projectWithFreeSlots(4);
    const a = await newLender(t, { topUp: 10_000_000 });
    const b = await newLender(t, { topUp: 10_000_000 });
    const bought = expectBody(CheckoutProjectResponse, await checkout(a.token, id, 2));
    if (bought.id_pendanaan === undefined) throw new Error('checkout failed');
    // B holds the 2 packages left: for A the project now looks full.
    expectBody(UpdateBookingResponse, await hold(b.token, id, 2));
    // The list says so, and says too that taking funds back is still open (the web offers it).
    const listed = await managed(a.token, bought.id_pendanaan);
    expect(listed.list).toBe('dataProyekFull');
    expect(listed.item).toMatchObject({ status_proyek: 3, bisa_ambil_dana: true });

    const taken = expectBody(TakeFundsResponse, await takeFunds(a.token, bought.id_pendanaan, 1));
    expect(taken).toEqual({
      success: 'Dana anda berhasil ditarik ke DANA TERSEDIA',
      nominal: harga,
      id_pendanaan: bought.id_pendanaan,
    });
    expect(await balances(t, a.id)).toMatchObject({ invested: harga });
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });

  it('a project full by sales closes taking funds back, and the list says so', async () => {
    const { id } = await projectWithFreeSlots(2);
    const a = await newLender(t, { topUp: 10_000_000 });
    const bought = expectBody(CheckoutProjectResponse, await checkout(a.token, id, 2));
    if (bought.id_pendanaan === undefined) throw new Error('checkout failed');

    const listed = await managed(a.token, bought.id_pendanaan);
    expect(listed.list).toBe('dataProyekFull');
    expect(listed.item).toMatchObject({ status_proyek: 3, bisa_ambil_dana: false });
    const refused = expectBody(TakeFundsResponse, await takeFunds(a.token, bought.id_pendanaan, 1));
    expect(refused).toEqual({
      error: 'Dana hanya dapat ditarik selama penggalangan dana proyek berlangsung',
    });
  });
});
