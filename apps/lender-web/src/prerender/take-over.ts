// How the client takes over the page the server sent (scripts/prerender.mjs): the
// prerendered login page is hydrated (the same markup, so what the visitor typed stays); a
// prerendered dashboard page (its static frame, or the plain shell) is replaced by the client's first
// render. Both wait until the router has loaded the route's code and data, a dashboard page also until
// the lender's data the layout waits for is there, so the first client render is the page, never an
// empty root nor a spinner over the frame the visitor already sees.
import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import { getGetLenderInfoQueryOptions } from '@pendana/api-sdk';
import { stripLocale } from '../i18n/locale';

/** The attribute of what the prerender disabled until the script runs (prerender-entry.tsx). */
export const PRERENDER_DISABLED = 'data-prerender-disabled';

type Router = ReturnType<typeof createBrowserRouter> | ReturnType<typeof createMemoryRouter>;

/** Resolves when the router's first navigation (loaders, lazy routes, redirects) has settled. */
export function whenRouterReady(router: Router): Promise<void> {
  return new Promise((resolve) => {
    const ready = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (ready()) {
      resolve();
      return;
    }
    const stop = router.subscribe(() => {
      if (!ready()) return;
      stop();
      resolve();
    });
  });
}

/** The prerendered page's kind (`data-prerendered` of the root), if the server sent one. */
export function prerenderedKind(container: HTMLElement): 'login' | 'shell' | null {
  const kind = container.dataset.prerendered;
  return kind === 'login' || kind === 'shell' ? kind : null;
}

/** What the visitor typed into the prerendered fields before the script ran. */
function typedValues(container: HTMLElement): Array<[HTMLInputElement, string]> {
  return [...container.querySelectorAll<HTMLInputElement>('form input[name]')]
    .filter((input) => input.type !== 'checkbox' && input.type !== 'radio' && input.value !== '')
    .map((input) => [input, input.value]);
}

/**
 * Gives the typed values to the hydrated fields' state: React hydrates a controlled field keeping the
 * DOM's value but with its own state (empty), and its next render would empty the field. So each value
 * is typed again: React's record of the field set to '' (the element's own `value` setter), the value
 * set the way a browser does (the prototype's setter) and an `input` event, which reaches the field's
 * onChange (react-hook-form) like a keystroke.
 */
function retype(values: Array<[HTMLInputElement, string]>): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const [input, value] of values) {
    if (!input.isConnected || !setValue) continue;
    input.value = '';
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Starts the client on the page the server sent. `hydrate` hydrates the root and calls `hydrated`
 * once the hydration has been committed (an effect of the root); `render` renders it afresh.
 * `queryClient`: the app's, whose lender data a dashboard page waits for before it is rendered.
 */
export async function takeOverPrerender(
  container: HTMLElement,
  router: Router,
  start: { hydrate: (hydrated: () => void) => void; render: () => void },
  queryClient?: QueryClient,
): Promise<void> {
  const kind = prerenderedKind(container);
  if (!kind) {
    start.render();
    return;
  }
  // From now until React handles it, a submit of the prerendered form is held (the browser's own
  // submission prevented) and made again once hydrated; so its button can be enabled now.
  const forms = new Set(container.querySelectorAll('form'));
  let held: HTMLFormElement | null = null;
  let hydrated = false;
  const hold = (event: Event) => {
    if (!forms.has(event.target as HTMLFormElement)) return;
    event.preventDefault();
    if (!hydrated) held = event.target as HTMLFormElement;
  };
  container.addEventListener('submit', hold);
  for (const element of container.querySelectorAll(`[${PRERENDER_DISABLED}]`)) {
    element.removeAttribute(PRERENDER_DISABLED);
    element.removeAttribute('disabled');
  }
  await whenRouterReady(router);
  // Hydrate only what the markup is: the login page still at the login path (a guard may have sent
  // the visitor elsewhere); anything else is rendered afresh, replacing the markup in one commit.
  if (kind === 'login' && stripLocale(router.state.location.pathname) === '/auth/login') {
    const typed = typedValues(container);
    start.hydrate(() => {
      if (hydrated) return;
      hydrated = true;
      retype(typed);
      if (held?.isConnected) held.requestSubmit();
    });
  } else {
    container.removeEventListener('submit', hold);
    const path = stripLocale(router.state.location.pathname);
    if (queryClient && (path === '/dashboard' || path.startsWith('/dashboard/'))) {
      // A failed read is the layout's to show (its error and retry), once rendered.
      await queryClient.ensureQueryData(getGetLenderInfoQueryOptions()).catch(() => undefined);
    }
    start.render();
  }
  delete container.dataset.prerendered;
}
