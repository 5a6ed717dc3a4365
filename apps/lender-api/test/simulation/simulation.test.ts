import {
  ErrorResponse,
  GetSimulationMastersResponse,
  ListProjectsResponse,
  ListSimulationProjectsResponse,
  SimulateOwnershipResponse,
  ValidationErrorResponse,
} from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, expectBody, post, type TestApp } from '../helpers/test-app.ts';
import { newLender } from '../helpers/money-helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await newLender(t)).token;
});
afterAll(async () => {
  await t.close();
});

const SIMULATE = api('/kprAuth/getResultSimulationKepemilikan');

describe('simulation masters', () => {
  it('lists the financing types and purposes in X-LANG', async () => {
    const id = expectBody(
      GetSimulationMastersResponse,
      await post(t.app, api('/kprAuth/masterSimulasiPengajuan'), undefined, { token }),
    );
    expect(id.data_tipe_pendanaan.map((o) => o.id)).toEqual([1, 2, 3]);
    expect(id.data_tipe_pendanaan[0]?.nama).toBe('Murabahah (jual beli, margin tetap)');
    expect(id.data_tujuan_pendanaan).toHaveLength(5);
    const en = expectBody(
      GetSimulationMastersResponse,
      await post(t.app, api('/kprAuth/masterSimulasiPengajuan'), undefined, { token, lang: 'en' }),
    );
    expect(en.data_tujuan_pendanaan[0]?.nama).toBe('Landed house');
  });
});

describe('ownership simulation', () => {
  it.each([
    // type, purpose, price, down payment, tenor → monthly, total, months
    [1, 1, 500_000_000, 100_000_000, 120, 5_500_000, 660_000_000, 120],
    [2, 1, 500_000_000, 100_000_000, 120, 5_397_400, 647_687_970, 120],
    [1, 5, 12_000_000, 0, 12, 1_065_000, 12_780_000, 12],
  ])(
    'type %i purpose %i: %i with %i down over %i months',
    async (tipe, tujuan, harga, dp, tenor, monthly, total, months) => {
      const result = expectBody(
        SimulateOwnershipResponse,
        await post(
          t.app,
          SIMULATE,
          { tipe_pendanaan: tipe, tujuan_pendanaan: tujuan, harga, uang_muka: dp, tenor },
          { token },
        ),
      );
      expect(result.nominal_cicilan_perbulan).toBe(monthly);
      expect(result.total_cicilan).toBe(total);
      expect(result.data).toHaveLength(months);
      expect(result.data.reduce((sum, line) => sum + line.cicilan, 0)).toBe(total);
      expect(result.data.at(-1)?.sisa_pokok).toBe(0);
    },
  );

  it('refuses impossible inputs with field errors in X-LANG', async () => {
    const base = {
      tipe_pendanaan: 1,
      tujuan_pendanaan: 1,
      harga: 500_000_000,
      uang_muka: 100_000_000,
      tenor: 120,
    };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ uang_muka: 10_000_000 }, 'uang_muka', 'Uang muka minimal 10% dari harga (Rp 50.000.000).'],
      [
        { uang_muka: 499_500_000 },
        'uang_muka',
        'Pokok pembiayaan (harga dikurangi uang muka) minimal Rp 1.000.000.',
      ],
      [
        { tujuan_pendanaan: 4, uang_muka: 200_000_000, tenor: 180 },
        'tenor',
        'Tenor maksimal 120 bulan untuk tujuan ini.',
      ],
      [{ tipe_pendanaan: 9 }, 'tipe_pendanaan', 'Pilihan tidak dikenal.'],
      [{ tujuan_pendanaan: 99_999_999_999 }, 'tujuan_pendanaan', 'Pilihan tidak dikenal.'],
      [{ harga: 200_000_000_000, uang_muka: 50_000_000_000 }, 'harga', 'Maksimal 100000000000.'],
    ];
    for (const [change, field, message] of cases) {
      const response = await post(t.app, SIMULATE, { ...base, ...change }, { token });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(expectBody(ValidationErrorResponse, response).errors[field]).toEqual([message]);
    }
    const en = await post(t.app, SIMULATE, { ...base, uang_muka: 0 }, { token, lang: 'en' });
    expect(expectBody(ValidationErrorResponse, en).errors.uang_muka).toEqual([
      'The down payment must be at least 10% of the price (Rp 50.000.000).',
    ]);
    for (const body of [
      {},
      { ...base, harga: 'lima ratus juta' },
      { ...base, tenor: 3 },
      { ...base, tenor: 400 },
      { ...base, uang_muka: -1 },
      { ...base, harga: 1.5e9 + 0.5 },
    ]) {
      const response = await post(t.app, SIMULATE, body, { token });
      expect(response.statusCode).toBe(422);
      expectBody(ValidationErrorResponse, response);
    }
  });
});

describe('funding simulator projects', () => {
  it('lists the same projects as the search, active ones with the yield multipliers', async () => {
    const sim = expectBody(
      ListSimulationProjectsResponse,
      await post(t.app, api('/newSimulation/listAll'), undefined, { token }),
    );
    const search = expectBody(
      ListProjectsResponse,
      await post(t.app, api('/newProyek/v2/listAll'), { per_page: 50 }, { token }),
    );
    expect(sim.dataProyekAktif.map((p) => p.id)).toEqual(search.dataProyekAktif.map((p) => p.id));
    expect(sim.dataProyekFull).toEqual(search.dataProyekFull);
    expect(sim.dataProyekClosed).toEqual(search.dataProyekClosed);
    expect(sim.dataProyekAktif.length).toBeGreaterThan(0);
    for (const p of sim.dataProyekAktif) {
      expect(p.pmarginbulanan).toBeCloseTo(p.imbal_hasil / 1200, 8);
      const endMonths = p.interval === 0 ? p.tenor : p.tenor % p.interval;
      expect(p.psisamargin).toBeCloseTo((p.imbal_hasil / 1200) * endMonths, 8);
      expect(p.pengaliprop).toBe(0);
    }
  });
});

describe('simulation needs a session', () => {
  it('answers 401 without a token', async () => {
    for (const response of [
      await post(t.app, api('/kprAuth/masterSimulasiPengajuan'), undefined),
      await post(t.app, api('/newSimulation/listAll'), undefined),
      await post(t.app, SIMULATE, {
        tipe_pendanaan: 1,
        tujuan_pendanaan: 1,
        harga: 1e8,
        uang_muka: 2e7,
        tenor: 12,
      }),
    ]) {
      expect(response.statusCode).toBe(401);
      expectBody(ErrorResponse, response);
    }
  });
});
