-- Withdrawals wait after a security change (a password reset, a new phone number, a new payout bank
-- account, two-factor sign-in turned off): one row per change, kept (what held a lender's money and
-- why is a support question). A withdrawal is refused while any row's `until` is in the future.
CREATE TABLE payout_holds (
  id         bigserial PRIMARY KEY,
  lender_id  integer NOT NULL REFERENCES lenders (id),
  reason     text NOT NULL CHECK (
    reason IN ('password_reset', 'phone_changed', 'bank_account_changed', 'two_factor_off')
  ),
  starts_at  timestamptz NOT NULL,
  until      timestamptz NOT NULL,
  CHECK (until > starts_at)
);

CREATE INDEX payout_holds_lender_until ON payout_holds (lender_id, until DESC);
