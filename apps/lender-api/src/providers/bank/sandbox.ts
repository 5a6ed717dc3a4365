import type { ColumnType, Kysely } from 'kysely';
import type { DB } from '../../db/schema/index.ts';
import { bankSideBalance } from '../../shared/ledger/bank-side.ts';
import { moneyDb } from '../../shared/ledger/tables.ts';
import type { BankBalanceProvider } from './index.ts';

/** The sandbox bank's fixtures (`POST /api/sandbox/bank/balance`), as this provider reads them. */
type SandboxBankTables = {
  sandbox_bank_accounts: {
    lender_id: number;
    saldo: ColumnType<string | number | bigint | null, never, never>;
    unreachable: ColumnType<boolean, never, never>;
  };
};

/**
 * The sandbox bank's balance inquiry for a lender's dedicated account (RDL/RDF): it holds exactly
 * what the platform's ledger says is in that account (`bankSideBalance`: available, plus withdrawals
 * not yet sent, without the money that came in through e-wallet, QRIS or card) — unless a sandbox
 * fixture (`sandbox_bank_accounts`) fixes another balance, or makes the bank unreachable (`null`: no
 * answer, the last reported balance stays and ages).
 */
export function createSandboxBankBalanceProvider(): BankBalanceProvider {
  return {
    async balance(lenderId, scope) {
      const db = scope as Kysely<DB>;
      const fixture = await db
        .withTables<SandboxBankTables>()
        .selectFrom('sandbox_bank_accounts')
        .select(['saldo', 'unreachable'])
        .where('lender_id', '=', lenderId)
        .executeTakeFirst();
      if (fixture?.unreachable) return null;
      if (fixture && fixture.saldo !== null) return { saldo: Number(fixture.saldo) };
      return { saldo: (await bankSideBalance(moneyDb(db), lenderId)).expected };
    },
  };
}
