import { defineRoute } from '../../../http/route.ts';
import { certificate } from '../certificate/certificate.ts';

/** `newRekening/viewSertifikat`: the certificate of the lender's total assets (PDF). */
export const getCertificateRoute = defineRoute({
  operationId: 'getCertificate',
  method: 'POST',
  url: '/newRekening/viewSertifikat',
  auth: 'lender',
  async handle({ ctx, lang, lender }) {
    const file = await certificate(ctx, lender, lang);
    return {
      status: 200,
      body: Buffer.from(file.bytes),
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${file.filename}"`,
        'cache-control': 'private, no-store',
      },
    };
  },
});
