import { GetUploadedFileParams } from '@pendana/api-sdk/zod';
import { HttpError } from '../../../http/errors.ts';
import { defineRoute } from '../../../http/route.ts';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/**
 * An uploaded file, to its owner only. Keys are `<scope>/<lender id>/<name>` as the upload services
 * write them, so the owner is the id in the path: any other lender (or a missing file) gets the same 404.
 */
export const getUploadedFileRoute = defineRoute({
  operationId: 'getUploadedFile',
  method: 'GET',
  url: '/files/:scope/:owner/:name',
  auth: 'lender',
  params: GetUploadedFileParams,
  async handle({ ctx, lender, params }) {
    if (Number(params.owner) !== lender.id) throw new HttpError(404, 'errors.notFound');
    const file = await ctx.providers.storage.get(`${params.scope}/${params.owner}/${params.name}`);
    const ext = params.name.slice(params.name.lastIndexOf('.') + 1);
    if (!file) throw new HttpError(404, 'errors.notFound');
    return {
      status: 200,
      body: Buffer.from(file.bytes),
      headers: {
        'content-type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
        'cache-control': 'private, max-age=300',
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline',
      },
    };
  },
});
