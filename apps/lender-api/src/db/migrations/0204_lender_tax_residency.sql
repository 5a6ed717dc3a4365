-- A lender's tax residency, which decides the tax withheld from yield (PMK 69/2022): a resident has
-- PPh 23 withheld, a non-resident PPh 26. Only verification writes it — the KYC identity check and
-- review, or an operator who checks a document — never the lender's profile edit: citizenship
-- (`ekyc_personal_data.kewarganegaraan`) is what the lender says, residency is what was verified.
--   status       resident | non_resident
--   basis        resident: declaration (verified KTP identity) or npwp (an NPWP on file);
--                non_resident: declaration (verified passport identity) or skd (a certificate of
--                domicile, SKD / DGT form, checked by an operator) with its treaty rate
--   rate_bp      the rate withheld, in basis points of the gross (1500 = 15 %, a treaty 1000 = 10 %)
--   treaty_country  ISO 3166-1 alpha-2 of the SKD's country, only with basis skd
--   recorded_by  kyc (identity check / KYC review), operator, migration (the fallback below)
-- Valid on PostgreSQL 15 and PGlite.

CREATE TABLE lender_tax_residency (
  lender_id       integer PRIMARY KEY REFERENCES lenders (id) ON DELETE CASCADE,
  status          text NOT NULL,
  basis           text NOT NULL,
  rate_bp         integer NOT NULL,
  treaty_country  char(2),
  recorded_by     text NOT NULL,
  recorded_at     timestamptz NOT NULL,
  CONSTRAINT lender_tax_residency_basis_check CHECK (
    (status = 'resident' AND basis IN ('declaration', 'npwp'))
    OR (status = 'non_resident' AND basis IN ('declaration', 'skd'))
  ),
  CONSTRAINT lender_tax_residency_rate_check CHECK (rate_bp > 0 AND rate_bp <= 10000),
  CONSTRAINT lender_tax_residency_treaty_check CHECK (
    (basis = 'skd') = (treaty_country IS NOT NULL)
  ),
  CONSTRAINT lender_tax_residency_recorded_by_check CHECK (
    recorded_by IN ('kyc', 'operator', 'migration')
  )
);

-- Existing lenders, from what verification recorded:
-- * a company (lender_type 2) is a resident; basis npwp when the company's NPWP is on file;
-- * an individual whose identity was verified (status_ekyc 1: the registry check of the KTP, or the
--   reviewer's approval of a passport) or whose KYC was approved (status active or suspend) is a
--   non-resident when the verified document is a passport, else a resident (npwp when an NPWP is on
--   file);
-- * anyone else (nothing verified yet) falls back, once and only here, to the old rule: non-resident
--   when eKYC says passport or WNA citizenship, else resident — recorded_by 'migration', so these
--   rows can be found and checked. From now on citizenship never changes the rate.
-- Rates: resident 15 % (PPh 23), non-resident 20 % (PPh 26); no SKD was ever recorded before.
INSERT INTO lender_tax_residency (lender_id, status, basis, rate_bp, recorded_by, recorded_at)
SELECT l.id,
       r.status,
       CASE
         WHEN r.status = 'non_resident' THEN 'declaration'
         WHEN coalesce(c.npwp, e.npwp, '') <> '' THEN 'npwp'
         ELSE 'declaration'
       END,
       CASE WHEN r.status = 'resident' THEN 1500 ELSE 2000 END,
       r.recorded_by,
       now()
FROM lenders l
LEFT JOIN ekyc_personal_data p ON p.lender_id = l.id
LEFT JOIN ekyc_state s ON s.lender_id = l.id
LEFT JOIN ekyc_education e ON e.lender_id = l.id
LEFT JOIN corporate_companies c ON c.lender_id = l.id AND l.lender_type = 2
CROSS JOIN LATERAL (
  SELECT
    CASE
      WHEN l.lender_type = 2 THEN 'resident'
      WHEN s.status_ekyc = 1 OR l.status IN ('active', 'suspend') THEN
        CASE WHEN p.is_passport IS TRUE THEN 'non_resident' ELSE 'resident' END
      WHEN p.is_passport IS TRUE OR p.kewarganegaraan = 'WNA' THEN 'non_resident'
      ELSE 'resident'
    END AS status,
    CASE
      WHEN l.lender_type = 2 OR s.status_ekyc = 1 OR l.status IN ('active', 'suspend') THEN 'kyc'
      ELSE 'migration'
    END AS recorded_by
) r;
