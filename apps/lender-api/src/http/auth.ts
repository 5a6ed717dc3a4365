import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Lender, OperatorAccount } from '../db/schema/index.ts';
import { findSessionOperator } from '../shared/session/operator-sessions.ts';
import { findSessionLender } from '../shared/session/sessions.ts';
import { HttpError } from './errors.ts';
import { bindLender } from './request-log.ts';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The session of a request (contract, spec §7): `Authorization: Bearer <token>` and `Request-Access`
 * carrying the same token — both required. Anything else — no token, one header of the pair, a
 * mismatch, an unknown or expired token — is a 401 that says which.
 */
export async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<{ lender: Lender; token: string }> {
  const authorization = header(request, 'authorization');
  const match = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
  const token = match?.[1];
  const requestAccess = header(request, 'request-access')?.trim();
  if (!token && !requestAccess) throw new HttpError(401, 'errors.unauthenticated');
  if (!token || !requestAccess) throw new HttpError(401, 'errors.tokenPairIncomplete');
  if (token.length > 200) throw new HttpError(401, 'errors.unauthenticated');
  if (requestAccess !== token) throw new HttpError(401, 'errors.tokenPairMismatch');
  const lender = await findSessionLender(ctx, token);
  if (!lender) throw new HttpError(401, 'errors.unauthenticated');
  bindLender(request, lender.id);
  return { lender, token };
}

/**
 * The operator session of a request: `Authorization: Bearer <operator token>` (no `Request-Access`).
 * A lender's token, an unknown, idle-expired or disabled one, or none is a 401: operator sessions are
 * kept apart from lenders' (`operator_sessions`), so a lender's token is never found here.
 */
export async function authenticateOperator(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<{ operator: OperatorAccount; token: string }> {
  const authorization = header(request, 'authorization');
  const token = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] : undefined;
  if (!token || token.length > 200) throw new HttpError(401, 'errors.unauthenticated');
  const operator = await findSessionOperator(ctx, token);
  if (!operator) throw new HttpError(401, 'errors.unauthenticated');
  return { operator, token };
}
