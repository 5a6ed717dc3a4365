-- Why the bank refused a withdrawal (history shows it to the lender in their language; the texts are
-- the server's, keyed by this code). Null while waiting or when paid. Valid on PostgreSQL 15 and PGlite.
ALTER TABLE withdrawals
  ADD COLUMN kode_penolakan varchar(30)
  CHECK (kode_penolakan IN ('account_closed', 'name_mismatch', 'bank_rejected'));
