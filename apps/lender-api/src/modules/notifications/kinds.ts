import type { NotificationKind } from '@pendana/api-sdk/zod';

/** What a lender hears about (the contract's `NotificationKind`; `lender_events.kind` CHECKs the same). */
export type EventKind = NotificationKind;

/** Every kind, in the contract's order (the order of the preferences answer). */
export const EVENT_KINDS = [
  'topup_credited',
  'funding_confirmed',
  'hold_expiring',
  'yield_received',
  'principal_returned',
  'project_late',
  'default_declared',
  'project_ended',
  'withdrawal_sent',
  'withdrawal_paid',
  'withdrawal_refused',
  'kyc_approved',
  'kyc_rejected',
  'esign_completed',
  'new_device_sign_in',
  'password_changed',
  'phone_changed',
] as const satisfies readonly EventKind[];

/**
 * Kinds always mailed, whatever the preferences say: money leaving the platform and the account's
 * security (`notification_preferences.email_off` cannot hold them either).
 */
export const ALWAYS_MAILED: ReadonlySet<EventKind> = new Set<EventKind>([
  'withdrawal_sent',
  'withdrawal_paid',
  'withdrawal_refused',
  'new_device_sign_in',
  'password_changed',
  'phone_changed',
]);

interface ProjectFacts {
  project_id: number;
  project_name: string;
}

/** The facts each kind records with the money (integer rupiah), what its texts and screens use. */
export interface EventPayloads {
  topup_credited: { amount: number; reference: string };
  funding_confirmed: ProjectFacts & { funding_id: number; amount: number };
  hold_expiring: ProjectFacts & { amount: number; expires_at: string };
  yield_received: ProjectFacts & { amount: number; tax: number };
  principal_returned: ProjectFacts & { amount: number };
  project_late: ProjectFacts & { days_late: number };
  default_declared: ProjectFacts & { recovery: number };
  project_ended: ProjectFacts & { principal: number };
  withdrawal_sent: WithdrawalFacts;
  withdrawal_paid: WithdrawalFacts;
  withdrawal_refused: WithdrawalFacts;
  kyc_approved: Record<string, never>;
  kyc_rejected: { reason: string | null };
  esign_completed: Partial<ProjectFacts> & {
    /** The agreement's document token at the signing provider. */
    document: string;
    funding_id?: number | null;
  };
  new_device_sign_in: {
    device: string;
    /** When the sign-in happened (absent from notices written before it was kept). */
    signed_in_at?: string;
    /** The session it started: the mail's "end this session" link ends it. */
    session_id?: number;
  };
  password_changed: Record<string, never>;
  phone_changed: Record<string, never>;
}

interface WithdrawalFacts {
  withdrawal_id: number;
  amount: number;
  /** Why the bank refused it (a refusal code or the bank's words); null when paid or sent. */
  reason: string | null;
}

export type AnyEventPayload = EventPayloads[EventKind];
