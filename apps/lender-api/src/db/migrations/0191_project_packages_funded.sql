-- The packages the platform's fundings hold in a project, kept on the project row
-- (`paket_didanai` = the sum of `fundings.jumlah_paket` of the project) by a trigger on `fundings`, so
-- the lists, the detail, the portfolio and checkout read one column instead of summing every funding
-- of every project on each request (a read that grew with the fundings). The trigger runs in the
-- writer's transaction: the sum and the rows can never disagree. Checkout and take funds already hold
-- the project row lock when they write a funding (wallet, then project), so the update adds no new
-- lock order. Valid on PostgreSQL 15 and PGlite.

ALTER TABLE projects
  ADD COLUMN paket_didanai integer NOT NULL DEFAULT 0 CHECK (paket_didanai >= 0);

CREATE FUNCTION fundings_count_packages() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE projects SET paket_didanai = paket_didanai - OLD.jumlah_paket WHERE id = OLD.project_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE projects SET paket_didanai = paket_didanai + NEW.jumlah_paket WHERE id = NEW.project_id;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER fundings_count_packages_insert_delete
  AFTER INSERT OR DELETE ON fundings
  FOR EACH ROW EXECUTE FUNCTION fundings_count_packages();

-- Only when the packages or the project change (a status change alone leaves the sum as it is).
CREATE TRIGGER fundings_count_packages_update
  AFTER UPDATE OF jumlah_paket, project_id ON fundings
  FOR EACH ROW
  WHEN (OLD.jumlah_paket IS DISTINCT FROM NEW.jumlah_paket OR OLD.project_id IS DISTINCT FROM NEW.project_id)
  EXECUTE FUNCTION fundings_count_packages();

UPDATE projects p
SET paket_didanai = coalesce((SELECT sum(f.jumlah_paket) FROM fundings f WHERE f.project_id = p.id), 0);
