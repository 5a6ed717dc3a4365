/** The two electronic-signature providers (spec §7: PrivyID = `privy`, VIDA Sign = `vida-sign`). */
export type SigningProviderName = 'privy' | 'vida-sign';

/** Where a document stands at the provider while it is not expired. */
export type SigningState = 'sent' | 'opened' | 'signed' | 'declined' | 'voided';

/** Where a document stands, including the expiry a provider applies to unsigned documents. */
export type SigningLifecycle = SigningState | 'expired';

/** Statuses as each provider spells them (contract `PrivyDocumentStatus`, `VidaSignEnvelopeStatus`). */
const PRIVY_STATUS: Record<SigningLifecycle, string> = {
  sent: 'Pending',
  opened: 'In Progress',
  signed: 'Completed',
  declined: 'Declined',
  // PrivyID has no "voided": a replaced document simply expires.
  voided: 'Expired',
  expired: 'Expired',
};

const VIDA_STATUS: Record<SigningLifecycle, string> = {
  sent: 'SENT',
  opened: 'DELIVERED',
  signed: 'COMPLETED',
  declined: 'DECLINED',
  voided: 'VOIDED',
  expired: 'EXPIRED',
};

/**
 * The status words of both providers: part of the contract (the app shows them), so the same whatever
 * implementation is configured; a provider's `status()` answers these.
 */
export const SIGNING_STATUS: Record<SigningProviderName, Record<SigningLifecycle, string>> = {
  privy: PRIVY_STATUS,
  'vida-sign': VIDA_STATUS,
};
