-- A withdrawal's payout through the disbursement provider. `payout_state`: awaiting_approval (above
-- the approval threshold, until an operator approves), queued (the send job is on the queue), sent
-- (the provider has it), paid, failed. `status` (2/3/4, what the contract shows) follows it: paid
-- is 3, failed is 4, the rest 2. `payout_reference` names the transfer at the provider (the
-- request's ledger reference); `provider_reason` is the bank's reason of a failure as the provider
-- wrote it. A paid or failed withdrawal never changes again (trigger): it cannot be paid twice, nor
-- paid after its money went back. Valid on PostgreSQL 15 and PGlite.
ALTER TABLE withdrawals
  ADD COLUMN payout_state varchar(20) NOT NULL DEFAULT 'queued'
    CHECK (payout_state IN ('awaiting_approval', 'queued', 'sent', 'paid', 'failed')),
  ADD COLUMN payout_reference varchar(64),
  ADD COLUMN approved_at timestamptz,
  ADD COLUMN sent_at timestamptz,
  ADD COLUMN provider_reason varchar(255);

UPDATE withdrawals SET payout_state = CASE status WHEN 3 THEN 'paid' WHEN 4 THEN 'failed' ELSE 'queued' END;
UPDATE withdrawals w SET payout_reference = t.referensi
  FROM ledger_transactions t WHERE t.id = w.transaction_id;

ALTER TABLE withdrawals
  ALTER COLUMN payout_reference SET NOT NULL,
  ADD CONSTRAINT withdrawals_payout_reference_key UNIQUE (payout_reference),
  ADD CONSTRAINT withdrawals_status_follows_payout CHECK (
    (status = 3) = (payout_state = 'paid') AND (status = 4) = (payout_state = 'failed')
  ),
  ADD CONSTRAINT withdrawals_decided_when_ended CHECK ((status = 2) = (decided_at IS NULL));

CREATE FUNCTION withdrawals_ended_stay() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IN (3, 4) AND (NEW.status <> OLD.status OR NEW.payout_state <> OLD.payout_state
      OR NEW.nominal <> OLD.nominal) THEN
    RAISE EXCEPTION 'withdrawal % is already %', OLD.id, OLD.payout_state
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER withdrawals_ended_stay BEFORE UPDATE ON withdrawals
  FOR EACH ROW EXECUTE FUNCTION withdrawals_ended_stay();

CREATE INDEX withdrawals_awaiting_approval_idx ON withdrawals (id) WHERE payout_state = 'awaiting_approval';
