import '@pendana/design-system/fonts.css';
import './index.css';
import { StrictMode, startTransition } from 'react';
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
// The first render (or hydration) in a transition: React yields to the browser every few
// milliseconds instead of one long task (what a phone's Total Blocking Time counts), and a tap during
// it is handled first.
await takeOverPrerender(container, context.router, {
  hydrate: (hydrated) =>
    startTransition(() => {
      hydrateRoot(container, <AfterCommit onCommit={hydrated}>{app}</AfterCommit>);
    }),
  render: () => {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  },
});
