// Statement (rekening koran): a month's opening balance, every movement and the
// closing balance from the ledger, beside the balance of the lender's bank account (RDL) with the
// time of its last sync; a red banner and "report a problem" when they differ or the sync is old.
// Reached from the menu (More) and from the transaction history.
export const lazyStatementRoute = () =>
  import('./routes/statement-route').then((m) => ({ Component: m.StatementRoute }));
