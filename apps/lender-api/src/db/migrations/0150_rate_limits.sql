-- Request limits of the public and messaging operations (register, forgot password, resend email,
-- OTP send and verify): one fixed-window counter per key (an address, an email, a lender), kept in
-- the database so every server instance and a restart see the same counts.
CREATE TABLE rate_limits (
  limit_key     text PRIMARY KEY,
  window_start  timestamptz NOT NULL,
  hits          integer NOT NULL CHECK (hits >= 0)
);
