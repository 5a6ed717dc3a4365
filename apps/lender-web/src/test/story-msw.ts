// Story-level MSW overrides for lender-web stories. Storybook's msw addon (apps/storybook preview)
// puts its worker on the story context and installs the SDK's handlers first; handlers added here
// in the story's `beforeEach` run after that, so they win.
import { delay, http, HttpResponse, type RequestHandler } from 'msw';

interface MswWorker {
  use: (...handlers: RequestHandler[]) => void;
}

/** `beforeEach: overrideHandlers(getListNewsMockHandler({...}))`. */
export function overrideHandlers(...handlers: RequestHandler[]) {
  return (context: object): void => {
    (context as { msw?: MswWorker }).msw?.use(...handlers);
  };
}

/** A call that never answers: the screen stays in its loading state (a story's `Loading`). */
export function neverAnswers(method: 'get' | 'post', url: string): RequestHandler {
  return http[method](url, async () => {
    await delay('infinite');
    return new HttpResponse(null);
  });
}
