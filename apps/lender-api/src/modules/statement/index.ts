/** The statement module's surface for other modules and the composition root; its operations are in routes/index.ts. */
export { statementDb } from './tables.ts';
export type { StatementDb, StatementTrx } from './tables.ts';
