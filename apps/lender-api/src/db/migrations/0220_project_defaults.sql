-- A declared default: once per project, idempotent on its reference, with the recovery
-- shared out to the lenders (a `repayments` row of provider `default`, principal only) and the rest of
-- each funding's principal written off. Valid on PostgreSQL 15 and PGlite.
CREATE TABLE project_defaults (
  project_id    integer PRIMARY KEY REFERENCES projects (id),
  reference     text NOT NULL UNIQUE CHECK (reference <> ''),
  declared_on   date NOT NULL,
  recovery      bigint NOT NULL CHECK (recovery >= 0),
  written_off   bigint NOT NULL CHECK (written_off >= 0),
  -- The recovery's repayment; none when nothing was recovered.
  repayment_id  integer REFERENCES repayments (id),
  CHECK ((repayment_id IS NULL) = (recovery = 0)),
  at            timestamptz NOT NULL
);

-- A funding's principal that will not come back: `penghapusan_dana` (the lender's transaction),
-- posted `lender_invested` −rest, `platform_write_offs` +rest. The borrower's debt stays on
-- `platform_projects` for collection; `platform_write_offs` holds the lenders' principal written off
-- against it (a later recovery would be posted out of it).
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kategori_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kategori_check CHECK (kategori IN (
  'topup', 'pendanaan', 'imbal_hasil', 'penarikan', 'pengembalian_dana', 'biaya_platform',
  'penghapusan_dana'));
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_check CHECK (account IN (
  'lender_available', 'lender_invested', 'lender_pending_withdrawal',
  'platform_cash_in', 'platform_cash_out', 'platform_projects', 'platform_tax_payable',
  'platform_collections', 'platform_fee_income', 'platform_write_offs'));
