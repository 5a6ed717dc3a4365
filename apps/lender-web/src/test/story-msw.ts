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

/**
 * A story's `beforeEach` whose call fails once (`status`, `message`) and then answers `body`: the
 * error with its Retry, then the screen. The count starts again for every story run.
 */
export function failsOnceThen(
  method: 'get' | 'post',
  url: string,
  failure: { status: number; message: string },
  body: unknown,
) {
  return (context: object): void => {
    let calls = 0;
    overrideHandlers(
      http[method](url, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: failure.message }, { status: failure.status })
          : HttpResponse.json(body as object);
      }),
    )(context);
  };
}
