// Renders a screen pattern as a route would see it: react-intl (Indonesian, the source texts), a fresh
// QueryClient, and a memory router whose location the test can read and move (Back).
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

export interface RenderedScreen extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
  /** The current `?search` of the memory router. */
  search: () => string;
}

export function renderScreen(element: ReactNode, path = '/screen'): RenderedScreen {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const result = render(
    <IntlProvider locale="id" defaultLocale="id" messages={{}} onError={() => undefined}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </IntlProvider>,
  );
  return { ...result, router, queryClient, search: () => router.state.location.search };
}
