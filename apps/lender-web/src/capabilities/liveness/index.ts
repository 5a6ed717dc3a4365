// The liveness check of the eKYC (docs/lender-web.md "Web app") and the page the provider sends the lender back
// to. The only way in.
export { LivenessCheck, type StoredLiveness } from './components/liveness-check';
export { livenessMessages } from './messages';
export {
  LIVENESS_MESSAGE,
  livenessChoiceOf,
  type LivenessChoice,
  type LivenessMessage,
  type LivenessProvider,
} from './utils/liveness';

/** The return page (`/liveness/return`), loaded on its own when visited. */
export const lazyLivenessReturnRoute = () =>
  import('./routes/liveness-return-route').then((m) => ({ Component: m.LivenessReturnRoute }));
