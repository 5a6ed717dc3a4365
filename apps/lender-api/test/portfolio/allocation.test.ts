// getPortfolioAllocation: the lender's money from the ledger — wallet, reserved by a withdrawal and
// invested — with invested split by stage, akad and sector; every split sums to invested and the
// total equals home's Total Aset.
import { randomUUID } from 'node:crypto';
import {
  ErrorResponse,
  GetPortfolioAllocationResponse,
  PortfolioResponse,
} from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout } from '../../src/modules/funding/index.ts';
import { audit, money, newLender } from '../helpers/money-helpers.ts';
import {
  api,
  createTestApp,
  expectBody,
  get,
  post,
  TestClock,
  type TestApp,
} from '../helpers/test-app.ts';
import { lenderWithAccount, requestPayout } from '../withdrawal/payout-helpers.ts';

// Monday 1 June 2026, 12:00 in Jakarta: the test projects raise funds until 30 June.
const clock = new TestClock(Date.parse('2026-06-01T05:00:00Z'));
const PRICE = 1_000_000;
let t: TestApp;

async function insertProject(
  nama: string,
  kategori: 'properti' | 'modal_kerja',
  akad: 'Murabahah' | 'Mudharabah',
): Promise<number> {
  const row = await money(t)
    .insertInto('projects')
    .values({
      nama,
      alamat: 'Jl. Uji No. 1, Depok',
      kategori,
      akad,
      imbal_hasil: 12,
      harga_paket: PRICE,
      total_paket: 100_000,
      tenor: 12,
      payout_interval: 1,
      tgl_mulai_penggalangan: '2026-05-01',
      tgl_selesai_penggalangan: '2026-06-30',
      tgl_mulai: '2026-07-01',
      tgl_selesai: '2027-07-01',
      image_url: '/api/files/projects/uji/utama.jpg',
      deskripsi: '<p>Uji</p>',
      legalitas: '<p>Uji</p>',
      pemilik: '<p>Uji</p>',
      simulasi: '<p>Uji</p>',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function fund(lenderId: number, projectId: number, paket: number) {
  const answer = await checkout(
    { db: money(t), lang: 'en', lenderId, now: clock.now(), idempotencyKey: randomUUID() },
    { id_proyek: projectId, paket },
  );
  if (!answer.id_pendanaan) throw new Error(`checkout refused: ${answer.error}`);
}

/** Moves a project along its life by stage events (the only way its stage changes). */
async function moveStage(projectId: number, from: string, to: string) {
  await money(t)
    .insertInto('project_stage_events')
    .values({
      project_id: projectId,
      from_stage: from,
      to_stage: to,
      at: clock.now(),
      cause: 'uji',
    })
    .execute();
}

async function allocation(token: string) {
  const response = await get(t.app, api('/v1/lender/portfolio/allocation'), { token, lang: 'en' });
  expect(response.statusCode).toBe(200);
  return expectBody(GetPortfolioAllocationResponse, response).data;
}

async function homeTotals(token: string) {
  const home = await post(t.app, api('/newProfile/homeLogin'), undefined, { token, lang: 'en' });
  return expectBody(PortfolioResponse, home).data.rekening;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

describe('getPortfolioAllocation', () => {
  it('answers 401 without a session', async () => {
    const response = await get(t.app, api('/v1/lender/portfolio/allocation'), { lang: 'en' });
    expect(response.statusCode).toBe(401);
    expectBody(ErrorResponse, response);
  });

  it('is all zeros, every stage, akad and sector listed, for a lender with nothing', async () => {
    const lender = await newLender(t);
    expect(await allocation(lender.token)).toEqual({
      total: 0,
      available: 0,
      reserved: 0,
      invested: 0,
      by_stage: [
        { stage: 'fundraising', amount: 0 },
        { stage: 'funded', amount: 0 },
        { stage: 'running', amount: 0 },
        { stage: 'late', amount: 0 },
      ],
      by_akad: [
        { akad: 'Murabahah', amount: 0 },
        { akad: 'Mudharabah', amount: 0 },
      ],
      by_sector: [
        { sector: 'properti', amount: 0 },
        { sector: 'modal_kerja', amount: 0 },
      ],
    });
  });

  it('splits a lender’s money with a late project by stage, akad and sector; parts sum to the totals', async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const raising = await insertProject(`Uji Alokasi Galang ${suffix}`, 'properti', 'Murabahah');
    const funded = await insertProject(`Uji Alokasi Penuh ${suffix}`, 'properti', 'Mudharabah');
    const running = await insertProject(`Uji Alokasi Jalan ${suffix}`, 'modal_kerja', 'Murabahah');
    const late = await insertProject(`Uji Alokasi Telat ${suffix}`, 'modal_kerja', 'Mudharabah');
    const repaid = await insertProject(`Uji Alokasi Lunas ${suffix}`, 'properti', 'Murabahah');
    const lender = await lenderWithAccount(t, 30 * PRICE, '77');
    await fund(lender.id, raising, 1);
    await fund(lender.id, funded, 2);
    await fund(lender.id, running, 3);
    await fund(lender.id, late, 4);
    await fund(lender.id, repaid, 5);
    await moveStage(funded, 'fundraising', 'funded');
    for (const id of [running, late, repaid]) await moveStage(id, 'fundraising', 'running');
    await moveStage(late, 'running', 'late');
    // A repaid project's money is no longer invested: its stage is not counted.
    await moveStage(repaid, 'running', 'repaid');
    await requestPayout(t, lender, 1_500_000);

    const data = await allocation(lender.token);
    // 30 000 000 topped up − 15 packages funded − 1 500 000 reserved for the withdrawal.
    expect(data).toEqual({
      total: 30_000_000 - 5 * PRICE,
      available: 13_500_000,
      reserved: 1_500_000,
      invested: 10 * PRICE,
      by_stage: [
        { stage: 'fundraising', amount: 1 * PRICE },
        { stage: 'funded', amount: 2 * PRICE },
        { stage: 'running', amount: 3 * PRICE },
        { stage: 'late', amount: 4 * PRICE },
      ],
      by_akad: [
        { akad: 'Murabahah', amount: 4 * PRICE },
        { akad: 'Mudharabah', amount: 6 * PRICE },
      ],
      by_sector: [
        { sector: 'properti', amount: 3 * PRICE },
        { sector: 'modal_kerja', amount: 7 * PRICE },
      ],
    });
    const sum = (parts: { amount: number }[]) =>
      parts.reduce((total, part) => total + part.amount, 0);
    for (const split of [data.by_stage, data.by_akad, data.by_sector])
      expect(sum(split)).toBe(data.invested);
    expect(data.total).toBe(data.available + data.reserved + data.invested);
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });

  it('equals home’s balances for a lender whose projects all run', async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const project = await insertProject(`Uji Alokasi Rumah ${suffix}`, 'properti', 'Murabahah');
    const lender = await newLender(t, { topUp: 8 * PRICE });
    await fund(lender.id, project, 3);
    await moveStage(project, 'fundraising', 'running');
    const data = await allocation(lender.token);
    const home = await homeTotals(lender.token);
    expect(data.total).toBe(home.total_aset);
    expect(data.available).toBe(home.dana_tersedia);
    expect(data.reserved).toBe(home.dicadangkan_penarikan);
    expect(data.invested).toBe(home.dana_teralokasi);
    expect(data.by_stage[2]).toEqual({ stage: 'running', amount: 3 * PRICE });
  });
});
