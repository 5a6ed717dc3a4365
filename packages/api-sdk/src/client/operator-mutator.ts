// The operator entry's client (`@pendana/api-sdk/operator`): its own configuration and axios instance,
// apart from the lender's, so that a staff app never sends a lender's token nor a lender app an
// operator's. Operator calls carry `Authorization: Bearer <operator token>` and `X-LANG` only.
import axios, { AxiosHeaders, isAxiosError } from 'axios';
import type { AxiosInstance, AxiosRequestConfig, InternalAxiosRequestConfig } from 'axios';
import { ApiError, apiErrorFromResponse, networkApiError } from './api-error.ts';
import { DEFAULT_BASE_URL, type ClientConfig, type ClientOptions } from './config.ts';

const defaults = (): ClientConfig => ({
  baseURL: DEFAULT_BASE_URL,
  getToken: () => null,
  getLang: () => 'id',
  onUnauthorized: () => undefined,
  timeout: 30_000,
});

let current: ClientConfig = defaults();

/** Configures the operator client. Options left out keep their defaults (not their previous values). */
export function configureOperatorClient(options: ClientOptions = {}): ClientConfig {
  const base = defaults();
  current = {
    baseURL: options.baseURL ?? base.baseURL,
    getToken: options.getToken ?? base.getToken,
    getLang: options.getLang ?? base.getLang,
    onUnauthorized: options.onUnauthorized ?? base.onUnauthorized,
    timeout: options.timeout ?? base.timeout,
  };
  return current;
}

export function getOperatorClientConfig(): Readonly<ClientConfig> {
  return current;
}

function applyOperatorHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const headers = AxiosHeaders.from(config.headers);
  headers.set('X-LANG', current.getLang());
  const token = current.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');
  config.headers = headers;
  config.baseURL ??= current.baseURL;
  if (config.timeout === undefined || config.timeout === 0) config.timeout = current.timeout;
  return config;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error) && error.response) {
    const apiError = apiErrorFromResponse(error.response.status, error.response.data);
    const sentToken = AxiosHeaders.from(error.config?.headers).has('Authorization');
    if (apiError.status === 401 && sentToken && !error.config?.skipUnauthorized)
      current.onUnauthorized(apiError.message);
    return apiError;
  }
  return networkApiError(error);
}

/** Creates an axios instance wired to the operator configuration (`configureOperatorClient`). */
export function createOperatorHttpClient(): AxiosInstance {
  const instance = axios.create({ headers: { Accept: 'application/json' } });
  instance.interceptors.request.use(applyOperatorHeaders);
  instance.interceptors.response.use(undefined, (error: unknown) =>
    Promise.reject(toApiError(error)),
  );
  return instance;
}

/** The instance every generated operator hook uses. */
export const operatorHttp: AxiosInstance = createOperatorHttpClient();

/** orval's mutator of the operator entry: sends through `operatorHttp`, resolves with the body. */
export const operatorInstance = async <T>(
  config: AxiosRequestConfig,
  options?: AxiosRequestConfig,
): Promise<T> => {
  const response = await operatorHttp.request<T>({ ...config, ...options });
  return response.data;
};

export type ErrorType<_Error> = ApiError;
export type BodyType<BodyData> = BodyData;
