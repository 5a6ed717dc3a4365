-- Lender notifications: the transactional outbox (an event row written in the same transaction as the
-- money or state change it tells of), the inbox it is delivered to (once per event and lender), the
-- lender's mail preferences, and the HTML part of a mail in the sandbox outbox.
-- Valid on PostgreSQL 15 and PGlite.

CREATE TABLE lender_events (
  id            serial PRIMARY KEY,
  lender_id     integer NOT NULL REFERENCES lenders (id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN (
                  'topup_credited', 'funding_confirmed', 'hold_expiring', 'yield_received',
                  'principal_returned', 'project_late', 'default_declared', 'project_ended',
                  'withdrawal_sent', 'withdrawal_paid', 'withdrawal_refused',
                  'kyc_approved', 'kyc_rejected', 'esign_completed',
                  'new_device_sign_in', 'password_changed', 'phone_changed')),
  payload       jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(payload) = 'object'),
  created_at    timestamptz NOT NULL DEFAULT now(),
  -- Handed to the job queue (one delivery job per event; the dispatch claims each row once).
  queued_at     timestamptz,
  -- In the inbox; the mail is then owed ('pending'), sent, or not wanted ('off').
  delivered_at  timestamptz,
  mail_state    text CHECK (mail_state IN ('pending', 'sent', 'off')),
  mailed_at     timestamptz,
  UNIQUE (id, lender_id),
  CHECK ((delivered_at IS NULL) = (mail_state IS NULL)),
  CHECK ((mail_state = 'sent') = (mailed_at IS NOT NULL))
);
CREATE INDEX lender_events_unqueued_idx ON lender_events (id) WHERE queued_at IS NULL;

-- One item per event and lender: a second delivery of the event inserts nothing, and an item can only
-- be its own event's lender's.
CREATE TABLE inbox_items (
  id          serial PRIMARY KEY,
  event_id    integer NOT NULL,
  lender_id   integer NOT NULL REFERENCES lenders (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL,
  read_at     timestamptz,
  UNIQUE (event_id, lender_id),
  FOREIGN KEY (event_id, lender_id) REFERENCES lender_events (id, lender_id) ON DELETE CASCADE
);
CREATE INDEX inbox_items_lender_idx ON inbox_items (lender_id, id DESC);
CREATE INDEX inbox_items_unread_idx ON inbox_items (lender_id) WHERE read_at IS NULL;

-- Per lender: the language of the mails and the kinds not mailed (the inbox gets every kind). Security
-- and money-out kinds are always mailed: the database refuses them in `email_off`.
CREATE TABLE notification_preferences (
  lender_id   integer PRIMARY KEY REFERENCES lenders (id) ON DELETE CASCADE,
  lang        text NOT NULL DEFAULT 'id' CHECK (lang IN ('id', 'en')),
  email_off   text[] NOT NULL DEFAULT '{}',
  updated_at  timestamptz NOT NULL,
  CHECK (email_off <@ ARRAY[
    'topup_credited', 'funding_confirmed', 'hold_expiring', 'yield_received',
    'principal_returned', 'project_late', 'default_declared', 'project_ended',
    'kyc_approved', 'kyc_rejected', 'esign_completed']::text[])
);

ALTER TABLE outbox_messages ADD COLUMN html text;
