import type { ApiRoute } from '../../../http/route.ts';
import { listTransactionsRoute } from './list-transactions.ts';
import { getLenderStatementRoute } from './get-lender-statement.ts';
import { downloadLenderStatementRoute } from './download-lender-statement.ts';

/** The operations this module serves, mounted under the API base path. */
export const statementRoutes: readonly ApiRoute[] = [
  listTransactionsRoute,
  getLenderStatementRoute,
  downloadLenderStatementRoute,
];
