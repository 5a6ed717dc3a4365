// The money action (screen kit): amount → password → SDK call under an Idempotency-Key →
// result dialog → toast. Checkout, add funds, take funds and withdrawal plug in their SDK call.
export { MoneyActionDialogs, type MoneyActionDialogsProps } from './money-action-dialogs';
export { IDEMPOTENCY_HEADER, newIdempotencyKey } from './idempotency-key';
export {
  useMoneyAction,
  type MoneyAction,
  type MoneyActionOptions,
  type MoneyActionOutcome,
  type MoneyActionRequest,
} from './use-money-action';
export {
  checkPackages,
  packageLimit,
  type PackageCheck,
  type PackageLimit,
  type PackageLimitInput,
} from './package-limit';
export { PackagesForm, type PackagesFormProps } from './packages-form';
export { concentrationMessages, packagesMessages } from './messages';
export {
  concentrationAfter,
  type ConcentrationAfter,
  type ConcentrationFacts,
} from './concentration';
export { useConcentration } from './use-concentration';
