-- A lender's balances and yield paid (home, returns, the wallet) are sums over the lender's ledger
-- rows, hundreds to thousands of them per lender with years of fundings. Read from index entries
-- that carry the amounts, the sums never visit the rows (scattered over the table's pages as the
-- platform posts): the balances' index carries each entry's amount (it replaces
-- `ledger_entries_lender_idx`, the same key), the yield paid is a partial index of the lender's
-- successful yield transactions carrying their amount.
-- Valid on PostgreSQL 15 and PGlite.

CREATE INDEX ledger_entries_lender_amount_idx ON ledger_entries (lender_id, account) INCLUDE (amount);

DROP INDEX ledger_entries_lender_idx;

CREATE INDEX ledger_transactions_lender_yield_idx ON ledger_transactions (lender_id) INCLUDE (nominal)
  WHERE kategori = 'imbal_hasil' AND status = 3;
