import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../src/db/schema/index.ts';
import type { BankBalanceProvider, BankInquiryScope } from '../../src/providers/bank/index.ts';
import { createSandboxBankBalanceProvider } from '../../src/providers/bank/sandbox.ts';
import { balancesOf } from '../../src/shared/ledger/ledger.ts';
import { moneyDb } from '../../src/shared/ledger/tables.ts';
import { newLender } from '../helpers/money-helpers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The bank's side of a lender's dedicated account, as a test sets it up (within `scope`). */
export interface BankControls {
  holds(lenderId: number, saldo: number, scope: BankInquiryScope): Promise<void>;
  stopsAnswering(lenderId: number, scope: BankInquiryScope): Promise<void>;
}

/**
 * What every bank balance implementation promises: each lender's own balance in whole rupiah, exact at
 * any size; null (not a balance) when the bank does not answer; and an answer inside the caller's
 * transaction (`scope`).
 */
export async function checkBankBalance(
  bank: BankBalanceProvider,
  controls: BankControls,
  scope: Kysely<DB>,
  [siti, budi]: [number, number],
): Promise<void> {
  await controls.holds(siti, 2_500_000, scope);
  await controls.holds(budi, 0, scope);
  expect(await bank.balance(siti, scope)).toEqual({ saldo: 2_500_000 });
  expect(await bank.balance(budi, scope)).toEqual({ saldo: 0 });

  const large = 9_007_199_254_740; // above 2^32 rupiah, below 2^53
  await controls.holds(siti, large, scope);
  expect(await bank.balance(siti, scope)).toEqual({ saldo: large });

  await controls.stopsAnswering(budi, scope);
  expect(await bank.balance(budi, scope)).toBeNull();
  expect(await bank.balance(siti, scope)).toEqual({ saldo: large });

  // Asked inside the caller's transaction: it answers there, with what the bank holds then.
  await scope.transaction().execute(async (trx) => {
    await controls.holds(siti, 1_250_000, trx);
    expect(await bank.balance(siti, trx)).toEqual({ saldo: 1_250_000 });
    expect(await bank.balance(budi, trx)).toBeNull();
  });
}

/** The sandbox bank's fixtures (`sandbox_bank_accounts`), what `POST /api/sandbox/bank/balance` writes. */
const sandboxControls: BankControls = {
  async holds(lenderId, saldo, scope) {
    await fixture(scope, lenderId, { saldo, unreachable: false });
  },
  async stopsAnswering(lenderId, scope) {
    await fixture(scope, lenderId, { saldo: null, unreachable: true });
  },
};

async function fixture(
  scope: BankInquiryScope,
  lenderId: number,
  values: { saldo: number | null; unreachable: boolean },
): Promise<void> {
  const row = { ...values, updated_at: new Date() };
  await (scope as Kysely<DB>)
    .insertInto('sandbox_bank_accounts')
    .values({ lender_id: lenderId, ...row })
    .onConflict((oc) => oc.column('lender_id').doUpdateSet(row))
    .execute();
}

let t: TestApp;
let lenders: [number, number];
/** A lender whose ledger holds available money. */
let toppedUp: number;
beforeAll(async () => {
  t = await createTestApp();
  lenders = [(await newLender(t)).id, (await newLender(t)).id];
  toppedUp = (await newLender(t, { topUp: 1_250_000 })).id;
});
afterAll(async () => {
  await t.close();
});

describe('bank balance contract', () => {
  it('the sandbox keeps it', async () => {
    await checkBankBalance(
      createSandboxBankBalanceProvider(),
      sandboxControls,
      t.database.db,
      lenders,
    );
  });

  it("the sandbox holds the ledger's available balance when no fixture fixes another", async () => {
    const bank = createSandboxBankBalanceProvider();
    const lender = toppedUp;
    const { available } = await balancesOf(moneyDb(t.database.db), lender);
    expect(available).toBe(1_250_000);
    expect(await bank.balance(lender, t.database.db)).toEqual({ saldo: available });
    await sandboxControls.holds(lender, available + 2, t.database.db);
    expect(await bank.balance(lender, t.database.db)).toEqual({ saldo: available + 2 });
    await fixture(t.database.db, lender, { saldo: null, unreachable: false });
    expect(await bank.balance(lender, t.database.db)).toEqual({ saldo: available });
  });

  it('catches an implementation that breaks it', async () => {
    const sandbox = createSandboxBankBalanceProvider();
    const zeroWhenSilent: BankBalanceProvider = {
      balance: async (lenderId, scope) => (await sandbox.balance(lenderId, scope)) ?? { saldo: 0 },
    };
    await expect(
      checkBankBalance(zeroWhenSilent, sandboxControls, t.database.db, lenders),
    ).rejects.toThrow();
    const inThousands: BankBalanceProvider = {
      balance: async (lenderId, scope) => {
        const answer = await sandbox.balance(lenderId, scope);
        return answer && { saldo: Math.round(answer.saldo / 1000) * 1000 };
      },
    };
    await expect(
      checkBankBalance(inThousands, sandboxControls, t.database.db, lenders),
    ).rejects.toThrow();
  });
});
