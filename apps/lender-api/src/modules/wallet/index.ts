/** The wallet module's surface for other modules and the composition root; its operations are in routes/index.ts. */
export { backfillActiveRdlAccounts } from './rdl.ts';
export { walletDb } from './wallet-tables.ts';
export type { WalletTables } from './wallet-tables.ts';
export { creditVaPayment, virtualAccounts } from './wallet.ts';
export { maskCardNumber } from './card-numbers.ts';
export { VA_BANKS, virtualAccountNumber, type VaBank } from './va-banks.ts';
