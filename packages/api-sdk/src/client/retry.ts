// A TanStack Query `retry` function for apps using the SDK: retry network failures and 5xx up to
// twice, never 4xx (a 401 must reach `onUnauthorized` once, not once per retry).
import { isApiError } from './api-error.ts';

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return false;
  return error.status === 0 || error.status >= 500;
}
