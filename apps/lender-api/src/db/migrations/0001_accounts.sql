-- Accounts, sessions, one-time codes, login throttling, the sandbox outbox and the terms.
-- Valid on PostgreSQL 15 and PGlite.

CREATE TABLE lenders (
  id                  serial PRIMARY KEY,
  username            text NOT NULL,
  email               text NOT NULL,
  password_hash       text NOT NULL,
  lender_type         smallint NOT NULL CHECK (lender_type IN (1, 2)),
  status              text NOT NULL DEFAULT 'Not Active'
                      CHECK (status IN ('Not Active', 'notfilled', 'pending', 'active', 'reject', 'suspend')),
  nama                text,
  referal_code        text,
  email_verified_at   timestamptz,
  is_active_rdl       boolean NOT NULL DEFAULT false,
  is_new_lender_ekyc  boolean NOT NULL DEFAULT true,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX lenders_username_key ON lenders (lower(username));
CREATE UNIQUE INDEX lenders_email_key ON lenders (lower(email));

-- Opaque session tokens, stored as the SHA-256 (hex) of the token.
CREATE TABLE sessions (
  token_hash   char(64) PRIMARY KEY,
  lender_id    integer NOT NULL REFERENCES lenders (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL
);
CREATE INDEX sessions_lender_id_idx ON sessions (lender_id);

-- One-time codes sent by mail (email verification, password reset), stored hashed.
CREATE TABLE auth_codes (
  code_hash    char(64) PRIMARY KEY,
  lender_id    integer NOT NULL REFERENCES lenders (id) ON DELETE CASCADE,
  purpose      text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);
CREATE INDEX auth_codes_lender_purpose_idx ON auth_codes (lender_id, purpose);

-- Failed-login counters per account and per client address.
CREATE TABLE login_throttle (
  throttle_key   text PRIMARY KEY,
  failures       integer NOT NULL,
  window_start   timestamptz NOT NULL,
  locked_until   timestamptz
);

-- Mails and SMS sent by the sandbox providers.
CREATE TABLE outbox_messages (
  id          serial PRIMARY KEY,
  channel     text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient   text NOT NULL,
  subject     text NOT NULL,
  body        text NOT NULL,
  link        text,
  created_at  timestamptz NOT NULL
);

CREATE TABLE term_conditions (
  id          serial PRIMARY KEY,
  lang        text NOT NULL CHECK (lang IN ('id', 'en')),
  title       text NOT NULL,
  writer      text NOT NULL,
  deskripsi   text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
