-- A project's life, stored: its stage on the project row and every change of stage as an event with
-- its time and cause; the borrowers' repayments and each funding's share of them. The fundraising
-- window stays the dates (`tgl_mulai_penggalangan` .. `tgl_selesai_penggalangan`).
-- Valid on PostgreSQL 15 and PGlite.

-- Dates the old seed could write that the new checks refuse: a finished demo project's end was
-- counted back from a day that EDATE does not reach (31st − n months + n months = 30th), and a
-- fundraising that ended after the start. The end follows the start and the tenor; the fundraising
-- ends at the latest on the start.
UPDATE projects SET tgl_selesai = (tgl_mulai + make_interval(months => tenor))::date
WHERE tgl_selesai <> (tgl_mulai + make_interval(months => tenor))::date;
UPDATE projects SET tgl_selesai_penggalangan = tgl_mulai
WHERE tgl_selesai_penggalangan > tgl_mulai;
UPDATE projects SET tgl_mulai_penggalangan = tgl_selesai_penggalangan
WHERE tgl_mulai_penggalangan > tgl_selesai_penggalangan;

ALTER TABLE projects
  ADD CONSTRAINT projects_fundraising_before_start_check CHECK (tgl_selesai_penggalangan <= tgl_mulai),
  -- EDATE: PostgreSQL's date + months keeps the day or clamps it to the month's last day.
  ADD CONSTRAINT projects_end_is_start_plus_tenor_check
    CHECK (tgl_selesai = (tgl_mulai + make_interval(months => tenor))::date),
  -- The platform's ujrah (wakalah bil ujrah), % a year of the funded principal, paid by the borrower
  -- on top of the lenders' yield.
  ADD COLUMN platform_fee_rate numeric(5, 2) NOT NULL DEFAULT 0
    CHECK (platform_fee_rate >= 0 AND platform_fee_rate <= 100),
  -- fundraising → funded (fundraising closed) → running (started, money with the borrower) →
  -- repaid; late and defaulted are for repayments that do not come.
  ADD COLUMN stage text NOT NULL DEFAULT 'fundraising'
    CHECK (stage IN ('fundraising', 'funded', 'running', 'repaid', 'late', 'defaulted'));

CREATE TABLE project_stage_events (
  id          bigserial PRIMARY KEY,
  project_id  integer NOT NULL REFERENCES projects (id),
  from_stage  text,
  to_stage    text NOT NULL,
  at          timestamptz NOT NULL,
  cause       text NOT NULL CHECK (cause <> ''),
  -- Only the changes a project's life allows; the first event of a project has no from_stage.
  CHECK (
    (from_stage IS NULL AND to_stage = 'fundraising')
    OR (from_stage, to_stage) IN (
      ('fundraising', 'funded'), ('fundraising', 'running'), ('funded', 'running'),
      ('running', 'repaid'), ('running', 'late'), ('late', 'running'), ('late', 'repaid'),
      ('late', 'defaulted'), ('running', 'defaulted'))
  )
);
CREATE INDEX project_stage_events_project_idx ON project_stage_events (project_id, id);

-- An event moves the project: it must start from the stage the project is in, and the project's
-- stage becomes the event's (so the row and its history can never disagree). Moving `stage` without
-- an event is refused.
CREATE FUNCTION project_stage_event_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  current_stage text;
BEGIN
  SELECT stage INTO current_stage FROM projects WHERE id = NEW.project_id FOR UPDATE;
  IF NEW.from_stage IS NULL THEN
    IF EXISTS (SELECT 1 FROM project_stage_events WHERE project_id = NEW.project_id AND id <> NEW.id) THEN
      RAISE EXCEPTION 'project % already has a history', NEW.project_id USING ERRCODE = 'check_violation';
    END IF;
  ELSIF NEW.from_stage IS DISTINCT FROM current_stage THEN
    RAISE EXCEPTION 'project % is %, not %', NEW.project_id, current_stage, NEW.from_stage
      USING ERRCODE = 'check_violation';
  END IF;
  PERFORM set_config('pendana.stage_event', 'on', true);
  UPDATE projects SET stage = NEW.to_stage WHERE id = NEW.project_id;
  PERFORM set_config('pendana.stage_event', 'off', true);
  RETURN NULL;
END
$$;
CREATE TRIGGER project_stage_events_apply
  AFTER INSERT ON project_stage_events
  FOR EACH ROW EXECUTE FUNCTION project_stage_event_apply();

CREATE FUNCTION project_stage_by_event_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('pendana.stage_event', true), 'off') <> 'on' THEN
    RAISE EXCEPTION 'the stage of project % changes by a project_stage_events row', NEW.id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER projects_stage_by_event_only
  BEFORE UPDATE OF stage ON projects
  FOR EACH ROW WHEN (OLD.stage IS DISTINCT FROM NEW.stage)
  EXECUTE FUNCTION project_stage_by_event_only();

-- A new project starts its history raising funds.
CREATE FUNCTION project_stage_first_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_stage_events (project_id, from_stage, to_stage, at, cause)
  VALUES (NEW.id, NULL, 'fundraising', now(), 'created');
  RETURN NULL;
END
$$;
CREATE TRIGGER projects_stage_first_event
  AFTER INSERT ON projects
  FOR EACH ROW EXECUTE FUNCTION project_stage_first_event();

