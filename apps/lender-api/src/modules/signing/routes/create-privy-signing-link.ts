import { CreatePrivySigningLinkBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { signingProviders } from '../documents.ts';
import { createSigningLink } from '../sending.ts';

/** `privy/signing-link`: the agreement for `paket` packages of a project and where to sign it. */
export const createPrivySigningLinkRoute = defineRoute({
  operationId: 'createPrivySigningLink',
  method: 'POST',
  url: '/privy/signing-link',
  auth: 'lender',
  body: CreatePrivySigningLinkBody,
  async handle({ ctx, lang, lender, body }) {
    const doc = await createSigningLink(ctx, lender, 'privy', body, lang);
    return {
      status: 200,
      body: {
        data: {
          docToken: doc.doc_token,
          urlDocument: signingProviders(ctx).privy.signingUrl(doc, doc.lang),
        },
      },
    };
  },
});
