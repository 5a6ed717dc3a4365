-- Money: projects, fundings, the double-entry ledger, idempotency keys, virtual accounts, top-ups and
-- withdrawals. Every amount is a bigint of whole rupiah. Valid on PostgreSQL 15 and PGlite.

CREATE TABLE projects (
  id                         serial PRIMARY KEY,
  nama                       text NOT NULL,
  alamat                     text NOT NULL,
  kategori                   text NOT NULL CHECK (kategori IN ('properti', 'modal_kerja')),
  akad                       text NOT NULL CHECK (akad IN ('Murabahah', 'Mudharabah')),
  imbal_hasil                numeric(5, 2) NOT NULL CHECK (imbal_hasil >= 0 AND imbal_hasil <= 100),
  harga_paket                bigint NOT NULL CHECK (harga_paket > 0),
  total_paket                integer NOT NULL CHECK (total_paket > 0),
  -- Packages sold before the platform listed the project (offline or earlier rounds).
  paket_awal                 integer NOT NULL DEFAULT 0 CHECK (paket_awal >= 0),
  tenor                      integer NOT NULL CHECK (tenor > 0),
  payout_interval            integer NOT NULL DEFAULT 1 CHECK (payout_interval >= 0),
  tgl_mulai_penggalangan     date NOT NULL,
  tgl_selesai_penggalangan   date NOT NULL,
  tgl_mulai                  date NOT NULL,
  tgl_selesai                date NOT NULL,
  image_url                  text NOT NULL,
  gambar                     text[] NOT NULL DEFAULT '{}',
  deskripsi                  text NOT NULL,
  legalitas                  text NOT NULL,
  pemilik                    text NOT NULL,
  simulasi                   text NOT NULL,
  created_at                 timestamptz NOT NULL DEFAULT now(),
  CHECK (paket_awal <= total_paket),
  CHECK (tgl_selesai_penggalangan >= tgl_mulai_penggalangan),
  CHECK (tgl_selesai > tgl_mulai)
);
CREATE UNIQUE INDEX projects_nama_key ON projects (nama);

