/** The signing module's surface for other modules and the composition root; its operations are in routes/index.ts. */
export {
  documentForPage,
  finishDocument,
  fundingSignings,
  lifecycle,
  linkAgreementsAtCheckoutSql,
  markOpened,
  providerStatus,
  renderAgreement,
  signingProfile,
  signingProviders,
} from './agreements.ts';
export type { FundingSigningState, SigningDocument } from './agreements.ts';
export { dmy, formatRupiah, wibDateTime } from './format.ts';
export { A4_LANDSCAPE, A4_PORTRAIT, BRAND, PdfWriter } from './pdf-layout.ts';
export { signingDb } from './tables.ts';
export type { SigningDb, SigningProviderName, SigningState } from './tables.ts';
