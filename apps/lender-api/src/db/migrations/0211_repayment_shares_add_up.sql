-- The database refuses a repayment whose shares do not add up, whoever writes it: the fundings' gross
-- yield sums to the repayment's yield and their principal to its principal (with the platform's fee,
-- the repayment to the rupiah), and no funding gets more principal back than it put in. Judged at
-- commit (deferred), so a repayment and its shares are written in several statements and judged whole.
-- Valid on PostgreSQL 15 and PGlite.
CREATE FUNCTION repayment_shares_add_up() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  repayment integer;
  expected record;
  shared record;
  funding integer;
BEGIN
  IF TG_TABLE_NAME = 'repayments' THEN
    repayment := coalesce(NEW.id, OLD.id);
  ELSE
    repayment := coalesce(NEW.repayment_id, OLD.repayment_id);
    funding := coalesce(NEW.funding_id, OLD.funding_id);
  END IF;
  SELECT r.yield, r.principal INTO expected FROM repayments r WHERE r.id = repayment;
  IF FOUND THEN
    SELECT coalesce(sum(s.gross_yield), 0) AS yield, coalesce(sum(s.principal), 0) AS principal
      INTO shared FROM repayment_shares s WHERE s.repayment_id = repayment;
    IF shared.yield <> expected.yield OR shared.principal <> expected.principal THEN
      RAISE EXCEPTION 'repayment % shares % yield and % principal, not % and %', repayment,
        shared.yield, shared.principal, expected.yield, expected.principal
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  IF funding IS NOT NULL AND EXISTS (
    SELECT 1 FROM fundings f
    WHERE f.id = funding
      AND (SELECT coalesce(sum(s.principal), 0) FROM repayment_shares s WHERE s.funding_id = f.id) > f.nominal_awal
  ) THEN
    RAISE EXCEPTION 'funding % would get back more principal than it funded', funding
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER repayments_shares_add_up
  AFTER INSERT OR UPDATE ON repayments
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION repayment_shares_add_up();

CREATE CONSTRAINT TRIGGER repayment_shares_add_up
  AFTER INSERT OR UPDATE OR DELETE ON repayment_shares
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION repayment_shares_add_up();
