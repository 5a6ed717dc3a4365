-- A lender's returns (getPortfolioReturns), computed once and kept until what they are made of moves.
--
-- The figures of 500 fundings (an XIRR each, the schedule of each, the portfolio's XIRR over every
-- flow) cost tens of milliseconds to compute; they change only when the lender's ledger moves (a
-- funding, a payout, principal back, funds taken back, a status), a payout row is written, a project
-- they funded changes what its schedule is made of or defaults, the lender's tax rate changes — or the
-- day changes (principal still out is valued today: `as_of`). Each of those writes bumps `version` and
-- drops the kept figures in the same transaction, by the triggers below, so no code path that writes
-- them can forget it. A reader keeps figures only if `version` is still the one it read before reading
-- what they are made of: a write that committed in between makes its update match no row.
-- Valid on PostgreSQL 15 and PGlite.

CREATE TABLE portfolio_returns (
  lender_id  integer PRIMARY KEY REFERENCES lenders (id) ON DELETE CASCADE,
  version    bigint NOT NULL DEFAULT 0,
  -- The Jakarta day the figures are for, and the figures (JSON text), or both null: none kept.
  as_of      date,
  figures    text,
  CHECK ((as_of IS NULL) = (figures IS NULL))
);

CREATE FUNCTION portfolio_returns_moved(lender integer) RETURNS void LANGUAGE sql AS $$
  UPDATE portfolio_returns SET version = version + 1, as_of = NULL, figures = NULL
  WHERE lender_id = lender;
$$;

-- Rows that carry their lender: the ledger's transactions, payouts, fundings, the tax residency.
CREATE FUNCTION portfolio_returns_row_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.lender_id IS NOT NULL THEN
    PERFORM portfolio_returns_moved(OLD.lender_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.lender_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW.lender_id IS DISTINCT FROM OLD.lender_id) THEN
    PERFORM portfolio_returns_moved(NEW.lender_id);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER ledger_transactions_move_returns
  AFTER INSERT OR UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION portfolio_returns_row_moved();
CREATE TRIGGER yield_payouts_move_returns
  AFTER INSERT OR UPDATE OR DELETE ON yield_payouts
  FOR EACH ROW EXECUTE FUNCTION portfolio_returns_row_moved();
CREATE TRIGGER fundings_move_returns
  AFTER INSERT OR DELETE OR UPDATE OF lender_id, project_id, nominal_awal, tanggal_invest ON fundings
  FOR EACH ROW EXECUTE FUNCTION portfolio_returns_row_moved();
CREATE TRIGGER lender_tax_residency_move_returns
  AFTER INSERT OR UPDATE OR DELETE ON lender_tax_residency
  FOR EACH ROW EXECUTE FUNCTION portfolio_returns_row_moved();

-- A project's name, stage (a declared default writes principal off) and schedule terms: every lender
-- who funded it. Sales (`paket_didanai`) do not move anyone's returns and do not fire it.
CREATE FUNCTION portfolio_returns_project_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Locked in the lenders' order, as ledger batches lock their wallets (shared/ledger/batch.ts).
  UPDATE portfolio_returns SET version = version + 1, as_of = NULL, figures = NULL
  WHERE lender_id IN (
    SELECT r.lender_id FROM portfolio_returns r
    WHERE r.lender_id IN (SELECT f.lender_id FROM fundings f WHERE f.project_id = NEW.id)
    ORDER BY r.lender_id FOR UPDATE);
  RETURN NULL;
END;
$$;

CREATE TRIGGER projects_move_returns
  AFTER UPDATE OF nama, stage, tgl_mulai, tenor, payout_interval, imbal_hasil ON projects
  FOR EACH ROW
  WHEN ((OLD.nama, OLD.stage, OLD.tgl_mulai, OLD.tenor, OLD.payout_interval, OLD.imbal_hasil)
    IS DISTINCT FROM (NEW.nama, NEW.stage, NEW.tgl_mulai, NEW.tenor, NEW.payout_interval, NEW.imbal_hasil))
  EXECUTE FUNCTION portfolio_returns_project_moved();
