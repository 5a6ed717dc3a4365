-- The rate withheld from a payout in basis points of the gross (1500 = 15 %), so a treaty rate under a
-- certificate of domicile (e.g. 10 %, 12.5 %) can be applied and kept: `tarif_pajak` (whole percent,
-- 0/15/20 only) becomes `tarif_pajak_bp`. Existing rows: tarif_pajak × 100 (0 stays 0: paid before
-- withholding existed). The tax of a row is ⌊gross × rate_bp / 10000⌋, as the code computes it.
-- Valid on PostgreSQL 15 and PGlite.

ALTER TABLE yield_payouts ADD COLUMN tarif_pajak_bp integer;

UPDATE yield_payouts SET tarif_pajak_bp = tarif_pajak * 100;

ALTER TABLE yield_payouts
  ALTER COLUMN tarif_pajak_bp SET NOT NULL,
  ADD CONSTRAINT yield_payouts_tarif_pajak_bp_check CHECK (tarif_pajak_bp >= 0 AND tarif_pajak_bp <= 10000),
  ADD CONSTRAINT yield_payouts_pajak_rate_check CHECK (pajak = bruto * tarif_pajak_bp / 10000),
  DROP COLUMN tarif_pajak;
