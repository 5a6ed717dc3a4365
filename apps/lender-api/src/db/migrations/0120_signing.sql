-- Electronic signing of funding agreements at two providers (privy = PrivyID, vida-sign = VIDA Sign),
-- the lenders' identities there and their last signing time (tte), and the asset certificates issued.
-- The sandbox providers keep their state here. Valid on PostgreSQL 15 and PGlite.

CREATE TABLE signing_accounts (
  lender_id     integer PRIMARY KEY REFERENCES lenders (id) ON DELETE CASCADE,
  privy_id      varchar(40) UNIQUE,
  vida_sign_id  varchar(40) UNIQUE,
  -- When the lender last signed electronically (spec §3 waktu_tte / tteTime).
  waktu_tte     timestamptz,
  updated_at    timestamptz NOT NULL
);

-- One agreement document (privy) or envelope (vida-sign). `terms` is the agreement as sent (lender,
-- project, akad, packages, amount, dates): the PDF is always rendered from it, never from live rows.
CREATE TABLE signing_documents (
  id             serial PRIMARY KEY,
  provider       text NOT NULL CHECK (provider IN ('privy', 'vida-sign')),
  doc_token      varchar(60) NOT NULL UNIQUE,
  envelope_id    varchar(60) UNIQUE,
  lender_id      integer NOT NULL REFERENCES lenders (id) ON DELETE CASCADE,
  -- The funding the agreement covers; null for a signing link asked before the checkout.
  funding_id     integer REFERENCES fundings (id),
  project_id     integer NOT NULL REFERENCES projects (id),
  paket          integer NOT NULL CHECK (paket > 0),
  nominal        bigint NOT NULL CHECK (nominal > 0),
  terms          jsonb NOT NULL,
  -- Provider-neutral life cycle; each provider names it in its own vocabulary (modules/signing).
  state          text NOT NULL CHECK (state IN ('sent', 'opened', 'signed', 'declined', 'voided')),
  lang           char(2) NOT NULL DEFAULT 'id' CHECK (lang IN ('id', 'en')),
  signer_name    varchar(150) NOT NULL,
  signer_email   varchar(255) NOT NULL,
  created_at     timestamptz NOT NULL,
  expires_at     timestamptz NOT NULL,
  opened_at      timestamptz,
  finished_at    timestamptz,
  CHECK ((provider = 'vida-sign') = (envelope_id IS NOT NULL))
);
CREATE INDEX signing_documents_lender_idx ON signing_documents (lender_id, id DESC);
CREATE INDEX signing_documents_funding_idx ON signing_documents (funding_id, provider, id DESC);

-- Certificates of total assets (legacy §7.5): one serial per lender and asset total.
CREATE TABLE certificates (
  id          serial PRIMARY KEY,
  lender_id   integer NOT NULL REFERENCES lenders (id) ON DELETE CASCADE,
  serial      varchar(60) NOT NULL UNIQUE,
  total_aset  bigint NOT NULL CHECK (total_aset >= 0),
  created_at  timestamptz NOT NULL,
  UNIQUE (lender_id, total_aset)
);
