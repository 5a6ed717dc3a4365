import { balancesOf } from '../../shared/ledger/ledger.ts';
import type { StatementDb, StatementTrx } from '../../modules/statement/index.ts';

/**
 * The sandbox bank's balance inquiry for a lender's dedicated account (RDL/RDF): it holds exactly
 * what the platform's ledger says is available — unless a sandbox fixture (`sandbox_bank_accounts`,
 * set by `POST /api/sandbox/bank/balance`) fixes another balance, or makes the bank unreachable
 * (`null`: no answer, the last reported balance stays and ages).
 */
export async function sandboxRdlBalance(
  db: StatementDb | StatementTrx,
  lenderId: number,
): Promise<{ saldo: number } | null> {
  const fixture = await db
    .selectFrom('sandbox_bank_accounts')
    .select(['saldo', 'unreachable'])
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
  if (fixture?.unreachable) return null;
  if (fixture && fixture.saldo !== null) return { saldo: Number(fixture.saldo) };
  return { saldo: (await balancesOf(db, lenderId)).available };
}
