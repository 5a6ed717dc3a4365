import type { AppContext } from '../../context.ts';
import { registerPayoutSending } from './payout.ts';
import { registerPayoutReconciling } from './reconcile.ts';

/**
 * The withdrawal module's jobs on a worker server: the sending of payouts (with the sandbox's
 * in-process outcomes) and the scheduled reconciling of payouts whose callback never came.
 */
export function registerWithdrawalPayouts(ctx: AppContext): void {
  registerPayoutSending(ctx);
  registerPayoutReconciling(ctx);
}
