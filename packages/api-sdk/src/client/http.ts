// The shared axios instance: adds the three headers, turns every failure into an ApiError and
// reports 401s of authenticated requests to the host app (docs/lender-api.md "API conventions").
import axios, { AxiosHeaders, isAxiosError } from 'axios';
import type { AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { ApiError, apiErrorFromResponse, networkApiError } from './api-error.ts';
import { getClientConfig } from './config.ts';

const CARRIED_TOKEN = Symbol('pendana.carriedToken');

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Do not report a 401 of this request to `onUnauthorized` (spec §8: every call but the "patch
     * helper" ends the session on a 401). Pass it per call: `useX({ request: { skipUnauthorized: true } })`.
     */
    skipUnauthorized?: boolean;
  }
}

type TrackedConfig = InternalAxiosRequestConfig & { [CARRIED_TOKEN]?: boolean };

/** Sets `X-LANG` always, and `Authorization` + `Request-Access` when the app has a token. */
export function applySessionHeaders(
  config: InternalAxiosRequestConfig,
): InternalAxiosRequestConfig {
  const { getToken, getLang, baseURL, timeout } = getClientConfig();
  const headers = AxiosHeaders.from(config.headers);
  headers.set('X-LANG', getLang());
  const token = getToken();
  const tracked = config as TrackedConfig;
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
    headers.set('Request-Access', token);
    tracked[CARRIED_TOKEN] = true;
  } else {
    headers.delete('Authorization');
    headers.delete('Request-Access');
    tracked[CARRIED_TOKEN] = false;
  }
  if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
    // Drop a boundary-less 'multipart/form-data': axios (Node) or the browser writes it with the boundary.
    headers.delete('Content-Type');
  }
  config.headers = headers;
  config.baseURL ??= baseURL;
  if (config.timeout === undefined || config.timeout === 0) config.timeout = timeout;
  return config;
}

/** The header every money call of the contract requires (one key per attempt). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Gives a request that changes something (not GET/HEAD) a new `Idempotency-Key` unless the caller set
 * one: the server refuses a money call without it. A caller that may send the same attempt again
 * (after a lost answer) passes its own key, so that the retry is answered from the first answer.
 */
export function applyIdempotencyKey(
  config: InternalAxiosRequestConfig,
): InternalAxiosRequestConfig {
  const method = (config.method ?? 'get').toUpperCase();
  if (method === 'GET' || method === 'HEAD') return config;
  const headers = AxiosHeaders.from(config.headers);
  if (!headers.has(IDEMPOTENCY_KEY_HEADER)) headers.set(IDEMPOTENCY_KEY_HEADER, newKey());
  config.headers = headers;
  return config;
}

/** Converts any axios failure into an ApiError and calls `onUnauthorized` for a 401 with a token. */
export function normaliseError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error) && error.response) {
    const apiError = apiErrorFromResponse(error.response.status, error.response.data);
    const config = error.config as TrackedConfig | undefined;
    if (apiError.status === 401 && config?.[CARRIED_TOKEN] && !config.skipUnauthorized) {
      // Mark the config so a re-thrown error never reports the same 401 twice.
      config[CARRIED_TOKEN] = false;
      getClientConfig().onUnauthorized(apiError.message);
    }
    return apiError;
  }
  return networkApiError(error);
}

/**
 * The error answer of a request for another type than JSON (`responseType: 'blob'` or 'text': file
 * downloads) as the JSON body it holds, so that its message is read: a Blob in browsers, the text
 * in Node.
 */
async function readErrorBody(error: unknown): Promise<unknown> {
  const response = isAxiosError(error) ? error.response : undefined;
  const data: unknown = response?.data;
  const text =
    data instanceof Blob && /json/i.test(data.type)
      ? await data.text()
      : typeof data === 'string'
        ? data
        : undefined;
  if (response && text !== undefined) {
    try {
      response.data = JSON.parse(text) as unknown;
    } catch {
      // Not JSON: the error keeps the default message.
    }
  }
  return error;
}

/** Creates an axios instance wired to the SDK's configuration (`configureClient`). */
export function createHttpClient(): AxiosInstance {
  const instance = axios.create({ headers: { Accept: 'application/json' } });
  instance.interceptors.request.use((config) => applyIdempotencyKey(applySessionHeaders(config)));
  instance.interceptors.response.use(undefined, async (error: unknown) =>
    Promise.reject(normaliseError(await readErrorBody(error))),
  );
  return instance;
}

/** The instance every generated hook uses. */
export const http: AxiosInstance = createHttpClient();
