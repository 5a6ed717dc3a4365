import '@pendana/design-system/fonts.css';
import './index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppContext } from './app/app';
import { AfterCommit } from './prerender/after-commit';
import { takeOverPrerender } from './prerender/take-over';

const context = createAppContext();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <App context={context} />
  </StrictMode>
);
await takeOverPrerender(container, context.router, {
  hydrate: (hydrated) =>
    hydrateRoot(container, <AfterCommit onCommit={hydrated}>{app}</AfterCommit>),
  render: () => createRoot(container).render(app),
});
