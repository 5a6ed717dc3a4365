import { GetMediaParams } from '@pendana/api-sdk/zod';
import { HttpError } from '../../../http/errors.ts';
import { defineRoute } from '../../../http/route.ts';
import { findMedia } from '../media.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** True when `If-None-Match` names `etag` (or is `*`); weak validators compare as strong ones here. */
function matches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const tags = (Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch)
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(etag);
}

/**
 * A project or content image by the hash of its content (`modules/projects/media.ts`): public (an `<img>` sends
 * no session), cached for a year by browsers and shared caches, 304 for a copy the client holds.
 */
export const getMediaRoute = defineRoute({
  operationId: 'getMedia',
  method: 'GET',
  url: '/v1/media/:file',
  auth: 'public',
  params: GetMediaParams,
  async handle({ ctx, params, request }) {
    const media = await findMedia(ctx.database.db, params.file);
    if (!media) throw new HttpError(404, 'errors.notFound');
    const headers = { 'cache-control': IMMUTABLE, etag: media.etag };
    if (matches(request.headers['if-none-match'], media.etag))
      return { status: 304, body: undefined, headers };
    return {
      status: 200,
      body: media.bytes,
      headers: {
        ...headers,
        'content-type': media.type,
        'x-content-type-options': 'nosniff',
        // An SVG opened on its own must not run script: no scripts, no plugins, no framing.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
    };
  },
});
