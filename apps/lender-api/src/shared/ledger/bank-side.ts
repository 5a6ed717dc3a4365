import { sql } from 'kysely';
import type { MoneyDb, MoneyTrx } from './tables.ts';

/** The ledger's figures the lender's dedicated bank account (RDL/RDF) is compared with, in rupiah. */
export interface BankSideBalance {
  /** What the account should hold: available + reserved withdrawals − money outside the bank (≥ 0). */
  expected: number;
  available: number;
  /** Withdrawals reserved and not yet sent: the money is still in the account. */
  pendingWithdrawal: number;
  /** Top-ups credited from e-wallet, QRIS and card: the payment providers hold that money, not the bank. */
  outsideBank: number;
}

/**
 * The money of the lender that is in the dedicated account by the ledger. A withdrawal leaves the
 * account when it is paid (its reservation, `lender_pending_withdrawal`, is money still there); a
 * top-up through a payment provider (`ewallet_topups`) never reached the account, so it is left out.
 * Spending is not traced to a source, so the figure is floored at zero: an account cannot hold less
 * than nothing.
 */
export async function bankSideBalance(
  db: MoneyDb | MoneyTrx,
  lenderId: number,
): Promise<BankSideBalance> {
  const row = await db
    .selectNoFrom([
      sql<string>`(select coalesce(sum(e.amount), 0) from ledger_entries e where e.lender_id = ${lenderId} and e.account = 'lender_available')::bigint`.as(
        'available',
      ),
      sql<string>`(select coalesce(sum(e.amount), 0) from ledger_entries e where e.lender_id = ${lenderId} and e.account = 'lender_pending_withdrawal')::bigint`.as(
        'pending',
      ),
      sql<string>`(select coalesce(sum(e.amount), 0) from ewallet_topups w join ledger_entries e on e.transaction_id = w.transaction_id where w.lender_id = ${lenderId} and e.lender_id = ${lenderId} and e.account = 'lender_available')::bigint`.as(
        'outside',
      ),
    ])
    .executeTakeFirstOrThrow();
  const available = Number(row.available);
  const pendingWithdrawal = Number(row.pending);
  const outsideBank = Number(row.outside);
  return {
    expected: Math.max(0, available + pendingWithdrawal - outsideBank),
    available,
    pendingWithdrawal,
    outsideBank,
  };
}
