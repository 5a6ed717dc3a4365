/** The withdrawal module's surface for other modules and the composition root; its operations are in routes/index.ts. */
export { payoutAccount } from './withdrawal.ts';
export {
  activePayoutHold,
  payoutAccountReplaced,
  startPayoutHold,
  type PayoutHold,
  type PayoutHoldReason,
} from './hold.ts';
export { sendPayout, SEND_PAYOUT } from './payout.ts';
export {
  approveWithdrawal,
  retryRefusedPayout,
  type ApprovalResult,
  type RetryResult,
} from './approval.ts';
export {
  reconcilePayouts,
  RECONCILE_AFTER_MINUTES,
  RECONCILE_PAYOUTS,
  RECONCILE_PAYOUTS_CRON,
  type ReconcileResult,
} from './reconcile.ts';
export { registerWithdrawalPayouts } from './jobs.ts';
export { settlePayout, settleWithdrawal, type PayoutState } from './settle.ts';
export { disbursementCallbackSecret } from './callback.ts';
export {
  APPROVE_WITHDRAWAL_USAGE,
  ApprovalRefusedError,
  FAIL_PAYOUT_USAGE,
  operatorApproveWithdrawal,
  operatorFailPayout,
  operatorRetryPayout,
  parseApproveWithdrawal,
  parseFailPayout,
  parseRetryPayout,
  RETRY_PAYOUT_USAGE,
  WITHDRAWAL_OPERATOR_COMMANDS,
  WITHDRAWAL_OPERATOR_USAGE,
  type WithdrawalOperatorCommand,
} from './operator.ts';
