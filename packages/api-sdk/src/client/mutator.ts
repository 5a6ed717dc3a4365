// orval's custom mutator: every generated function calls `customInstance` with its request config.
import type { AxiosRequestConfig } from 'axios';
import type { ApiError } from './api-error.ts';
import { http } from './http.ts';

/** Sends a request through the shared client and resolves with the response body. */
export const customInstance = async <T>(
  config: AxiosRequestConfig,
  options?: AxiosRequestConfig,
): Promise<T> => {
  const response = await http.request<T>({ ...config, ...options });
  return response.data;
};

/** The error type of every generated hook. */
export type ErrorType<_Error> = ApiError;

/** The body type of every generated mutation. */
export type BodyType<BodyData> = BodyData;
