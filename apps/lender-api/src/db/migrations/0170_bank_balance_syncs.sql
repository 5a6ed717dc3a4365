-- A balance that proves itself: the balance of each lender's dedicated bank account
-- (RDL/RDF) as the bank last reported it, and when; the statement compares it with the ledger.
CREATE TABLE bank_balance_syncs (
  lender_id   integer PRIMARY KEY REFERENCES lenders (id) ON DELETE CASCADE,
  -- Whole rupiah the bank reported for the account at `synced_at`.
  saldo       bigint NOT NULL,
  synced_at   timestamptz NOT NULL
);

-- The sandbox bank's own state for a lender (sandbox mode only, set through /api/sandbox/bank/balance):
-- a fixed balance it reports instead of the ledger's, and whether it answers at all (unreachable: a
-- sync keeps the last reported row, so it ages).
CREATE TABLE sandbox_bank_accounts (
  lender_id   integer PRIMARY KEY REFERENCES lenders (id) ON DELETE CASCADE,
  saldo       bigint,
  unreachable boolean NOT NULL DEFAULT false,
  updated_at  timestamptz NOT NULL
);
