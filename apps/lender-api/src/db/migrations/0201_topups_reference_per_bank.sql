-- A payment's reference is unique per paying bank, not across banks: two banks may number their
-- payments alike, and one bank's payment must never be taken for a repeat of another's (it was
-- dropped as already credited).
ALTER TABLE topups ADD COLUMN kode_bank char(3);
UPDATE topups t SET kode_bank = v.kode_bank FROM virtual_accounts v WHERE v.nomor_va = t.nomor_va;
ALTER TABLE topups ALTER COLUMN kode_bank SET NOT NULL;
ALTER TABLE topups DROP CONSTRAINT topups_provider_reference_key;
CREATE UNIQUE INDEX topups_bank_reference_key ON topups (kode_bank, provider_reference);
