import type { Balances } from './ledger.ts';

/**
 * The lender's money as every answer names it — the one definition of Dana Tersedia (home, the
 * statement, the certificate profile and the returns' idle money all read it from here):
 * - `danaTersedia`: what the lender can use now (fund, add funds, request a withdrawal) — the
 *   `lender_available` account, which a withdrawal request leaves at once;
 * - `dicadangkanPenarikan`: reserved by withdrawal requests waiting for the payout: still the
 *   lender's, no longer usable (`lender_pending_withdrawal`);
 * - `danaTeralokasi`: principal in projects;
 * - `totalAset`: the three together, every rupiah the lender owns on the platform.
 */
export interface LenderFunds {
  danaTersedia: number;
  dicadangkanPenarikan: number;
  danaTeralokasi: number;
  totalAset: number;
}

export function lenderFunds(balances: Balances): LenderFunds {
  return {
    danaTersedia: balances.available,
    dicadangkanPenarikan: balances.pendingWithdrawal,
    danaTeralokasi: balances.invested,
    totalAset: balances.available + balances.pendingWithdrawal + balances.invested,
  };
}
