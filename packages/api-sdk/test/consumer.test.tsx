// @vitest-environment jsdom
// A consumer outside lender-web: imports the SDK by its package name (exports map), configures the
// client and calls one query hook and one mutation hook against the SDK's own MSW handlers.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { HttpResponse } from 'msw';
import {
  ApiError,
  configureClient,
  shouldRetry,
  useGetLenderInfo,
  useGetTermCondition,
  useLogin,
} from '@pendana/api-sdk';
import { getGetLenderInfoMockHandler, handlers } from '@pendana/api-sdk/msw';
import { LoginResponse, TermCondition } from '@pendana/api-sdk/zod';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('SDK used by another app', () => {
  it('runs a query hook (read-style POST) against the MSW handlers', async () => {
    // jsdom runs at http://localhost:3000: the default base URL '/api' is same-origin.
    configureClient();
    const { result } = renderHook(() => useGetTermCondition(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.title).toBe('Syarat dan Ketentuan Pendana');
    expect(TermCondition.safeParse(result.current.data).success).toBe(true);
  });

  it('runs a mutation hook against the MSW handlers', async () => {
    configureClient({ getLang: () => 'en' });
    const { result } = renderHook(() => useLogin(), { wrapper: wrapper() });
    let answer: unknown;
    await act(async () => {
      answer = await result.current.mutateAsync({
        data: { username: 'demo.individu', password: 'Pendana123!' },
      });
    });
    const parsed = LoginResponse.parse(answer);
    expect(parsed.token_type).toBe('bearer');
    expect(parsed.access_token).toHaveLength(43);
  });

  it('reports a 401 of a query hook to onUnauthorized exactly once (no retries of 4xx)', async () => {
    const onUnauthorized = vi.fn();
    configureClient({
      getToken: () => 'expired-token',
      onUnauthorized,
    });
    server.use(
      getGetLenderInfoMockHandler(() => {
        throw HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
      }),
    );
    const { result } = renderHook(() => useGetLenderInfo(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error?.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('Unauthenticated.');
  });
});
