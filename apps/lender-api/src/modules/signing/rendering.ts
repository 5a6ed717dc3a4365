/** An agreement as the contract shows it (the providers' views) and as its PDF. */
import type { AppContext } from '../../context.ts';
import { jakartaIso } from '../../shared/ledger/ledger.ts';
import { agreementPdf } from './agreement-pdf.ts';
import {
  lifecycle,
  ownDocument,
  providerStatus,
  signingProviders,
  type SigningDocument,
} from './documents.ts';
import { linkToFunding } from './linking.ts';
import type { SigningProviderName } from './tables.ts';

/** Views in the contract's shapes (`PrivyAgreement`, `VidaSignAgreement`). */
export function agreementView(ctx: AppContext, doc: SigningDocument) {
  const provider = signingProviders(ctx)[doc.provider];
  const now = ctx.clock.now();
  const url = provider.signingUrl(doc, doc.lang);
  const base = {
    pendanaan_id: doc.funding_id ?? 0,
    docToken: doc.doc_token,
    status: provider.status(lifecycle(doc, now)),
    signed_at: doc.state === 'signed' && doc.finished_at ? jakartaIso(doc.finished_at) : null,
  };
  if (doc.provider === 'privy') {
    return {
      pendanaan_id: base.pendanaan_id,
      docToken: base.docToken,
      urlDocument: url,
      status: base.status,
      signed_at: base.signed_at,
    };
  }
  return {
    pendanaan_id: base.pendanaan_id,
    docToken: base.docToken,
    envelope_id: doc.envelope_id ?? '',
    signature_links: signatureLinks(ctx, doc),
    status: base.status,
    signed_at: base.signed_at,
  };
}

export function signatureLinks(ctx: AppContext, doc: SigningDocument) {
  const provider = signingProviders(ctx)[doc.provider];
  return [
    {
      signature_link: provider.signingUrl(doc, doc.lang),
      signer_email: doc.signer_email,
      signer_name: doc.signer_name,
    },
  ];
}

/** `download-doc-pendanaan/{docToken}`: the agreement PDF (signed once complete). */
export async function agreementFile(
  ctx: AppContext,
  lenderId: number,
  provider: SigningProviderName,
  docToken: string,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const doc = await linkToFunding(ctx, await ownDocument(ctx, lenderId, provider, { docToken }));
  return {
    bytes: await renderAgreement(ctx, doc),
    filename: `akad-pendanaan-${doc.doc_token}.pdf`,
  };
}

export async function renderAgreement(ctx: AppContext, doc: SigningDocument): Promise<Uint8Array> {
  const provider = signingProviders(ctx)[doc.provider];
  return agreementPdf({
    terms: doc.terms,
    docToken: doc.doc_token,
    envelopeId: doc.envelope_id,
    provider,
    status: providerStatus(ctx, doc),
    signed:
      doc.state === 'signed' && doc.finished_at
        ? { by: doc.signer_name, email: doc.signer_email, at: doc.finished_at }
        : null,
    lang: doc.lang,
    generatedAt: ctx.clock.now(),
  });
}
