// Renders the real route tree in a memory router, with the SDK configured as in the app, against
// MSW handlers (the SDK's generated ones by default).
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router-dom';
import { App, createAppContext, type AppContext } from '../app/app';

/** The app's context (route tree, SDK configuration) in a memory router opened at `path`. */
export function createTestContext(path: string): AppContext {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  return createAppContext({
    queryClient,
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
  });
}

export function renderApp(path: string): RenderResult & { context: AppContext } {
  const context = createTestContext(path);
  return { ...render(<App context={context} />), context };
}

export const currentPath = (context: AppContext) => context.router.state.location.pathname;
