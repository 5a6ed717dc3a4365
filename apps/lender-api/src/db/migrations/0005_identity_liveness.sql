-- Sandbox population registry (what the identity provider checks against) and liveness sessions.

CREATE TABLE sandbox_population (
  nik     char(16) PRIMARY KEY,
  name    text NOT NULL,
  dob     date NOT NULL
);

CREATE TABLE liveness_sessions (
  reference     text PRIMARY KEY,
  lender_id     integer NOT NULL REFERENCES lenders (id) ON DELETE CASCADE,
  provider      text NOT NULL CHECK (provider IN ('privy', 'vida')),
  token_hash    char(64),
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'passed', 'failed')),
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  finished_at   timestamptz
);
CREATE INDEX liveness_sessions_lender_idx ON liveness_sessions (lender_id);
