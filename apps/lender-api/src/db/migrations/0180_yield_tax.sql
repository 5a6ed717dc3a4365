-- Tax withheld on yield (PMK 69/2022): PPh 23 at 15 % of the gross yield for
-- residents (individuals with a KTP and every company), PPh 26 at 20 % for non-residents (passport
-- holders). Each paid payout keeps its gross, the rate and kind applied, the tax withheld and the net
-- credited (`nominal` stays the amount that reached the wallet, so every reader of it keeps its meaning).
-- Valid on PostgreSQL 15 and PGlite.

ALTER TABLE yield_payouts
  ADD COLUMN bruto       bigint,
  ADD COLUMN jenis_pajak text,
  ADD COLUMN tarif_pajak smallint,
  ADD COLUMN pajak       bigint;

-- Rows paid before withholding existed were credited in full: gross = net, nothing withheld, rate 0,
-- the kind the lender has now (the ledger shows no tax for them, so nothing is invented).
UPDATE yield_payouts y
SET bruto = y.nominal,
    pajak = 0,
    tarif_pajak = 0,
    jenis_pajak = CASE
      WHEN EXISTS (
        SELECT 1 FROM lenders l
        JOIN ekyc_personal_data p ON p.lender_id = l.id
        WHERE l.id = y.lender_id AND l.lender_type = 1
          AND (p.is_passport OR p.kewarganegaraan = 'WNA')
      ) THEN 'PPh26'
      ELSE 'PPh23'
    END;

ALTER TABLE yield_payouts
  ALTER COLUMN bruto SET NOT NULL,
  ALTER COLUMN jenis_pajak SET NOT NULL,
  ALTER COLUMN tarif_pajak SET NOT NULL,
  ALTER COLUMN pajak SET NOT NULL,
  ADD CONSTRAINT yield_payouts_jenis_pajak_check CHECK (jenis_pajak IN ('PPh23', 'PPh26')),
  ADD CONSTRAINT yield_payouts_tarif_pajak_check CHECK (tarif_pajak IN (0, 15, 20)),
  ADD CONSTRAINT yield_payouts_net_check CHECK (pajak >= 0 AND pajak <= bruto AND nominal = bruto - pajak);

CREATE INDEX yield_payouts_lender_paid_idx ON yield_payouts (lender_id, paid_at);

-- The platform's account for tax withheld and payable to the state (paid over by the 15th of the next
-- month, outside this system). Inline CHECKs of 0100 are named <table>_<column>_check by PostgreSQL.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_check CHECK (account IN (
  'lender_available', 'lender_invested', 'lender_pending_withdrawal',
  'platform_cash_in', 'platform_cash_out', 'platform_projects', 'platform_tax_payable'));
