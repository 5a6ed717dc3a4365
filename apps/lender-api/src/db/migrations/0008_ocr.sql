-- KTP OCR: the per-lender quota of readings (the sandbox stand-in for the provider's balance) and a log of
-- every reading that used it.

CREATE TABLE ocr_quotas (
  lender_id   integer PRIMARY KEY REFERENCES lenders (id) ON DELETE CASCADE,
  balance     integer NOT NULL CHECK (balance >= 0),
  updated_at  timestamptz NOT NULL
);

CREATE TABLE ocr_readings (
  id          serial PRIMARY KEY,
  lender_id   integer NOT NULL REFERENCES lenders (id) ON DELETE CASCADE,
  status      text NOT NULL CHECK (status IN ('success', 'not_found', 'failed')),
  nik         text,
  duration_ms integer NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX ocr_readings_lender_idx ON ocr_readings (lender_id, created_at);
