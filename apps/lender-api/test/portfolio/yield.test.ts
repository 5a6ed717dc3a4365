import {
  ErrorResponse,
  ListAllYieldsResponse,
  ListFundingYieldsResponse,
  ListManagedFundingsResponse,
} from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutMonths, schedule, yieldAmount } from '../../src/modules/portfolio/schedule.ts';
import type { ProjectRow } from '../../src/modules/projects/projects.ts';
import {
  api,
  createTestApp,
  expectBody,
  loginAs,
  post,
  type TestApp,
} from '../helpers/test-app.ts';
import { audit, balances, newLender } from '../helpers/money-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('yield schedule rules', () => {
  it('pays every interval months and the rest at the end; interval 0 pays once at the end', () => {
    expect(payoutMonths(12, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(payoutMonths(10, 3)).toEqual([3, 6, 9, 10]);
    expect(payoutMonths(6, 0)).toEqual([6]);
  });

  it('computes principal × rate × months / 1200, rounded down to Rp 100', () => {
    expect(yieldAmount(10_000_000, 15, 1)).toBe(125_000);
    expect(yieldAmount(1_234_567, 13.75, 1)).toBe(14_100);
    expect(yieldAmount(1_000_000, 12.5, 3)).toBe(31_200);
  });

  it('moves a Saturday payout by 2 days and a Sunday payout by 1, with the reason', () => {
    const project = {
      tgl_mulai: '2026-01-03', // +1 month = Tue 2026-02-03, +2 = Tue 03-03, +4 = Fri 05-03 ...
      tenor: 6,
      payout_interval: 1,
      imbal_hasil: 12,
    } as ProjectRow;
    const rows = schedule(project, 1_000_000, '2026-01-03');
    // 2026-10-03 is a Saturday, 2026-05-03 a Sunday: use months that land there.
    const saturdayProject = { ...project, tgl_mulai: '2026-04-03' } as ProjectRow; // +6 → 2026-10-03 (Sat)
    const last = schedule(saturdayProject, 1_000_000, '2026-04-03').at(-1);
    expect(last).toMatchObject({ bulan: 6, tanggal_payout: '2026-10-05' });
    expect(last?.ket_weekend?.id).toBe('Hari sebelumnya bertepatan dengan hari Sabtu');
    const sunday = rows.find((row) => row.bulan === 4);
    expect(sunday).toMatchObject({ tanggal_payout: '2026-05-04' });
    expect(sunday?.ket_weekend?.en).toBe('The original date fell on a Sunday');
    expect(rows.every((row) => row.amount === 10_000)).toBe(true);
    expect(schedule(project, 1_000_000, '2026-01-02')).toEqual([]);
  });
});

