import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VA_BANKS, virtualAccountNumber } from '../../src/modules/wallet/va-banks.ts';
import { creditVaPayment, virtualAccounts } from '../../src/modules/wallet/wallet.ts';
import { balances, money, newLender } from '../helpers/money-helpers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A bank's payment reference names a payment at that bank only: the same reference from another
// bank is another payment, and must be credited, not dropped as a repeat.
describe('VA payment references', () => {
  it('credits the same reference from two banks as two payments, and a repeat from one bank once', async () => {
    const lender = await newLender(t);
    const db = money(t);
    await virtualAccounts(
      db,
      { id: lender.id, nama: 'Ref', username: `ref${lender.id}` },
      t.clock.now(),
    );
    const [first, second] = VA_BANKS;
    if (!first || !second) throw new Error('two VA banks needed');
    const pay = (bank: typeof first, nominal: number) =>
      creditVaPayment(
        db,
        {
          nomor_va: virtualAccountNumber(bank, lender.id),
          nominal,
          reference: `BANKREF-${lender.id}`,
        },
        t.clock.now(),
      );

    expect((await pay(first, 100_000)).credited).toBe(true);
    expect((await pay(second, 250_000)).credited).toBe(true);
    const repeat = await pay(first, 100_000);
    expect(repeat.credited).toBe(false);
    expect(repeat.nominal).toBe(100_000);
    expect((await balances(t, lender.id)).available).toBe(350_000);
  });
});
