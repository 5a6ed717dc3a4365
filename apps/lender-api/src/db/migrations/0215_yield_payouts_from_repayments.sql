-- Yield reaches lenders only through borrowers' repayments: each funding's share of a repayment is also
-- written as yield payouts (what the yield screens, returns and tax slips read), one row per schedule
-- row (`bulan`) the share pays, so a row paid in two repayments has two payouts. A payout from a
-- repayment names it and must match a share of it; payouts of the former fixed schedule (no
-- repayment) stay one per funding and month. Valid on PostgreSQL 15 and PGlite.
ALTER TABLE yield_payouts ADD COLUMN repayment_id integer;
ALTER TABLE yield_payouts DROP CONSTRAINT yield_payouts_pkey;
ALTER TABLE yield_payouts
  ADD CONSTRAINT yield_payouts_share_fkey FOREIGN KEY (repayment_id, funding_id)
    REFERENCES repayment_shares (repayment_id, funding_id);
CREATE UNIQUE INDEX yield_payouts_schedule_key ON yield_payouts (funding_id, bulan)
  WHERE repayment_id IS NULL;
CREATE UNIQUE INDEX yield_payouts_repayment_key ON yield_payouts (repayment_id, funding_id, bulan)
  WHERE repayment_id IS NOT NULL;
CREATE INDEX yield_payouts_funding_idx ON yield_payouts (funding_id, bulan);

-- A share's payouts add up to it (gross, tax, net), judged at commit like the shares themselves: the
-- screens and the slips then show exactly what the ledger posted.
CREATE FUNCTION yield_payouts_match_share() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  repayment integer := coalesce(NEW.repayment_id, OLD.repayment_id);
  funding integer := coalesce(NEW.funding_id, OLD.funding_id);
  share record;
  paid record;
BEGIN
  IF repayment IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT s.gross_yield, s.tax, s.net_yield INTO share FROM repayment_shares s
    WHERE s.repayment_id = repayment AND s.funding_id = funding;
  SELECT coalesce(sum(y.bruto), 0) AS bruto, coalesce(sum(y.pajak), 0) AS pajak,
         coalesce(sum(y.nominal), 0) AS nominal
    INTO paid FROM yield_payouts y WHERE y.repayment_id = repayment AND y.funding_id = funding;
  IF coalesce(share.gross_yield, 0) <> paid.bruto OR coalesce(share.tax, 0) <> paid.pajak
     OR coalesce(share.net_yield, 0) <> paid.nominal THEN
    RAISE EXCEPTION 'repayment % pays funding % yield % (tax %), its payouts say % (tax %)', repayment,
      funding, coalesce(share.gross_yield, 0), coalesce(share.tax, 0), paid.bruto, paid.pajak
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER yield_payouts_match_share
  AFTER INSERT OR UPDATE OR DELETE ON yield_payouts
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION yield_payouts_match_share();

CREATE CONSTRAINT TRIGGER repayment_shares_match_payouts
  AFTER INSERT OR UPDATE ON repayment_shares
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION yield_payouts_match_share();
