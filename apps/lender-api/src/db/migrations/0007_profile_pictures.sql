-- Profile picture chosen on the profile page (updateProfile `pic`); the eKYC selfie is shown until one is set.

CREATE TABLE lender_profile_pictures (
  lender_id   integer PRIMARY KEY REFERENCES lenders (id) ON DELETE CASCADE,
  storage_key text NOT NULL,
  updated_at  timestamptz NOT NULL
);
