import {
  GetLenderTaxResponse,
  ListAllYieldsResponse,
  ListFundingYieldsResponse,
} from '@pendana/api-sdk/zod';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRepayment } from '../../src/modules/repayments/index.ts';
import { setTaxResidency } from '../../src/modules/tax/index.ts';
import { money, newLender } from '../helpers/money-helpers.ts';
import {
  api,
  createTestApp,
  expectBody,
  get,
  post,
  TestClock,
  type TestApp,
} from '../helpers/test-app.ts';
import { at, fund, ledgerFaults, newProject, STANDARD_PROJECT } from './fixture.ts';
import { TEST_GRACE_DAYS } from '../helpers/grace-days.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: new TestClock(at('2026-06-01').getTime()) });
});
afterAll(async () => {
  await t.close();
});

/**
 * Murabahah at 12 % a year paid monthly from 1 March 2026, no ujrah: a resident with 7 packages of
 * Rp 1.000.000 (Rp 70.000 gross a month) and a non-resident with 3 (Rp 30.000). The borrower pays
 * Rp 60.000 on 1 April (part of month 1), then Rp 140.000 on 1 May (the rest of month 1 and month 2).
 */
describe('yield paid by a repayment, as the screens and the tax slips show it', () => {
  let resident: { id: number; token: string };
  let foreigner: { id: number; token: string };
  let residentFunding: number;
  beforeAll(async () => {
    const project = await newProject(t, { ...STANDARD_PROJECT, start: '2026-03-01' });
    resident = await newLender(t, { topUp: 7_000_000 });
    foreigner = await newLender(t, { topUp: 3_000_000 });
    await setTaxResidency(
      t.database.db,
      foreigner.id,
      { status: 'non_resident', basis: 'declaration' },
      at('2026-02-01'),
    );
    residentFunding = await fund(t, project, resident.id, 7, '2026-02-20');
    await fund(t, project, foreigner.id, 3, '2026-02-21');
    for (const [amount, day, reference] of [
      [60_000n, '2026-04-01', 'BANK-1'],
      [140_000n, '2026-05-01', 'BANK-2'],
    ] as const)
      await recordRepayment(
        money(t),
        { projectId: project, amount, paidOn: day, payerReference: reference, provider: 'uji' },
        at(day),
        TEST_GRACE_DAYS,
      );
  });

  it("puts each month's tax withheld on the lender's slip of the month it was paid", async () => {
    const tax = expectBody(
      GetLenderTaxResponse,
      await get(t.app, api('/v1/lender/tax?year=2026'), { token: resident.token, lang: 'en' }),
    ).data;
    expect(
      tax.slips.map(({ period, tax_kind, gross, withheld, net }) => ({
        period,
        tax_kind,
        gross,
        withheld,
        net,
      })),
    ).toEqual([
      // 7/10 of Rp 60.000, PPh 23 at 15 %.
      { period: '2026-04', tax_kind: 'PPh23', gross: 42_000, withheld: 6_300, net: 35_700 },
      // The rest of month 1 (Rp 28.000) and month 2 (Rp 70.000).
      { period: '2026-05', tax_kind: 'PPh23', gross: 98_000, withheld: 14_700, net: 83_300 },
    ]);
    expect(tax.slips[1]?.payments.map((p) => [p.bulan, p.gross, p.withheld])).toEqual(
      [
        [1, 28_000],
        [2, 70_000],
      ].map(([bulan, gross]) => [bulan, gross, ((gross ?? 0) * 15) / 100]),
    );
    expect(tax.annual).toMatchObject({ gross: 140_000, withheld: 21_000, net: 119_000 });
    const other = expectBody(
      GetLenderTaxResponse,
      await get(t.app, api('/v1/lender/tax?year=2026'), { token: foreigner.token, lang: 'en' }),
    ).data;
    expect(other.slips.map((s) => [s.period, s.tax_kind, s.gross, s.withheld])).toEqual([
      ['2026-04', 'PPh26', 18_000, 3_600],
      ['2026-05', 'PPh26', 42_000, 8_400],
    ]);
  });

  it('lists the payments in the yield list and marks the months paid in the schedule', async () => {
    const yields = expectBody(
      ListAllYieldsResponse,
      await post(t.app, api('/newProfile/all_imbal'), undefined, { token: resident.token }),
    );
    expect(yields).toMatchObject({
      total_bruto: 140_000,
      total_pajak: 21_000,
      total_imbal: 119_000,
    });
    expect(
      yields.all_imbal[0]?.pembayaran.map((p) => [p.bulan, p.bruto, p.pajak, p.nominal]),
    ).toEqual([
      [1, 42_000, 6_300, 35_700],
      [1, 28_000, 4_200, 23_800],
      [2, 70_000, 10_500, 59_500],
    ]);
    const rows = expectBody(
      ListFundingYieldsResponse,
      await post(
        t.app,
        api('/v1/lender/imbal_hasil_pendanaan'),
        { pendanaan_id: residentFunding },
        { token: resident.token, lang: 'en' },
      ),
    ).data;
    expect(
      rows.map((r) => [r.bulan, r.status_payout, r.imbal_hasil_bruto, r.pajak_dipotong]),
    ).toEqual([
      [1, 4, 70_000, 10_500],
      [2, 4, 70_000, 10_500],
      [3, 3, 70_000, null], // due today (1 June), not paid yet
    ]);
  });

  it('reconciles the payouts with the ledger: the net reached the wallet, the tax is payable', async () => {
    const ledger = await money(t)
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as x', 'x.id', 'e.transaction_id')
      .select(['e.account', sql<string>`sum(e.amount)::text`.as('total')])
      .where('x.lender_id', '=', resident.id)
      .where('x.kategori', '=', 'imbal_hasil')
      .groupBy('e.account')
      .execute();
    const of = (account: string) => Number(ledger.find((r) => r.account === account)?.total ?? 0);
    expect({
      gross: -of('platform_collections'),
      withheld: of('platform_tax_payable'),
      net: of('lender_available'),
    }).toEqual({ gross: 140_000, withheld: 21_000, net: 119_000 });
    expect(await ledgerFaults(t)).toEqual({ unbalanced: 0, negative: 0 });
  });

  it('refuses payouts that do not add up to the share they come from', async () => {
    await expect(
      sql`UPDATE yield_payouts SET bruto = bruto + 20, pajak = pajak + 3, nominal = nominal + 17
          WHERE lender_id = ${resident.id} AND bulan = 2`.execute(t.database.db),
    ).rejects.toThrow(/payouts say/);
  });
});
