-- The platform's own financings to borrowers and their installments: the source of
-- the repayment health figures TKB0/30/60/90 (`GET /v1/platform/health`). A financing may belong to a
-- project lenders funded (project_id) or stand alone. An installment is paid in full on paid_on (null
-- while unpaid); repaid principal is the sum of principal_due of the installments paid by a day.
-- Valid on PostgreSQL 15 and PGlite.
CREATE TABLE platform_financings (
  id              serial PRIMARY KEY,
  kode            varchar(40) NOT NULL UNIQUE,
  project_id      integer REFERENCES projects (id),
  borrower_name   varchar(200) NOT NULL,
  sector          varchar(100) NOT NULL,
  principal       bigint NOT NULL CHECK (principal > 0),
  disbursed_on    date NOT NULL,
  tenor_months    integer NOT NULL CHECK (tenor_months > 0),
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE financing_installments (
  financing_id    integer NOT NULL REFERENCES platform_financings (id) ON DELETE CASCADE,
  number          integer NOT NULL CHECK (number > 0),
  due_on          date NOT NULL,
  principal_due   bigint NOT NULL CHECK (principal_due >= 0),
  paid_on         date,
  PRIMARY KEY (financing_id, number)
);
CREATE INDEX financing_installments_due_idx ON financing_installments (due_on);
