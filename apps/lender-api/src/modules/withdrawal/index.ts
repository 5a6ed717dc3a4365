/** The withdrawal module's surface for other modules and the composition root; its operations are in routes/index.ts. */
export { payoutAccount } from './withdrawal.ts';
export { approveWithdrawal, sendPayout, SEND_PAYOUT, type ApprovalResult } from './payout.ts';
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
  operatorApproveWithdrawal,
  parseApproveWithdrawal,
} from './operator.ts';
