-- Yield payouts: one row per funding and payout month once it is paid into the wallet (the schedule
-- itself is computed from the project and the funding; see modules/portfolio/schedule.ts).
CREATE TABLE yield_payouts (
  funding_id      integer NOT NULL REFERENCES fundings (id) ON DELETE CASCADE,
  bulan           integer NOT NULL CHECK (bulan >= 1),
  lender_id       integer NOT NULL REFERENCES lenders (id) ON DELETE CASCADE,
  nominal         bigint NOT NULL CHECK (nominal >= 0),
  tanggal_payout  date NOT NULL,
  transaction_id  bigint REFERENCES ledger_transactions (id),
  paid_at         timestamptz NOT NULL,
  PRIMARY KEY (funding_id, bulan)
);
CREATE INDEX yield_payouts_lender_idx ON yield_payouts (lender_id);
