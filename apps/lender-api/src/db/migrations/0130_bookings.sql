-- Bookings (`booking-pendanaan/*`): packages of a project held for one lender for 24 hours while the
-- funding agreement is signed. A hold moves no money; while it is active (status 2 and not expired)
-- other lenders' checkouts, add-funds and holds see fewer packages left; the holder's own checkout of
-- the project consumes it (status 3). Valid on PostgreSQL 15 and PGlite.
CREATE TABLE bookings (
  id                serial PRIMARY KEY,
  doc_token         varchar(100) NOT NULL UNIQUE,
  lender_id         integer NOT NULL REFERENCES lenders (id) ON DELETE CASCADE,
  project_id        integer NOT NULL REFERENCES projects (id),
  paket             integer NOT NULL CHECK (paket > 0),
  jumlah_investasi  bigint NOT NULL CHECK (jumlah_investasi > 0),
  -- 2 MENUNGGU (held), 3 BERHASIL (funded by the holder's checkout), 8 BATAL (released).
  -- A held row past expires_at is read as 4 GAGAL (lapsed); nothing rewrites it.
  status            smallint NOT NULL CHECK (status IN (2, 3, 8)),
  funding_id        integer REFERENCES fundings (id),
  expires_at        timestamptz NOT NULL,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL
);
CREATE INDEX bookings_project_idx ON bookings (project_id, status, expires_at);
CREATE INDEX bookings_lender_idx ON bookings (lender_id, project_id, status);
