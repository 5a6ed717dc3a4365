-- The platform health figures (TKB/TWP) follow the projects lenders funded: their schedule,
-- repayments and defaults. `platform_financings` keeps only the financings from before this ledger
-- (history the ledger cannot recompute), so a financing there is never one of the ledger's projects:
-- the link to a project goes, and a project can no longer be counted twice.
-- Valid on PostgreSQL 15 and PGlite.
ALTER TABLE platform_financings DROP COLUMN project_id;
COMMENT ON TABLE platform_financings IS
  'Financings from before the lender ledger, with their installments; counted in the platform health beside the ledger''s projects.';
