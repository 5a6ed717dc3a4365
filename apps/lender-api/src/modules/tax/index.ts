/** The tax module's surface for other modules and the composition root; its operations are in routes/index.ts. */
export {
  NON_RESIDENT_RATE_BP,
  RESIDENT_RATE_BP,
  recordVerifiedResidency,
  residencyOf,
  setTaxResidency,
  type ResidencyInput,
  type TaxResidency,
} from './residency.ts';
export { ratePercentText, splitYield, taxOf, taxesOf, withheld } from './withholding.ts';
export type { TaxKind } from './withholding.ts';
