import { DeleteSessionByLinkBody, DeleteSessionParams } from '@pendana/api-sdk/zod';
import { HttpError } from '../../../http/errors.ts';
import { defineRoute } from '../../../http/route.ts';
import { t } from '../../../shared/i18n/index.ts';
import { isRowId } from '../../../shared/ledger/ledger.ts';
import { endOtherSessions, endSession, endSessionByLink, listSessions } from '../sessions.ts';

export const listSessionsRoute = defineRoute({
  operationId: 'listSessions',
  method: 'GET',
  url: '/v1/lender/sessions',
  auth: 'lender',
  async handle({ ctx, lender, token }) {
    return { status: 200, body: { data: await listSessions(ctx, lender, token) } };
  },
});

export const deleteSessionRoute = defineRoute({
  operationId: 'deleteSession',
  method: 'DELETE',
  url: '/v1/lender/sessions/:id',
  auth: 'lender',
  params: DeleteSessionParams,
  async handle({ ctx, lang, lender, params }) {
    if (!isRowId(params.id) || !(await endSession(ctx, lender, params.id))) {
      throw new HttpError(404, 'errors.notFound');
    }
    return { status: 200, body: { message: t(lang, 'auth.sessionEnded') } };
  },
});

export const deleteOtherSessionsRoute = defineRoute({
  operationId: 'deleteOtherSessions',
  method: 'POST',
  url: '/v1/lender/sessions/end-others',
  auth: 'lender',
  async handle({ ctx, lang, lender, token }) {
    const ended = await endOtherSessions(ctx, lender.id, token);
    return { status: 200, body: { message: t(lang, 'auth.otherSessionsEnded'), ended } };
  },
});

export const deleteSessionByLinkRoute = defineRoute({
  operationId: 'deleteSessionByLink',
  method: 'POST',
  url: '/v1/lender/sessions/end-by-link',
  auth: 'public',
  body: DeleteSessionByLinkBody,
  async handle({ ctx, lang, body }) {
    await endSessionByLink(ctx, body.token);
    return { status: 200, body: { message: t(lang, 'auth.sessionLinkEnded') } };
  },
});
