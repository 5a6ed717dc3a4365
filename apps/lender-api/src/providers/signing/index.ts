import type { SigningLifecycle, SigningProviderName } from './status.ts';

export type { SigningLifecycle, SigningProviderName, SigningState } from './status.ts';
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
