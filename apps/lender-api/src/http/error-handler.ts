import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { langFromHeader, t, type Lang, type MessageKey } from '../shared/i18n/index.ts';
import { isDatabaseUnavailable } from '../db/database.ts';
import { HttpError, type FieldMessages } from './errors.ts';

/** Seconds a client waits before trying again when the database cannot be reached. */
export const DATABASE_RETRY_AFTER_S = 5;

export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
  /** The request's id (its `X-Request-Id` and log lines): what a lender quotes to support. */
  request_id: string;
}

function translateFields(lang: Lang, fields: FieldMessages): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, list]) => [
      field,
      list.map((item) => t(lang, item.key, item.params)),
    ]),
  );
}

const FASTIFY_CODES: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'errors.tooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'errors.unsupportedMediaType' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'errors.malformedJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'errors.malformedJson' },
};

/**
 * Every error becomes `{ message, errors?, request_id }` in the request's X-LANG; bad input is never
 * a 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: FastifyError | HttpError | Error, request: FastifyRequest, reply: FastifyReply) => {
      const lang = langFromHeader(request.headers['x-lang']);
      const body = (key: MessageKey, params?: HttpError['params']): ErrorBody => ({
        message: t(lang, key, params),
        request_id: request.id,
      });
      if (error instanceof HttpError) {
        const answer = body(error.key, error.params);
        if (error.fields) answer.errors = translateFields(lang, error.fields);
        return reply.code(error.status).headers(error.headers).send(answer);
      }
      const fastifyError = error as FastifyError;
      const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
      if (known) return reply.code(known.status).send(body(known.key));
      if (fastifyError.statusCode === 413) return reply.code(413).send(body('errors.tooLarge'));
      if (
        fastifyError.statusCode &&
        fastifyError.statusCode >= 400 &&
        fastifyError.statusCode < 500
      ) {
        return reply.code(fastifyError.statusCode).send(body('errors.malformed'));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_S))
          .send(body('errors.databaseUnavailable'));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send(body('errors.generic'));
    },
  );
}
