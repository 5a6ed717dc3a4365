/** The tax module's surface for other modules and the composition root; its operations are in routes/index.ts. */
export { TAX_RATE, splitYield, taxKindOf, withheld } from './withholding.ts';
export type { TaxKind } from './withholding.ts';
