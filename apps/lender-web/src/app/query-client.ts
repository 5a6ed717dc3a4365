import { QueryClient } from '@tanstack/react-query';
import { shouldRetry } from '@pendana/api-sdk';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Network failures and 5xx retry twice, never 4xx (a 401 must reach onUnauthorized once).
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
