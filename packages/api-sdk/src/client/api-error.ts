// One error type for every failed call: HTTP errors, 200-with-`error` refusals read by the app,
// and network failures (status 0). Message fallbacks follow spec §8 / docs/lender-api.md "API conventions".

export const DEFAULT_ERROR_MESSAGE = 'Terjadi Kesalahan';

export type FieldErrorMap = Record<string, string[]>;

export interface ApiErrorInit {
  status: number;
  message: string;
  fieldErrors?: FieldErrorMap;
  error?: string | undefined;
  raw?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived (network failure, timeout, aborted). */
  readonly status: number;
  /** Messages per field (wire names) from the body's `errors` map; `{}` when none. */
  readonly fieldErrors: FieldErrorMap;
  /** The body's `error` field (business refusal text), when present. */
  readonly error: string | undefined;
  /** The decoded response body (or the underlying error for status 0). */
  readonly raw: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? {};
    this.error = init.error;
    this.raw = init.raw;
  }

  /** The first message of a field, if any. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmptyString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Normalises an `errors` value: `{field: string[] | string}` → `{field: string[]}` (empty lists dropped). */
export function toFieldErrorMap(value: unknown): FieldErrorMap {
  if (!isRecord(value)) return {};
  const out: FieldErrorMap = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (m): m is string => typeof m === 'string' && m !== '',
    );
    if (list.length > 0) out[field] = list;
  }
  return out;
}

/**
 * The message to show for an error body: `errors.message`, else the first message of the first field
 * of `errors`, else `message`, else `error`, else 'Terjadi Kesalahan'.
 */
export function messageFromBody(body: unknown): string {
  if (isRecord(body)) {
    const errors = body.errors;
    if (isRecord(errors)) {
      const general = errors.message;
      const generalText = Array.isArray(general)
        ? nonEmptyString(general[0])
        : nonEmptyString(general);
      if (generalText) return generalText;
      const fields = toFieldErrorMap(errors);
      const first = Object.values(fields)[0]?.[0];
      if (first) return first;
    }
    const message = nonEmptyString(body.message);
    if (message) return message;
    const error = nonEmptyString(body.error);
    if (error) return error;
  }
  return DEFAULT_ERROR_MESSAGE;
}

/** Builds the ApiError of an HTTP answer with a non-2xx status. */
export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  const record = isRecord(body) ? body : undefined;
  return new ApiError({
    status,
    message: messageFromBody(body),
    fieldErrors: toFieldErrorMap(record?.errors),
    error: nonEmptyString(record?.error),
    raw: body,
  });
}

/** Builds the ApiError of a call that got no answer (offline, DNS, timeout, aborted). */
export function networkApiError(cause: unknown): ApiError {
  return new ApiError({ status: 0, message: DEFAULT_ERROR_MESSAGE, raw: cause });
}

/**
 * For the calls that answer 200 `{ error }` on a business refusal (withdrawal, checkout, add and take
 * funds, password verification): throws an ApiError carrying `error` when the body has one, else
 * returns the body. Use it in the app's mutation functions or `onSuccess`.
 */
export function throwIfBusinessError<T>(body: T, status = 200): T {
  if (isRecord(body) && nonEmptyString(body.error)) {
    throw apiErrorFromResponse(status, body);
  }
  return body;
}
