import type { LenderEvent } from './events.ts';

// Events of one lender's own action or item (a hold, an agreement, the account's security): each
// constructor gives the event that its caller writes with `recordEvent` in the change's transaction.

/** A funding hold (booking) that ends soon: once per hold (its key), with the project and amount. */
export function holdExpiring(
  hold: { id: number; lenderId: number; amount: number; expiresAt: string },
  project: { id: number; nama: string },
  at: Date,
): LenderEvent<'hold_expiring'> & { dedupeKey: string } {
  return {
    lenderId: hold.lenderId,
    kind: 'hold_expiring',
    payload: {
      project_id: project.id,
      project_name: project.nama,
      amount: hold.amount,
      expires_at: hold.expiresAt,
    },
    at,
    dedupeKey: `hold_expiring:${hold.id}`,
  };
}

/** A funding agreement signed by the lender at the signing provider. */
export function esignCompleted(
  lenderId: number,
  document: {
    doc_token: string;
    project_id: number;
    project_name: string;
    funding_id: number | null;
  },
  at: Date,
): LenderEvent<'esign_completed'> {
  return {
    lenderId,
    kind: 'esign_completed',
    payload: {
      document: document.doc_token,
      project_id: document.project_id,
      project_name: document.project_name,
      funding_id: document.funding_id,
    },
    at,
  };
}

/**
 * A sign-in from a device the lender has not signed in from before: a security event, always mailed,
 * with the sign-in's time and, when the session is known, a link in the mail that ends it.
 */
export function newDeviceSignIn(
  lenderId: number,
  device: string,
  at: Date,
  sessionId?: number,
): LenderEvent<'new_device_sign_in'> {
  return {
    lenderId,
    kind: 'new_device_sign_in',
    payload: {
      device,
      signed_in_at: at.toISOString(),
      ...(sessionId === undefined ? {} : { session_id: sessionId }),
    },
    at,
  };
}

/** The account's verified phone number replaced by another: a security event, always mailed. */
export function phoneChanged(lenderId: number, at: Date): LenderEvent<'phone_changed'> {
  return { lenderId, kind: 'phone_changed', payload: {}, at };
}
