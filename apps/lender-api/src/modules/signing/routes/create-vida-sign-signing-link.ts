import { CreateVidaSignSigningLinkBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { signatureLinks } from '../rendering.ts';
import { createSigningLink } from '../sending.ts';

/** `vida-sign/signing-link`: the envelope for `paket` packages of a project and its signers' links. */
export const createVidaSignSigningLinkRoute = defineRoute({
  operationId: 'createVidaSignSigningLink',
  method: 'POST',
  url: '/vida-sign/signing-link',
  auth: 'lender',
  body: CreateVidaSignSigningLinkBody,
  async handle({ ctx, lang, lender, body }) {
    const doc = await createSigningLink(ctx, lender, 'vida-sign', body, lang);
    return {
      status: 200,
      body: {
        data: {
          docToken: doc.doc_token,
          envelope_id: doc.envelope_id ?? '',
          signature_links: signatureLinks(ctx, doc),
        },
      },
    };
  },
});
