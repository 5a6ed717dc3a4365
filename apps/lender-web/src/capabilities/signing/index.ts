// Electronic signing of funding agreements with either provider: the providers
// behind one shape, sending and checking a funding's agreement, the signer's facts, and signing
// before funding (packages held while the agreement is signed, the way back to the project).
export {
  agreementState,
  isProvider,
  isSigned,
  PROVIDER_NAMES,
  PROVIDERS,
  type Agreement,
  type AgreementState,
  type PreCheckoutLink,
  type Provider,
} from './providers';
export { signingNavigation, useCheckAgreement, useSendAgreement } from './use-signing';
export { LastSignedAt, PrivyIdentity, SignerFacts } from './signer-facts';
export { signingMessages, preCheckoutMessages } from './messages';
export {
  clearPreCheckout,
  readPreCheckout,
  savePreCheckout,
  type PreCheckout,
} from './pre-checkout-store';
export { usePreCheckout, type UsePreCheckout } from './use-pre-checkout';
export { HeldAgreement, SignFirst } from './pre-checkout-signing';