-- One lock anchor per lender: money mutations take `SELECT … FOR UPDATE` on it first, then read
-- balances from the ledger. Balances are never stored here.
CREATE TABLE wallets (
  lender_id    integer PRIMARY KEY REFERENCES lenders (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- A lender's position in a project: one row per project and purchase day (legacy §12.2).
CREATE TABLE fundings (
  id              serial PRIMARY KEY,
  lender_id       integer NOT NULL REFERENCES lenders (id) ON DELETE CASCADE,
  project_id      integer NOT NULL REFERENCES projects (id),
  tanggal_invest  date NOT NULL,
  jumlah_paket    integer NOT NULL CHECK (jumlah_paket >= 0),
  nominal_awal    bigint NOT NULL CHECK (nominal_awal >= 0),
  status          smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX fundings_day_key ON fundings (lender_id, project_id, tanggal_invest);
CREATE INDEX fundings_project_idx ON fundings (project_id);

-- One business transaction of money (what the history lists), with the status of spec numbers
-- 1 BARU, 2 MENUNGGU, 3 BERHASIL, 4 GAGAL, 8 BATAL.
CREATE TABLE ledger_transactions (
  id           bigserial PRIMARY KEY,
  lender_id    integer NOT NULL REFERENCES lenders (id) ON DELETE CASCADE,
  kategori     text NOT NULL
               CHECK (kategori IN ('topup', 'pendanaan', 'imbal_hasil', 'penarikan', 'pengembalian_dana')),
  tipe         text NOT NULL CHECK (tipe IN ('CREDIT', 'DEBIT')),
  nominal      bigint NOT NULL CHECK (nominal > 0),
  status       smallint NOT NULL CHECK (status IN (1, 2, 3, 4, 8)),
  perihal      text NOT NULL,
  referensi    text NOT NULL,
  funding_id   integer REFERENCES fundings (id),
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL
);
CREATE INDEX ledger_transactions_lender_idx ON ledger_transactions (lender_id, id DESC);
CREATE UNIQUE INDEX ledger_transactions_referensi_key ON ledger_transactions (referensi);

-- Double-entry rows: the amounts of one posting sum to zero. Lender accounts hold what the platform
-- owes the lender (positive = the lender's money); platform accounts are their counterparts.
CREATE TABLE ledger_entries (
  id              bigserial PRIMARY KEY,
  transaction_id  bigint NOT NULL REFERENCES ledger_transactions (id),
  posting         smallint NOT NULL DEFAULT 1,
  account         text NOT NULL CHECK (account IN (
                    'lender_available', 'lender_invested', 'lender_pending_withdrawal',
                    'platform_cash_in', 'platform_cash_out', 'platform_projects')),
  lender_id       integer REFERENCES lenders (id) ON DELETE CASCADE,
  project_id      integer REFERENCES projects (id),
  amount          bigint NOT NULL CHECK (amount <> 0),
  created_at      timestamptz NOT NULL,
  CHECK ((account LIKE 'lender_%') = (lender_id IS NOT NULL))
);
CREATE INDEX ledger_entries_lender_idx ON ledger_entries (lender_id, account);
CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id);

-- Answers of money mutations by idempotency key (explicit `Idempotency-Key` header, or a key the
-- server derives from the request: see docs/lender-api.md "Server" money).
CREATE TABLE idempotency_keys (
  lender_id      integer NOT NULL REFERENCES lenders (id) ON DELETE CASCADE,
  idem_key       text NOT NULL,
  operation      text NOT NULL,
  request_hash   char(64) NOT NULL,
  response       jsonb NOT NULL,
  created_at     timestamptz NOT NULL,
  PRIMARY KEY (lender_id, idem_key)
);
CREATE INDEX idempotency_keys_recent_idx ON idempotency_keys (lender_id, operation, request_hash, created_at);

-- Virtual accounts per lender and bank (sandbox payment provider).
CREATE TABLE virtual_accounts (
  nomor_va     varchar(20) PRIMARY KEY,
  lender_id    integer NOT NULL REFERENCES lenders (id) ON DELETE CASCADE,
  kode_bank    char(3) NOT NULL,
  created_at   timestamptz NOT NULL,
  UNIQUE (lender_id, kode_bank)
);

-- Payments reported by the provider (or the sandbox): credited once per provider reference.
CREATE TABLE topups (
  id                  serial PRIMARY KEY,
  lender_id           integer NOT NULL REFERENCES lenders (id) ON DELETE CASCADE,
  nomor_va            varchar(20) NOT NULL REFERENCES virtual_accounts (nomor_va),
  nominal             bigint NOT NULL CHECK (nominal > 0),
  provider_reference  text NOT NULL UNIQUE,
  transaction_id      bigint NOT NULL REFERENCES ledger_transactions (id),
  created_at          timestamptz NOT NULL
);

CREATE TABLE withdrawal_reasons (
  kode    char(2) PRIMARY KEY,
  alasan  text NOT NULL,
  sort    integer NOT NULL
);

CREATE TABLE withdrawals (
  id              serial PRIMARY KEY,
  lender_id       integer NOT NULL REFERENCES lenders (id) ON DELETE CASCADE,
  nominal         bigint NOT NULL CHECK (nominal > 0),
  no_rekening     varchar(20) NOT NULL,
  kode_bank       char(3) NOT NULL,
  kode_alasan     char(2) NOT NULL REFERENCES withdrawal_reasons (kode),
  keterangan      varchar(255),
  -- 2 MENUNGGU (reserved), 3 BERHASIL (paid), 4 GAGAL (refused).
  status          smallint NOT NULL CHECK (status IN (2, 3, 4)),
  transaction_id  bigint NOT NULL REFERENCES ledger_transactions (id),
  created_at      timestamptz NOT NULL,
  decided_at      timestamptz
);
CREATE INDEX withdrawals_lender_idx ON withdrawals (lender_id, id DESC);

INSERT INTO withdrawal_reasons (kode, alasan, sort) VALUES
  ('01', 'Kebutuhan pribadi', 1),
  ('02', 'Biaya pendidikan', 2),
  ('03', 'Biaya kesehatan', 3),
  ('04', 'Dialihkan ke investasi lain', 4),
  ('05', 'Kebutuhan usaha', 5),
  ('99', 'Lainnya', 99);
