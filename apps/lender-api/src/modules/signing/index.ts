/** The signing module's surface for other modules and the composition root; its operations are in routes/index.ts. */
export { fundingSignings, lifecycle, providerStatus, signingProviders } from './documents.ts';
export type { FundingSigningState, SigningDocument } from './documents.ts';
export { linkAgreementsAtCheckoutSql } from './linking.ts';
export { renderAgreement } from './rendering.ts';
export { documentForPage, finishDocument, markOpened } from './sandbox-page.ts';
export { signingProfile } from './signer.ts';
export { dmy, formatRupiah, wibDateTime } from './format.ts';
export { A4_LANDSCAPE, A4_PORTRAIT, BRAND, PdfWriter } from './pdf-layout.ts';
export { signingDb } from './tables.ts';
export type { SigningDb, SigningProviderName, SigningState } from './tables.ts';
