-- Two-factor sign-in with an authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 seconds).
-- One row per lender who started a setup; `enabled_at` is set when a code confirmed it. The secret is
-- answered once, at setup, and never again. `last_used_step` is the last time step whose code was
-- accepted: a code is accepted once, so a step at or before it is refused.
CREATE TABLE lender_two_factor (
  lender_id       integer PRIMARY KEY REFERENCES lenders (id),
  secret          text NOT NULL CHECK (secret ~ '^[A-Z2-7]{32}$'),
  created_at      timestamptz NOT NULL,
  enabled_at      timestamptz,
  last_used_step  bigint CHECK (last_used_step >= 0),
  CHECK (enabled_at IS NULL OR enabled_at >= created_at)
);

-- The ten recovery codes of a lender with two-factor sign-in on: only their SHA-256 (salted with the
-- lender's id); each works once (`used_at`).
CREATE TABLE lender_recovery_codes (
  id         bigserial PRIMARY KEY,
  lender_id  integer NOT NULL REFERENCES lenders (id),
  code_hash  text NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL,
  used_at    timestamptz,
  UNIQUE (lender_id, code_hash),
  CHECK (used_at IS NULL OR used_at >= created_at)
);

-- The step between a right password and the code: a short-lived single-use token (its SHA-256 only)
-- that is no session and opens nothing else.
CREATE TABLE two_factor_challenges (
  token_hash  text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  lender_id   integer NOT NULL REFERENCES lenders (id),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  CHECK (expires_at > created_at),
  CHECK (used_at IS NULL OR used_at >= created_at)
);

CREATE INDEX two_factor_challenges_lender ON two_factor_challenges (lender_id);
