import type { ApiRoute } from '../../../http/route.ts';
import { getWithdrawalInfoRoute } from './get-withdrawal-info.ts';
import { listWithdrawalReasonsRoute } from './list-withdrawal-reasons.ts';
import { listWithdrawalHistoryRoute } from './list-withdrawal-history.ts';
import { receiveDisbursementCallbackRoute } from './receive-disbursement-callback.ts';
import { requestWithdrawalRoute } from './request-withdrawal.ts';
import { sandboxDecideWithdrawalRoute } from './sandbox-decide-withdrawal.ts';

/** The operations this module serves, mounted under the API base path. */
export const withdrawalRoutes: readonly ApiRoute[] = [
  getWithdrawalInfoRoute,
  listWithdrawalReasonsRoute,
  listWithdrawalHistoryRoute,
  requestWithdrawalRoute,
  receiveDisbursementCallbackRoute,
  sandboxDecideWithdrawalRoute,
];
