import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { Lender, OperatorAccount, OperatorRole } from '../db/schema/index.ts';
import type { Lang } from '../shared/i18n/index.ts';
import type { RateLimit } from './rate-limit.ts';

/** Who may call: anyone, a lender's session, or an operator's (staff) session of an allowed role. */
export type AuthMode = 'public' | 'lender' | 'operator';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<Body, Query, Params, A extends AuthMode> {
  ctx: AppContext;
  lang: Lang;
  body: Body;
  query: Query;
  params: Params;
  /** The logged-in lender (lender-scoped routes only). */
  lender: A extends 'lender' ? Lender : null;
  /** The logged-in operator (operator routes only). */
  operator: A extends 'operator' ? OperatorAccount : null;
  /** The session token of the request (lender and operator routes). */
  token: A extends 'public' ? null : string;
  request: FastifyRequest;
}

export interface RouteResult {
  status: number;
  body: unknown;
  /** Extra response headers (a file's `content-type` and `content-disposition`). */
  headers?: Record<string, string>;
}

/** One operation of the contract: its wire path (under the API base), auth mode, schemas and handler. */
export interface ApiRoute {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify path syntax (`/kprAuth/getKota/:id`). */
  url: string;
  auth: AuthMode;
  /** Lender-scoped operations for one lender type only: others get 403 before the body is read. */
  audience: 'individual' | 'corporate' | undefined;
  /** Operator routes: the roles allowed (others get 403 before the body is read); empty: any role. */
  roles: readonly OperatorRole[] | undefined;
  /** Request schemas from `@pendana/api-sdk/zod`; absent when the operation has no such part. */
  body: z.ZodType | undefined;
  query: z.ZodType | undefined;
  params: z.ZodType | undefined;
  /** The body is multipart/form-data: fields named here are converted before validation. */
  multipart: { ints?: readonly string[]; booleans?: readonly string[] } | undefined;
  /** Request limits counted before the handler runs (`http/rate-limit.ts`; 429 with Retry-After). */
  limits: ((input: RouteInput<unknown, unknown, unknown, AuthMode>) => RateLimit[]) | undefined;
  handle(input: RouteInput<unknown, unknown, unknown, AuthMode>): Promise<RouteResult>;
}

export function defineRoute<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  A extends AuthMode = AuthMode,
>(def: {
  operationId: string;
  method: ApiRoute['method'];
  url: string;
  auth: A;
  audience?: 'individual' | 'corporate';
  /** Required on operator routes: the roles allowed, or `'any'` (every operator, e.g. logout). */
  roles?: A extends 'operator' ? readonly OperatorRole[] | 'any' : never;
  body?: B;
  query?: Q;
  params?: P;
  multipart?: ApiRoute['multipart'];
  limits?(input: RouteInput<Out<B>, Out<Q>, Out<P>, A>): RateLimit[];
  handle(input: RouteInput<Out<B>, Out<Q>, Out<P>, A>): Promise<RouteResult>;
}): ApiRoute {
  if (def.auth === 'operator' && def.roles === undefined)
    throw new Error(`${def.operationId}: an operator route names its roles`);
  return {
    operationId: def.operationId,
    method: def.method,
    url: def.url,
    auth: def.auth,
    audience: def.audience,
    roles: def.roles === 'any' ? [] : (def.roles as readonly OperatorRole[] | undefined),
    body: def.body,
    query: def.query,
    params: def.params,
    multipart: def.multipart,
    limits: def.limits as ApiRoute['limits'],
    // The runner validates each part with its schema and resolves the lender for `auth: 'lender'`
    // before calling, so the input matches the narrowed type.
    handle: def.handle as ApiRoute['handle'],
  };
}
