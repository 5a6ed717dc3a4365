-- What a lender sees of each signed-in session (browser and address it signed in with, when it was
-- last seen) so that a session can be named and ended, and the one-time links of the new-device
-- mail that end the session it tells of.
-- Valid on PostgreSQL 15 and PGlite.

-- A session's public id (the token's hash is never shown), its user agent and address at sign-in,
-- and its last request (written at most once a minute per session; NULL: none since signing in, when
-- `created_at` is the last time it was seen).
ALTER TABLE sessions ADD COLUMN id serial;
ALTER TABLE sessions ADD CONSTRAINT sessions_id_key UNIQUE (id);
ALTER TABLE sessions ADD COLUMN user_agent text
  CHECK (user_agent IS NULL OR length(user_agent) <= 512);
ALTER TABLE sessions ADD COLUMN ip_address text
  CHECK (ip_address IS NULL OR length(ip_address) BETWEEN 1 AND 64);
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;

-- The "end this session" link of a new-device mail: the SHA-256 (hex) of its random token, never the
-- token. The session is kept by id without a reference: it may end another way first, and the link
-- must still say so rather than vanish. Used once (`used_at`), then refused; expires.
CREATE TABLE session_end_links (
  token_hash  char(64) PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  session_id  integer NOT NULL,
  lender_id   integer NOT NULL REFERENCES lenders (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  CHECK (expires_at > created_at),
  CHECK (used_at IS NULL OR used_at >= created_at)
);
CREATE INDEX session_end_links_lender_idx ON session_end_links (lender_id);
