/** The two electronic-signature providers (spec §7: PrivyID = `privy`, VIDA Sign = `vida-sign`). */
export type SigningProviderName = 'privy' | 'vida-sign';

/** Where a document stands at the provider while it is not expired. */
export type SigningState = 'sent' | 'opened' | 'signed' | 'declined' | 'voided';

/** Where a document stands, including the expiry a provider applies to unsigned documents. */
export type SigningLifecycle = SigningState | 'expired';

/** The identifiers a provider gives a new document (PrivyID: a docToken; VIDA Sign: also an envelope). */
export interface NewDocumentIds {
  docToken: string;
  envelopeId: string | null;
}

/**
 * One electronic-signature provider. The state of its documents lives in `signing_documents`; the
 * provider names that state, issues identifiers and says where the signer signs.
 */
export interface SigningProvider {
  name: SigningProviderName;
  /** Display name printed in the signature block. */
  label: string;
  /** Days an unsigned document stays open. */
  validDays: number;
  newIds(scope: string): NewDocumentIds;
  /** The lender's identifier at the provider (assigned once, on registration). */
  newAccountId(name: string): string;
  /** The provider's status word for a life-cycle state. */
  status(lifecycle: SigningLifecycle): string;
  /** The page where the signer signs (`lang` selects its language). */
  signingUrl(doc: { doc_token: string; envelope_id: string | null }, lang: 'id' | 'en'): string;
}

/** Both signing providers, by name: a lender chooses one per document. */
export type SigningProviders = Record<SigningProviderName, SigningProvider>;
export { SIGNING_STATUS } from './status.ts';
