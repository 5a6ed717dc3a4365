-- Phone number (verified by OTP) and last login of a lender.
ALTER TABLE lenders ADD COLUMN no_hp text;
ALTER TABLE lenders ADD COLUMN kode_negara text NOT NULL DEFAULT '62';
ALTER TABLE lenders ADD COLUMN phone_verified_at timestamptz;
ALTER TABLE lenders ADD COLUMN last_login_at timestamptz;
CREATE UNIQUE INDEX lenders_no_hp_key ON lenders (kode_negara, no_hp) WHERE phone_verified_at IS NOT NULL;
