// The bundle floor (docs/performance.md): a page that renders nothing but loads what every
// route must load — react-dom, the data router, react-intl, TanStack Query and the SDK's axios client —
// and no app code. `pnpm run build` builds it alone (`vite build --mode floor`, into `dist-floor/`,
// never shipped) so `scripts/bundle-budget.mjs` measures every route against it in the same run.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { configureClient, http } from '@pendana/api-sdk/client';

configureClient({ baseURL: '/api', getToken: () => null, getLang: () => 'id' });
const queryClient = new QueryClient();

/** Renders nothing, with one query (every page reads the API through TanStack Query). */
function Nothing() {
  useQuery({ queryKey: ['floor'], queryFn: () => http.get('/healthz'), enabled: false });
  return null;
}

const router = createBrowserRouter([
  {
    path: '*',
    Component: Nothing,
  },
]);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale="id" messages={{}}>
        <RouterProvider router={router} />
      </IntlProvider>
    </QueryClientProvider>,
  );
}
