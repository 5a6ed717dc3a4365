-- Principal returned to a lender by a borrower's repayment is a kind of its own,
-- `pengembalian_pokok` ("Pengembalian pokok"), no longer `pengembalian_dana` (funds taken
-- back from a funding). The principal postings already recorded (the transactions a repayment share
-- names as its principal) take the new kind. Valid on PostgreSQL 15 and PGlite.
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kategori_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kategori_check CHECK (kategori IN (
  'topup', 'pendanaan', 'imbal_hasil', 'penarikan', 'pengembalian_dana', 'pengembalian_pokok',
  'biaya_platform', 'penghapusan_dana'));

UPDATE ledger_transactions t SET kategori = 'pengembalian_pokok'
  FROM repayment_shares s
  WHERE s.principal_transaction_id = t.id AND t.kategori = 'pengembalian_dana';