-- Projects already there: created raising funds, then moved by their dates as of today (Jakarta).
INSERT INTO project_stage_events (project_id, from_stage, to_stage, at, cause)
SELECT id, NULL, 'fundraising', created_at, 'created' FROM projects ORDER BY id;
INSERT INTO project_stage_events (project_id, from_stage, to_stage, at, cause)
SELECT id, 'fundraising', 'funded', now(), 'migration 0210: fundraising closed on ' || tgl_selesai_penggalangan::text
FROM projects
WHERE tgl_selesai_penggalangan < (now() AT TIME ZONE 'Asia/Jakarta')::date
ORDER BY id;
INSERT INTO project_stage_events (project_id, from_stage, to_stage, at, cause)
SELECT id, 'funded', 'running', now(), 'migration 0210: started on ' || tgl_mulai::text
FROM projects
WHERE stage = 'funded' AND tgl_mulai <= (now() AT TIME ZONE 'Asia/Jakarta')::date
ORDER BY id;

-- A funding ends when its project is repaid: 2 = selesai (0 = every package taken back, 1 = open).
ALTER TABLE fundings DROP CONSTRAINT fundings_status_check;
ALTER TABLE fundings ADD CONSTRAINT fundings_status_check CHECK (status IN (0, 1, 2));

-- The platform's own business transactions (no lender): the ujrah taken from a repayment.
ALTER TABLE ledger_transactions ALTER COLUMN lender_id DROP NOT NULL;
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kategori_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kategori_check CHECK (kategori IN (
  'topup', 'pendanaan', 'imbal_hasil', 'penarikan', 'pengembalian_dana', 'biaya_platform'));
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_platform_only_check
  CHECK ((lender_id IS NULL) = (kategori = 'biaya_platform'));

-- Money from borrowers enters through the platform's collections account (an asset: negative, as
-- platform_cash_in); the ujrah is the platform's income (positive, as platform_tax_payable).
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_check CHECK (account IN (
  'lender_available', 'lender_invested', 'lender_pending_withdrawal',
  'platform_cash_in', 'platform_cash_out', 'platform_projects', 'platform_tax_payable',
  'platform_collections', 'platform_fee_income'));

-- A borrower's repayment: received once per provider and payer reference, split into the platform's
-- fee, the lenders' yield and principal (modules/repayments/split.ts says how).
CREATE TABLE repayments (
  id                  serial PRIMARY KEY,
  project_id          integer NOT NULL REFERENCES projects (id),
  provider            text NOT NULL CHECK (provider <> ''),
  payer_reference     text NOT NULL CHECK (payer_reference <> ''),
  amount              bigint NOT NULL CHECK (amount > 0),
  paid_on             date NOT NULL,
  platform_fee        bigint NOT NULL CHECK (platform_fee >= 0),
  yield               bigint NOT NULL CHECK (yield >= 0),
  principal           bigint NOT NULL CHECK (principal >= 0),
  -- The repayment that completes the project (principal back, fundings closed, project repaid).
  completes           boolean NOT NULL,
  fee_transaction_id  bigint REFERENCES ledger_transactions (id),
  recorded_at         timestamptz NOT NULL,
  UNIQUE (provider, payer_reference),
  CHECK (amount = platform_fee + yield + principal),
  CHECK ((fee_transaction_id IS NULL) = (platform_fee = 0))
);
CREATE INDEX repayments_project_idx ON repayments (project_id, id);
-- At most one repayment completes a project.
CREATE UNIQUE INDEX repayments_completes_key ON repayments (project_id) WHERE completes;

-- Each open funding's share of a repayment: gross yield, the tax withheld from it (kind and rate as
-- yield_payouts keeps them), the net credited and the principal returned.
CREATE TABLE repayment_shares (
  repayment_id               integer NOT NULL REFERENCES repayments (id),
  funding_id                 integer NOT NULL REFERENCES fundings (id),
  lender_id                  integer NOT NULL REFERENCES lenders (id) ON DELETE CASCADE,
  gross_yield                bigint NOT NULL CHECK (gross_yield >= 0),
  tax                        bigint NOT NULL CHECK (tax >= 0),
  tax_kind                   text NOT NULL CHECK (tax_kind IN ('PPh23', 'PPh26')),
  tax_rate_bp                integer NOT NULL CHECK (tax_rate_bp BETWEEN 0 AND 10000),
  net_yield                  bigint NOT NULL CHECK (net_yield >= 0),
  principal                  bigint NOT NULL CHECK (principal >= 0),
  yield_transaction_id       bigint REFERENCES ledger_transactions (id),
  principal_transaction_id   bigint REFERENCES ledger_transactions (id),
  PRIMARY KEY (repayment_id, funding_id),
  CHECK (net_yield = gross_yield - tax AND tax <= gross_yield),
  CHECK (tax = (gross_yield * tax_rate_bp) / 10000),
  CHECK ((yield_transaction_id IS NULL) = (gross_yield = 0)),
  CHECK ((principal_transaction_id IS NULL) = (principal = 0))
);
CREATE INDEX repayment_shares_funding_idx ON repayment_shares (funding_id);
CREATE INDEX repayment_shares_lender_idx ON repayment_shares (lender_id);
