// getFundingConcentration: the lender's principal per project from the ledger, the largest project's
// share in basis points (rounded down), the configured threshold, and one project's amount on request.
import { randomUUID } from 'node:crypto';
import {
  ErrorResponse,
  GetFundingConcentrationResponse,
  PortfolioResponse,
  ValidationErrorResponse,
} from '@pendana/api-sdk/zod';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { checkout } from '../../src/modules/funding/index.ts';
import { concentrationOf, shareBps } from '../../src/modules/portfolio/concentration.ts';
import { audit, money, newLender } from '../helpers/money-helpers.ts';
import {
  api,
  createTestApp,
  expectBody,
  get,
  moneyKey,
  post,
  TestClock,
  type TestApp,
} from '../helpers/test-app.ts';

// Monday 1 June 2026, 12:00 in Jakarta: the test projects raise funds until 30 June.
const clock = new TestClock(Date.parse('2026-06-01T05:00:00Z'));
const PRICE = 1_000_000;
let t: TestApp;
const projects: number[] = [];

async function insertProject(nama: string): Promise<number> {
  const row = await money(t)
    .insertInto('projects')
    .values({
      nama,
      alamat: 'Jl. Uji No. 1, Depok',
      kategori: 'properti',
      akad: 'Murabahah',
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
  return answer.id_pendanaan;
}

async function concentration(token: string, query = '') {
  const response = await get(t.app, api(`/v1/lender/portfolio/concentration${query}`), {
    token,
    lang: 'en',
  });
  expect(response.statusCode).toBe(200);
  return expectBody(GetFundingConcentrationResponse, response).data;
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

beforeAll(async () => {
  t = await createTestApp({ clock });
  const suffix = Math.random().toString(36).slice(2, 8);
  for (const name of ['Alfa', 'Bravo', 'Charlie'])
    projects.push(await insertProject(`Uji Konsentrasi ${name} ${suffix}`));
});
afterAll(async () => {
  await t.close();
});

describe('shareBps', () => {
  it('is the share in basis points rounded down, and null with nothing to divide', () => {
    expect(shareBps(1, 3)).toBe(3333); // 33.33… %
    expect(shareBps(2, 3)).toBe(6666); // 66.66… % rounds down, never up to 6667
    expect(shareBps(5, 5)).toBe(10_000);
    expect(shareBps(0, 0)).toBeNull();
    // Past 2^53 the product is still exact: Rp 1 trillion of Rp 3 trillion.
    expect(shareBps(1_000_000_000_000, 3_000_000_000_000)).toBe(3333);
  });

  it('for any amounts: share × invested ≤ largest × 10 000 < (share + 1) × invested', () => {
    const amounts = fc.array(fc.integer({ min: 1, max: 10_000_000_000_000 }), { maxLength: 12 });
    fc.assert(
      fc.property(amounts, (list) => {
        const projectsOf = list.map((amount, index) => ({
          id_proyek: index + 1,
          nama_proyek: `P${index + 1}`,
          amount,
        }));
        const result = concentrationOf(projectsOf);
        const invested = list.reduce((sum, amount) => sum + amount, 0);
        expect(result.invested).toBe(invested);
        if (list.length === 0) {
          expect(result).toEqual({ invested: 0, largest: null, share_bps: null });
          return;
        }
        const largest = Math.max(...list);
        expect(result.largest?.amount).toBe(largest);
        // The first project with the largest amount.
        expect(result.largest?.id_proyek).toBe(list.indexOf(largest) + 1);
        const share = BigInt(result.share_bps!);
        const whole = BigInt(invested);
        expect(share * whole <= BigInt(largest) * 10_000n).toBe(true);
        expect(BigInt(largest) * 10_000n < (share + 1n) * whole).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('getFundingConcentration', () => {
  it('answers 401 without a session', async () => {
    const response = await get(t.app, api('/v1/lender/portfolio/concentration'), { lang: 'en' });
    expect(response.statusCode).toBe(401);
    expect(expectBody(ErrorResponse, response).message).toBe(
      'Your session has ended. Please log in again.',
    );
  });

  it('refuses a project id that is not a whole number with 422', async () => {
    const lender = await newLender(t);
    const response = await get(t.app, api('/v1/lender/portfolio/concentration?id_proyek=abc'), {
      token: lender.token,
      lang: 'en',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(expectBody(ValidationErrorResponse, response).errors ?? {})).toEqual([
      'id_proyek',
    ]);
  });

  it('has no share while nothing is invested (no division by zero), and the default threshold', async () => {
    const lender = await newLender(t, { topUp: 5_000_000 });
    expect(await concentration(lender.token)).toEqual({
      invested: 0,
      largest: null,
      share_bps: null,
      threshold_bps: 2000,
      project: null,
    });
    expect((await concentration(lender.token, `?id_proyek=${projects[0]}`)).project).toEqual({
      id_proyek: projects[0],
      amount: 0,
    });
  });

  it('adds up a project’s fundings, counts added and taken-back packages, and equals Dana Teralokasi', async () => {
    const [alfa, bravo, charlie] = projects as [number, number, number];
    const lender = await newLender(t, { topUp: 50_000_000 });
    const first = await fund(lender.id, alfa, 3);
    await fund(lender.id, bravo, 4);
    await fund(lender.id, charlie, 2);
    // Add 2 to Alfa, then take 1 back from Bravo: Alfa 5, Bravo 3, Charlie 2 → 10 000 000.
    const added = await post(
      t.app,
      api('/newPendanaan/tambah-pendanaan-new'),
      { id_pendanaan: first, paket: 2 },
      { token: lender.token, lang: 'en', headers: moneyKey() },
    );
    expect(added.json()).toMatchObject({ success: 'Funding added' });
    const bravoFunding = await money(t)
      .selectFrom('fundings')
      .select('id')
      .where('lender_id', '=', lender.id)
      .where('project_id', '=', bravo)
      .executeTakeFirstOrThrow();
    const taken = await post(
      t.app,
      api('/newPendanaan/ambil-pendanaan'),
      { id_pendanaan: bravoFunding.id, paket: 1 },
      { token: lender.token, lang: 'en', headers: moneyKey() },
    );
    expect(taken.json()).toMatchObject({
      success: 'Your funds were moved back to AVAILABLE FUNDS',
    });

    const data = await concentration(lender.token, `?id_proyek=${bravo}`);
    expect(data).toEqual({
      invested: 10 * PRICE,
      largest: { id_proyek: alfa, nama_proyek: expect.stringContaining('Alfa'), amount: 5 * PRICE },
      share_bps: 5000,
      threshold_bps: 2000,
      project: { id_proyek: bravo, amount: 3 * PRICE },
    });
    const home = await post(t.app, api('/newProfile/homeLogin'), undefined, {
      token: lender.token,
      lang: 'en',
    });
    expect(expectBody(PortfolioResponse, home).data.rekening.dana_teralokasi).toBe(data.invested);
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
  });

  it('counts running and late projects, not a repaid one', async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const running = await insertProject(`Uji Berjalan ${suffix}`);
    const late = await insertProject(`Uji Terlambat ${suffix}`);
    const repaid = await insertProject(`Uji Lunas ${suffix}`);
    const lender = await newLender(t, { topUp: 20_000_000 });
    await fund(lender.id, running, 1);
    await fund(lender.id, late, 3);
    await fund(lender.id, repaid, 6);
    for (const id of [running, late, repaid]) await moveStage(id, 'fundraising', 'running');
    await moveStage(late, 'running', 'late');
    await moveStage(repaid, 'running', 'repaid');
    const data = await concentration(lender.token);
    expect(data.invested).toBe(4 * PRICE);
    expect(data.largest).toMatchObject({ id_proyek: late, amount: 3 * PRICE });
    expect(data.share_bps).toBe(7500);
  });

  it('for random fundings: share = largest project ÷ invested to the basis point, rounded down', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            project: fc.integer({ min: 0, max: 2 }),
            paket: fc.integer({ min: 1, max: 7 }),
          }),
          {
            minLength: 1,
            maxLength: 5,
          },
        ),
        async (fundings) => {
          const lender = await newLender(t, { topUp: 40 * PRICE });
          const perProject = new Map<number, number>();
          for (const { project, paket } of fundings) {
            const id = projects[project]!;
            await fund(lender.id, id, paket);
            perProject.set(id, (perProject.get(id) ?? 0) + paket * PRICE);
          }
          const invested = [...perProject.values()].reduce((sum, amount) => sum + amount, 0);
          const largest = Math.max(...perProject.values());
          const data = await concentration(lender.token);
          expect(data.invested).toBe(invested);
          expect(data.largest?.amount).toBe(largest);
          expect(perProject.get(data.largest!.id_proyek)).toBe(largest);
          expect(data.share_bps).toBe(Math.floor((largest * 10_000) / invested));
        },
      ),
      { numRuns: 8 },
    );
  });

  it('serves the configured threshold', async () => {
    const app = await t.sibling({ concentrationWarningBps: 3500 });
    try {
      const lender = await newLender(t);
      const response = await get(app, api('/v1/lender/portfolio/concentration'), {
        token: lender.token,
      });
      expect(expectBody(GetFundingConcentrationResponse, response).data.threshold_bps).toBe(3500);
    } finally {
      await app.close();
    }
  });
});

describe('CONCENTRATION_WARNING_BPS', () => {
  it('defaults to 2000 (20 %) and reads a whole number of basis points', () => {
    expect(loadConfig({}).concentrationWarningBps).toBe(2000);
    expect(loadConfig({ CONCENTRATION_WARNING_BPS: '2500' }).concentrationWarningBps).toBe(2500);
  });

  it.each(['0', '10001', '20%', '12.5'])('refuses %s with one line naming it', (value) => {
    expect(() => loadConfig({ CONCENTRATION_WARNING_BPS: value })).toThrow(ConfigError);
    try {
      loadConfig({ CONCENTRATION_WARNING_BPS: value });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        `CONCENTRATION_WARNING_BPS: must be a whole number from 1 to 10000, got "${value}"`,
      ]);
    }
  });
});
