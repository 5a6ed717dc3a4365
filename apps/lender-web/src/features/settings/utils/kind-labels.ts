// The label of each notification kind in the preferences.
import type { NotificationKind } from '@pendana/api-sdk';
import { kindMessages as kinds } from '../messages';

/** The label of each notification kind (the contract's `NotificationKind`). */
export const KIND_LABELS = {
  topup_credited: kinds.topupCredited,
  funding_confirmed: kinds.fundingConfirmed,
  hold_expiring: kinds.holdExpiring,
  yield_received: kinds.yieldReceived,
  principal_returned: kinds.principalReturned,
  project_late: kinds.projectLate,
  default_declared: kinds.defaultDeclared,
  project_ended: kinds.projectEnded,
  withdrawal_sent: kinds.withdrawalSent,
  withdrawal_paid: kinds.withdrawalPaid,
  withdrawal_refused: kinds.withdrawalRefused,
  kyc_approved: kinds.kycApproved,
  kyc_rejected: kinds.kycRejected,
  esign_completed: kinds.esignCompleted,
  new_device_sign_in: kinds.newDeviceSignIn,
  password_changed: kinds.passwordChanged,
  phone_changed: kinds.phoneChanged,
} as const satisfies Record<NotificationKind, unknown>;
