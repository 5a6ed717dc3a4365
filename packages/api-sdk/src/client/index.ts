// The hand-written client surface of the SDK (no React): configuration, errors, multipart, axios.
export { configureClient, getClientConfig, DEFAULT_BASE_URL } from './config.ts';
export type { ClientConfig, ClientOptions, Lang } from './config.ts';
export {
  ApiError,
  DEFAULT_ERROR_MESSAGE,
  apiErrorFromResponse,
  isApiError,
  messageFromBody,
  networkApiError,
  throwIfBusinessError,
  toFieldErrorMap,
} from './api-error.ts';
export type { ApiErrorInit, FieldErrorMap } from './api-error.ts';
export { toFormData } from './form-data.ts';
export { createHttpClient, http } from './http.ts';
export { customInstance } from './mutator.ts';
export type { BodyType, ErrorType } from './mutator.ts';
export { shouldRetry } from './retry.ts';
