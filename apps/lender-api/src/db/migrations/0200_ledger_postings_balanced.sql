-- The database refuses a posting whose entries do not sum to zero, whoever writes it (the code checks
-- it too, but a hand-written statement or a future bug would not go through that check). The check is
-- deferred to the commit, so a posting written in several statements is judged whole.
CREATE FUNCTION ledger_posting_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT coalesce(sum(amount), 0) INTO total FROM ledger_entries
      WHERE transaction_id = OLD.transaction_id AND posting = OLD.posting;
    IF total <> 0 THEN
      RAISE EXCEPTION 'unbalanced posting % of transaction % (sum %)', OLD.posting, OLD.transaction_id, total
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(sum(amount), 0) INTO total FROM ledger_entries
      WHERE transaction_id = NEW.transaction_id AND posting = NEW.posting;
    IF total <> 0 THEN
      RAISE EXCEPTION 'unbalanced posting % of transaction % (sum %)', NEW.posting, NEW.transaction_id, total
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER ledger_entries_balanced
  AFTER INSERT OR UPDATE OR DELETE ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_posting_balanced();
