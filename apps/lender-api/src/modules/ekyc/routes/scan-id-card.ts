import { ScanIdCardBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { scanIdCard } from '../ocr/ocr.ts';

/** KTP OCR (multipart `ktp_file`): the fields read, or why none could be (`not_found`, `failed`). */
export const scanIdCardRoute = defineRoute({
  operationId: 'scanIdCard',
  method: 'POST',
  url: '/v2/lender/ekyc/ocr-ktp',
  auth: 'lender',
  audience: 'individual',
  body: ScanIdCardBody,
  multipart: {},
  async handle({ ctx, lang, lender, body }) {
    return { status: 200, body: await scanIdCard(ctx, lender, lang, body.ktp_file) };
  },
});
