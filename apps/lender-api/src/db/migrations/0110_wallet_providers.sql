-- Wallet top-up providers beyond virtual accounts: the dedicated lender account (RDL at BNI), e-wallet,
-- QRIS and card top-ups, and saved cards. Amounts are bigint rupiah. Valid on PostgreSQL 15 and PGlite.

-- The lender's dedicated account at the bank (legacy §6.12/§13.3: CIF, then the RDL account).
CREATE TABLE rdl_accounts (
  lender_id       integer PRIMARY KEY REFERENCES lenders (id) ON DELETE CASCADE,
  status          text NOT NULL CHECK (status IN ('pending', 'active', 'failed')),
  account_type    text NOT NULL CHECK (account_type IN ('RDL', 'RDF')),
  kode_bank       char(3) NOT NULL,
  cif_number      varchar(20),
  account_number  varchar(20),
  -- The bank's answer per step: [{step, responseCode, responseMessage}].
  results         jsonb NOT NULL DEFAULT '[]',
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL
);
CREATE UNIQUE INDEX rdl_accounts_cif_key ON rdl_accounts (cif_number);
CREATE UNIQUE INDEX rdl_accounts_account_key ON rdl_accounts (account_number);

-- Cards saved at the card provider (no full card number is kept: the masked number, and a hash to
-- recognise the same card again).
CREATE TABLE saved_cards (
  id                serial PRIMARY KEY,
  lender_id         integer NOT NULL REFERENCES lenders (id) ON DELETE CASCADE,
  masked_number     varchar(19) NOT NULL,
  card_fingerprint  char(64) NOT NULL,
  brand             text NOT NULL CHECK (brand IN ('VISA', 'MASTERCARD', 'JCB', 'GPN')),
  card_expiry       char(7) NOT NULL,
  nama_pemilik      varchar(100) NOT NULL,
  created_at        timestamptz NOT NULL,
  UNIQUE (lender_id, card_fingerprint)
);

-- One e-wallet, QRIS or card top-up. `transaction_id` is its history row (MENUNGGU while pending);
-- the ledger entries are written once, in the transaction that marks it paid.
CREATE TABLE ewallet_topups (
  id                  serial PRIMARY KEY,
  reference_id        varchar(64) NOT NULL UNIQUE,
  lender_id           integer NOT NULL REFERENCES lenders (id) ON DELETE CASCADE,
  payment_method      text NOT NULL CHECK (payment_method IN ('ovo', 'dana', 'shopeepay', 'qris', 'card')),
  amount              bigint NOT NULL CHECK (amount > 0),
  biaya               bigint NOT NULL DEFAULT 0 CHECK (biaya >= 0),
  -- 1 BARU (card before 3-D Secure), 2 MENUNGGU, 3 BERHASIL, 4 GAGAL, 8 BATAL (expired).
  status              smallint NOT NULL CHECK (status IN (1, 2, 3, 4, 8)),
  nomor_hp            varchar(16),
  qr_string           text,
  redirect_url        text,
  -- Card top-ups: the card (a saved one, or the typed card kept masked until the charge).
  card_id             integer REFERENCES saved_cards (id) ON DELETE SET NULL,
  card_masked         varchar(19),
  card_fingerprint    char(64),
  card_brand          text,
  card_expiry         char(7),
  card_nama_pemilik   varchar(100),
  simpan_kartu        boolean NOT NULL DEFAULT false,
  authentication_id   varchar(100),
  authenticated       boolean NOT NULL DEFAULT false,
  -- The provider's last answer (WalletMeta): code, message, error.
  provider_code       text NOT NULL,
  provider_message    text NOT NULL,
  provider_error      text,
  transaction_id      bigint NOT NULL REFERENCES ledger_transactions (id),
  expired_at          timestamptz NOT NULL,
  paid_at             timestamptz,
  created_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL
);
CREATE INDEX ewallet_topups_lender_idx ON ewallet_topups (lender_id, created_at DESC);
