-- The platform's staff (operators): accounts apart from lenders, their sessions, and the audit log of
-- every operator write. An operator's token is looked up in `operator_sessions` only and a lender's in
-- `sessions` only, so neither kind opens the other's calls.
CREATE TABLE operator_accounts (
  id             serial PRIMARY KEY,
  email          text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  name           text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  role           text NOT NULL CHECK (role IN ('reviewer', 'finance', 'content', 'admin')),
  password_hash  text NOT NULL,
  disabled_at    timestamptz,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL
);

CREATE UNIQUE INDEX operator_accounts_email_key ON operator_accounts (email);

-- Opaque tokens kept as their SHA-256; `expires_at` moves on with every call (idle expiry).
CREATE TABLE operator_sessions (
  token_hash    text PRIMARY KEY,
  operator_id   integer NOT NULL REFERENCES operator_accounts (id),
  created_at    timestamptz NOT NULL,
  last_seen_at  timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  CHECK (expires_at > last_seen_at)
);

CREATE INDEX operator_sessions_operator_idx ON operator_sessions (operator_id);

-- Append-only: who (the operator, or `cli` for the command line), when, from where, what, the state
-- before and after, the request's id. Written in the transaction of the write it records.
CREATE TABLE operator_audit_log (
  id            bigserial PRIMARY KEY,
  operator_id   integer REFERENCES operator_accounts (id),
  actor         text NOT NULL CHECK (length(actor) BETWEEN 1 AND 254),
  at            timestamptz NOT NULL,
  ip            text,
  action        text NOT NULL CHECK (length(action) BETWEEN 1 AND 100),
  target        text NOT NULL CHECK (length(target) BETWEEN 1 AND 100),
  before_state  jsonb,
  after_state   jsonb,
  request_id    text,
  CHECK (before_state IS NOT NULL OR after_state IS NOT NULL)
);

CREATE INDEX operator_audit_log_at_idx ON operator_audit_log (at DESC, id DESC);

CREATE FUNCTION operator_audit_log_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER operator_audit_log_no_update_delete
  BEFORE UPDATE OR DELETE ON operator_audit_log
  FOR EACH ROW EXECUTE FUNCTION operator_audit_log_refuse_change();

CREATE TRIGGER operator_audit_log_no_truncate
  BEFORE TRUNCATE ON operator_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION operator_audit_log_refuse_change();
