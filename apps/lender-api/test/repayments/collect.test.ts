import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectRepayments } from '../../src/modules/repayments/index.ts';
import { createSandboxRepayments } from '../../src/providers/repayments/sandbox.ts';
import { money } from '../helpers/money-helpers.ts';
import { createTestApp, TestClock, type TestApp } from '../helpers/test-app.ts';
import { at, fund, ledgerFaults, lenderOf, newProject } from './fixture.ts';
import { TEST_GRACE_DAYS } from '../helpers/grace-days.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: new TestClock(at('2026-01-10').getTime()) });
});
afterAll(async () => {
  await t.close();
});

describe('collectRepayments (the sandbox collecting account → recordRepayment)', () => {
  it('records each payer reference once, reports a refused one and goes on', async () => {
    const projectId = await newProject(t, {
      akad: 'Mudharabah',
      imbal: 12,
      fee: 0,
      tenor: 2,
      interval: 1,
      harga: 1_000_000,
      totalPaket: 5,
      start: '2026-01-31',
    });
    await fund(t, projectId, await lenderOf(t, 'PPh23', 5_000_000), 5, '2026-01-10');
    const sandbox = createSandboxRepayments();
    const provider = { name: 'sandbox', repayments: sandbox };
    sandbox.arrive({ projectId, amount: 50_000n, paidOn: '2026-02-28', payerReference: 'S-1' });
    sandbox.arrive({ projectId, amount: 50_000n, paidOn: '2026-02-28', payerReference: 'S-1' });
    sandbox.arrive({ projectId, amount: 9n ** 20n, paidOn: '2026-03-02', payerReference: 'S-2' });
    sandbox.arrive({ projectId, amount: 5_050_000n, paidOn: '2026-03-31', payerReference: 'S-3' });
    const first = await collectRepayments(
      money(t),
      provider,
      projectId,
      at('2026-04-01'),
      TEST_GRACE_DAYS,
    );
    expect(first.map((c) => ('result' in c ? c.result.split : c.refused))).toEqual([
      { fee: 0n, yield: 50_000n, principal: 0n, completes: false },
      expect.stringMatching(/more than the project owes now/),
      { fee: 0n, yield: 50_000n, principal: 5_000_000n, completes: true },
    ]);
    const again = await collectRepayments(
      money(t),
      provider,
      projectId,
      at('2026-04-02'),
      TEST_GRACE_DAYS,
    );
    expect(again.filter((c) => 'result' in c && c.result.replayed)).toHaveLength(2);
    expect(await ledgerFaults(t)).toEqual({ unbalanced: 0, negative: 0 });
  });
});
