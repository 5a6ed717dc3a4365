import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { AppContext } from '../context.ts';
import { langFromHeader } from '../shared/i18n/index.ts';
import { authenticate, authenticateOperator } from './auth.ts';
import { HttpError } from './errors.ts';
import { readMultipart } from './multipart.ts';
import { enforceRateLimits } from './rate-limit.ts';
import type { ApiRoute } from './route.ts';
import { parseWith, rejectForbiddenCharacters } from './validate.ts';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value)
  );
}

/** The Fastify handler of an operation: language, session, body validation, then the operation. */
export function routeHandler(ctx: AppContext, route: ApiRoute): RouteHandlerMethod {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const lang = langFromHeader(request.headers['x-lang']);
    const session = route.auth === 'lender' ? await authenticate(ctx, request) : null;
    if (session && route.audience === 'individual' && session.lender.lender_type !== 1) {
      throw new HttpError(403, 'errors.individualOnly');
    }
    if (session && route.audience === 'corporate' && session.lender.lender_type !== 2) {
      throw new HttpError(403, 'errors.corporateOnly');
    }
    const staff = route.auth === 'operator' ? await authenticateOperator(ctx, request) : null;
    if (staff && route.roles?.length && !route.roles.includes(staff.operator.role)) {
      throw new HttpError(403, 'errors.operatorRoleRefused');
    }
    let body: unknown = undefined;
    if (route.body && route.multipart) {
      const fields = await readMultipart(request, route.multipart);
      rejectForbiddenCharacters(request.params, request.query, fields);
      body = parseWith(route.body, fields);
    } else {
      rejectForbiddenCharacters(request.params, request.query, request.body);
      if (route.body) {
        if (request.body !== undefined && !isPlainObject(request.body))
          throw new HttpError(400, 'errors.malformed');
        body = parseWith(route.body, request.body);
      }
    }
    const query = route.query ? parseWith(route.query, request.query) : undefined;
    const params = route.params ? parseWith(route.params, request.params) : undefined;
    const input = {
      ctx,
      lang,
      body,
      query,
      params,
      lender: session?.lender ?? null,
      operator: staff?.operator ?? null,
      token: session?.token ?? staff?.token ?? null,
      request,
    };
    if (route.limits) await enforceRateLimits(ctx, route.limits(input));
    const result = await route.handle(input);
    if (result.headers) reply.headers(result.headers);
    return reply.code(result.status).send(result.body);
  };
}
