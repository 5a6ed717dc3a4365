import { ListTransactionsResponse } from '@pendana/api-sdk/zod';
import { describe, expect, it } from 'vitest';
import { portfolioReturns } from '../../src/modules/portfolio/portfolio-returns.ts';
import {
  RepaymentRefusedError,
  advanceStagesByDates,
  declareDefault,
  markLateProjects,
  recordRepayment,
} from '../../src/modules/repayments/index.ts';
import { balancesOf } from '../../src/shared/ledger/ledger.ts';
import { money, newSession } from '../helpers/money-helpers.ts';
import { api, expectBody, post } from '../helpers/test-app.ts';
import {
  accountOfProject,
  at,
  fund,
  ledgerFaults,
  lenderOf,
  newProject,
  repaymentsApp,
  STANDARD_PROJECT,
} from './fixture.ts';
import { TEST_GRACE_DAYS } from '../helpers/grace-days.ts';

const { t } = repaymentsApp();

/** Rp 10 000 000, 12 % a year paid monthly for 3 months, no ujrah: 6 packages (PPh 23) and 4. */
async function project() {
  const id = await newProject(t, { ...STANDARD_PROJECT, start: '2026-01-15' });
  const lenders = [await lenderOf(t, 'PPh23', 6_000_000), await lenderOf(t, 'PPh23', 4_000_000)];
  const fundings = [
    await fund(t, id, lenders[0] ?? 0, 6, '2026-01-14'),
    await fund(t, id, lenders[1] ?? 0, 4, '2026-01-14'),
  ];
  await advanceStagesByDates(money(t), '2026-01-15', at('2026-01-15'));
  return { id, lenders, fundings };
}

const declare = (projectId: number, recovery: bigint, reference: string) =>
  declareDefault(
    money(t),
    { projectId, recovery, date: '2026-04-20', reference },
    at('2026-04-20'),
  );

describe('a declared default', () => {
  it('shares the recovery as principal, writes off the rest, ends the fundings, once', async () => {
    const { id, lenders, fundings } = await project();
    // Month 1 paid, month 2 not: late, then defaulted with Rp 3 000 000 recovered.
    await recordRepayment(
      money(t),
      {
        projectId: id,
        amount: 100_000n,
        paidOn: '2026-02-15',
        payerReference: `d-${id}`,
        provider: 'uji',
      },
      at('2026-02-15'),
      TEST_GRACE_DAYS,
    );
    expect(await markLateProjects(money(t), at('2026-03-19'), TEST_GRACE_DAYS)).toContain(id);
    const result = await declare(id, 3_000_000n, `GB-${id}`);
    expect(result).toMatchObject({ recovery: 3_000_000n, writtenOff: 7_000_000n, replayed: false });

    // Principal first, pro rata by principal still out: 1 800 000 and 1 200 000 back.
    const [a, b] = [
      await balancesOf(money(t), lenders[0] ?? 0),
      await balancesOf(money(t), lenders[1] ?? 0),
    ];
    expect(a).toMatchObject({ invested: 0, available: 51_000 + 1_800_000 });
    expect(b).toMatchObject({ invested: 0, available: 34_000 + 1_200_000 });
    expect(await accountOfProject(t, id, 'platform_write_offs')).toBe(7_000_000n);
    expect(await ledgerFaults(t)).toEqual({ unbalanced: 0, negative: 0 });
    const rows = await money(t)
      .selectFrom('fundings')
      .select('status')
      .where('id', 'in', fundings)
      .execute();
    expect(rows.map((r) => r.status)).toEqual([2, 2]);
    const stage = await money(t)
      .selectFrom('projects')
      .select('stage')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stage.stage).toBe('defaulted');

    // Idempotent on the reference; another recovery or reference is refused.
    expect(await declare(id, 3_000_000n, `GB-${id}`)).toMatchObject({
      writtenOff: 7_000_000n,
      replayed: true,
    });
    await expect(declare(id, 2_000_000n, `GB-${id}`)).rejects.toBeInstanceOf(RepaymentRefusedError);
    await expect(declare(id, 3_000_000n, `GB2-${id}`)).rejects.toBeInstanceOf(
      RepaymentRefusedError,
    );
    expect(await accountOfProject(t, id, 'platform_write_offs')).toBe(7_000_000n);

    // The lender's history names the write-off apart from every other kind, and filters by it; it
    // leaves the funded money (invested), never the available balance.
    const history = async (kategori?: string) =>
      expectBody(
        ListTransactionsResponse,
        await post(
          t.app,
          api('/newRekening/v2/mutasi'),
          { per_page: 100, ...(kategori ? { kategori } : {}) },
          { token: await newSession(t, lenders[0] ?? 0) },
        ),
      ).data;
    const writeOffs = (await history()).filter((row) => row.kategori === 'penghapusan_dana');
    expect(writeOffs.map((row) => [row.nominal, row.tipe])).toEqual([[4_200_000, 'DEBIT']]);
    expect(writeOffs[0]?.perihal.startsWith('Penghapusan pokok (gagal bayar): ')).toBe(true);
    expect((await history('penghapusan_dana')).map((row) => row.kategori)).toEqual([
      'penghapusan_dana',
    ]);

    // The returns write the funding off: the rest counts as 0.
    const returns = await portfolioReturns(money(t), lenders[0] ?? 0, at('2026-05-01'));
    expect(returns.data.fundings[0]).toMatchObject({
      written_off: true,
      outstanding_principal: 4_200_000,
    });
    expect(returns.data.portfolio.written_off_principal).toBe(4_200_000);
    expect(returns.data.portfolio.xirr_percent ?? 0).toBeLessThan(-50);
  });

  it('refuses a recovery above the principal still out, and a project not running', async () => {
    const { id } = await project();
    await expect(declare(id, 10_000_001n, `GB-${id}`)).rejects.toThrow(
      'the recovery is more than the principal still out (Rp 10000000)',
    );
    await declare(id, 0n, `GB-${id}`);
    await expect(
      recordRepayment(
        money(t),
        {
          projectId: id,
          amount: 100_000n,
          paidOn: '2026-04-20',
          payerReference: `x-${id}`,
          provider: 'uji',
        },
        at('2026-04-20'),
        TEST_GRACE_DAYS,
      ),
    ).rejects.toThrow(`project ${id} is defaulted`);
    expect(await accountOfProject(t, id, 'platform_write_offs')).toBe(10_000_000n);
  });
});
