import { setupServer } from 'msw/node';
import { handlers } from '@pendana/api-sdk/msw';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const server = setupServer(...handlers);

/** Starts MSW for the calling test file; unhandled calls fail the test. */
export function setupMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
