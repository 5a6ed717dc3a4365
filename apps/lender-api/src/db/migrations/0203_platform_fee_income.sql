-- The platform's fee income (the card fee charged on top of a card top-up): the top-up's posting
-- credits it beside the lender's wallet, and the money received from the card acquirer is their sum.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_check CHECK (account IN (
  'lender_available', 'lender_invested', 'lender_pending_withdrawal',
  'platform_cash_in', 'platform_cash_out', 'platform_projects', 'platform_tax_payable',
  'platform_fee_income'));
