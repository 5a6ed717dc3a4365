import '@pendana/design-system/fonts.css';
import './index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppContext } from './app/app';
import { createQueryClient } from './app/query-client';
import { seedFirstData } from './prerender/first-data';

const queryClient = createQueryClient();
seedFirstData(queryClient, document.getElementById('first-data'));
const context = createAppContext({ queryClient });
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <App context={context} />
  </StrictMode>
);
if (container.dataset.prerendered) {
  // A page the server prerendered: the take-over code loads only there, while the
  // router (created above) already loads the route's data and code; every other page renders at once.
  // Not a top-level await: with one, the bundler splits the entry into many more chunks (+4 kB gzip
  // on every route, measured).
  void Promise.all([import('./prerender/take-over'), import('./prerender/after-commit')]).then(
    ([{ takeOverPrerender }, { AfterCommit }]) =>
      takeOverPrerender(
        container,
        context.router,
        {
          hydrate: (hydrated) =>
            hydrateRoot(container, <AfterCommit onCommit={hydrated}>{app}</AfterCommit>),
          render: () => createRoot(container).render(app),
        },
        context.queryClient,
      ),
  );
} else {
  createRoot(container).render(app);
}
