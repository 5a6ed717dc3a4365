import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { Lender } from '../db/schema/index.ts';
import type { Lang } from '../shared/i18n/index.ts';
import type { RateLimit } from './rate-limit.ts';

export type AuthMode = 'public' | 'lender';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<Body, Query, Params, A extends AuthMode> {
  ctx: AppContext;
  lang: Lang;
  body: Body;
  query: Query;
  params: Params;
  /** The logged-in lender (lender-scoped routes only). */
  lender: A extends 'lender' ? Lender : null;
  /** The session token of the request (lender-scoped routes only). */
  token: A extends 'lender' ? string : null;
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
  body?: B;
  query?: Q;
  params?: P;
  multipart?: ApiRoute['multipart'];
  limits?(input: RouteInput<Out<B>, Out<Q>, Out<P>, A>): RateLimit[];
  handle(input: RouteInput<Out<B>, Out<Q>, Out<P>, A>): Promise<RouteResult>;
}): ApiRoute {
  return {
    operationId: def.operationId,
    method: def.method,
    url: def.url,
    auth: def.auth,
    audience: def.audience,
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
