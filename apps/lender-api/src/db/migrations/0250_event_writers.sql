-- The writers of the last lender events: a key that makes an event written at most once (a hold's
-- expiry notice, found by a periodic scan that two servers or a rerun may repeat), the devices a
-- lender signed in from (a sign-in from another one is told), and the KYC reviews' decisions with the
-- reason of a rejection.
-- Valid on PostgreSQL 15 and PGlite.

-- At most one event per key (NULL: an event with no such key, the usual case).
ALTER TABLE lender_events ADD COLUMN dedupe_key text UNIQUE
  CHECK (dedupe_key IS NULL OR length(dedupe_key) BETWEEN 1 AND 200);

-- A device a lender signed in from: the SHA-256 (hex) of its device cookie, or of its user agent when
-- it keeps no cookie; never the cookie itself. `label` is what the lender is told (browser and system).
CREATE TABLE lender_devices (
  lender_id      integer NOT NULL REFERENCES lenders (id) ON DELETE CASCADE,
  device_hash    text NOT NULL CHECK (device_hash ~ '^[0-9a-f]{64}$'),
  label          text NOT NULL CHECK (length(label) BETWEEN 1 AND 200),
  first_seen_at  timestamptz NOT NULL,
  last_seen_at   timestamptz NOT NULL,
  PRIMARY KEY (lender_id, device_hash),
  CHECK (last_seen_at >= first_seen_at)
);

-- Each KYC review's decision (the sandbox reviewer or an operator): a rejection always says why.
CREATE TABLE kyc_decisions (
  id          serial PRIMARY KEY,
  lender_id   integer NOT NULL REFERENCES lenders (id) ON DELETE CASCADE,
  approved    boolean NOT NULL,
  reason      text CHECK (reason IS NULL OR length(btrim(reason)) BETWEEN 1 AND 500),
  decided_by  text NOT NULL CHECK (length(decided_by) BETWEEN 1 AND 100),
  decided_at  timestamptz NOT NULL,
  CHECK (approved OR reason IS NOT NULL)
);
CREATE INDEX kyc_decisions_lender_idx ON kyc_decisions (lender_id, id DESC);
