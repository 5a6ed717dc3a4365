import { DownloadFundingAgreementParams } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { agreementFile } from '../rendering.ts';

/** `{provider}/download-doc-pendanaan/{docToken}`: the agreement PDF of one of the caller's documents. */
export const downloadFundingAgreementRoute = defineRoute({
  operationId: 'downloadFundingAgreement',
  method: 'GET',
  url: '/:provider/download-doc-pendanaan/:docToken',
  auth: 'lender',
  params: DownloadFundingAgreementParams,
  async handle({ ctx, lender, params }) {
    const file = await agreementFile(ctx, lender.id, params.provider, params.docToken);
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
