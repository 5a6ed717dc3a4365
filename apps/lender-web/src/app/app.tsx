// The app's providers: the SDK client configuration (API base, token, language, 401), TanStack
// Query and the data router. Language (react-intl) and the toaster sit in the root route.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider, type createMemoryRouter } from 'react-router-dom';
import { configureClient } from '@pendana/api-sdk';
import { API_BASE } from '../config/env';
import { localeFromPath } from '../i18n/locale';
import { getToken } from '../lib/session';
import { createQueryClient } from './query-client';
import { createRoutes } from './routes';
import { createUnauthorizedHandler } from './session-expiry';
import { notifyError } from '../lib/toaster';

type AppRouter = ReturnType<typeof createBrowserRouter> | ReturnType<typeof createMemoryRouter>;

export interface AppContext {
  queryClient: QueryClient;
  router: AppRouter;
}

export interface CreateAppContextOptions {
  /** Tests pass a memory router built from the same routes. */
  createRouter?: (routes: ReturnType<typeof createRoutes>) => AppRouter;
  queryClient?: QueryClient;
}

export function createAppContext(options: CreateAppContextOptions = {}): AppContext {
  const queryClient = options.queryClient ?? createQueryClient();
  const routes = createRoutes(queryClient);
  const router = options.createRouter ? options.createRouter(routes) : createBrowserRouter(routes);
  configureClient({
    baseURL: API_BASE,
    getToken,
    getLang: () => localeFromPath(router.state.location.pathname),
    onUnauthorized: createUnauthorizedHandler({
      currentPath: () => router.state.location.pathname,
      navigate: (path) => router.navigate(path, { replace: true }),
      showError: (message) => notifyError(message),
      queryClient,
    }),
  });
  return { queryClient, router };
}

export function App({ context }: { context: AppContext }) {
  return (
    <QueryClientProvider client={context.queryClient}>
      <RouterProvider router={context.router} />
    </QueryClientProvider>
  );
}