describe('yield of the demo lender', () => {
  it('shows paid and upcoming payouts, pays due ones once when time moves on, and sums them', async () => {
    const token = await loginAs(t.app, 'demo.korporasi');
    const managed = expectBody(
      ListManagedFundingsResponse,
      await post(t.app, api('/newPendanaan/listKelolaInvestasiNewNew'), undefined, { token }),
    );
    const running = managed.dataProyekClosed[0];
    const notStarted = managed.dataProyekAktif[0];
    if (!running || !notStarted)
      throw new Error('the demo lender has no running and no active funding');
    const rows = expectBody(
      ListFundingYieldsResponse,
      await post(
        t.app,
        api('/v1/lender/imbal_hasil_pendanaan'),
        { pendanaan_id: running.id },
        { token, lang: 'en' },
      ),
    ).data;
    expect(rows.length).toBeGreaterThan(1);
    expect(rows[0]).toMatchObject({
      status_payout: 4,
      status_imbal_hasil: 'Moved to Available Funds',
    });
    expect(rows.at(-1)).toMatchObject({ status_payout: 5, status_imbal_hasil: 'Scheduled' });
    const empty = expectBody(
      ListFundingYieldsResponse,
      await post(
        t.app,
        api('/v1/lender/imbal_hasil_pendanaan'),
        { pendanaan_id: notStarted.id },
        { token },
      ),
    );
    expect(empty.data).toEqual([]);

    const before = expectBody(
      ListAllYieldsResponse,
      await post(t.app, api('/newProfile/all_imbal'), undefined, { token }),
    );
    const paidRows = rows.filter((row) => row.status_payout === 4);
    expect(before.total_imbal).toBe(
      paidRows.reduce((sum, row) => sum + row.imbal_hasil_diterima, 0),
    );
    expect(before.all_imbal).toHaveLength(1);
    expect(before.all_imbal[0]).toMatchObject({
      pendanaan_id: running.id,
      total_dana: running.nominal_awal,
    });
    // Each paid payout, as the schedule shows it paid: month, date and amount, oldest first.
    expect(
      before.all_imbal[0]!.pembayaran.map(({ bulan, tanggal_payout, nominal }) => ({
        bulan,
        tanggal_payout,
        nominal,
      })),
    ).toEqual(
      paidRows.map((row) => ({
        bulan: row.bulan,
        tanggal_payout: row.tanggal_payout,
        nominal: row.imbal_hasil_diterima,
      })),
    );
    for (const payment of before.all_imbal[0]!.pembayaran)
      expect(payment.tanggal_bayar).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/);

    const lenderId = (
      await t.database.db
        .selectFrom('lenders')
        .select('id')
        .where('username', '=', 'demo.korporasi')
        .executeTakeFirstOrThrow()
    ).id;
    const availableBefore = (await balances(t, lenderId)).available;
    const next = rows.find((row) => row.status_payout === 5);
    if (!next) throw new Error('no upcoming payout');
    // Advance time past the next payout date, then run the sandbox payout twice.
    t.clock.advanceMinutes(
      (Date.parse(next.tanggal_payout) - t.clock.now().getTime()) / 60_000 + 24 * 60,
    );
    // The session of before may have expired by then: log in again.
    const later = await loginAs(t.app, 'demo.korporasi');
    const first = await post(t.app, api('/sandbox/yield/pay-due'), undefined, { token: later });
    expect(first.json()).toMatchObject({ paid: expect.any(Number) as number });
    const paid = first.json() as { paid: number; nominal: number };
    expect(paid.paid).toBeGreaterThanOrEqual(1);
    expect(
      (await post(t.app, api('/sandbox/yield/pay-due'), undefined, { token: later })).json(),
    ).toEqual({ paid: 0, nominal: 0 });
    expect((await balances(t, lenderId)).available).toBe(availableBefore + paid.nominal);
    const after = expectBody(
      ListAllYieldsResponse,
      await post(t.app, api('/newProfile/all_imbal'), undefined, { token: later }),
    );
    expect(after.total_imbal).toBe(before.total_imbal + paid.nominal);
    // The new payouts join the list; every funding's payments add up to its total.
    expect(after.all_imbal.flatMap((item) => item.pembayaran)).toHaveLength(
      before.all_imbal.flatMap((item) => item.pembayaran).length + paid.paid,
    );
    for (const item of after.all_imbal)
      expect(item.pembayaran.reduce((sum, payment) => sum + payment.nominal, 0)).toBe(
        item.total_imbal,
      );
    // Each payment is the schedule's gross less the tax withheld: the demo company
    // is a resident, PPh 23 at 15 %; the credited (net) amounts are what the wallet got.
    for (const payment of after.all_imbal.flatMap((item) => item.pembayaran))
      expect(payment).toMatchObject({
        jenis_pajak: 'PPh23',
        tarif_pajak_bp: 1500,
        pajak: Math.floor((payment.bruto * 15) / 100),
        nominal: payment.bruto - Math.floor((payment.bruto * 15) / 100),
      });
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });

    const stranger = await newLender(t);
    const foreign = await post(
      t.app,
      api('/v1/lender/imbal_hasil_pendanaan'),
      { pendanaan_id: running.id },
      { token: stranger.token },
    );
    expect(foreign.statusCode).toBe(404);
    expectBody(ErrorResponse, foreign);
    const strangerYields = expectBody(
      ListAllYieldsResponse,
      await post(t.app, api('/newProfile/all_imbal'), undefined, { token: stranger.token }),
    );
    expect(strangerYields).toEqual({
      all_imbal: [],
      total_imbal: 0,
      total_bruto: 0,
      total_pajak: 0,
    });
  });
});
