import type { Kysely } from 'kysely';

/** The bank's answer to a balance inquiry of a lender's dedicated account (RDL/RDF), in rupiah. */
export interface BankBalance {
  saldo: number;
}

/**
 * The database handle a balance inquiry runs on: the caller's transaction, so that a sandbox bank whose
 * state lives in the platform's database reads it consistently (and PGlite's single connection is not
 * asked twice). A bank reached over the network ignores it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: the bank reads its own tables only
export type BankInquiryScope = Kysely<any>;

export interface BankBalanceProvider {
  /** The balance of the lender's active dedicated account; null when the bank does not answer. */
  balance(lenderId: number, scope: BankInquiryScope): Promise<BankBalance | null>;
}
