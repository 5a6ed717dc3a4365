import type { SigningLifecycle, SigningProviderName } from './index.ts';

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
