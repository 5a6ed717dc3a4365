import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy routes and several queries per page: on a loaded 2-core machine 1 s (the default) is too short
// (a lazy route took over 15 s to appear at load average 40).
configure({ asyncUtilTimeout: 30_000 });

// jsdom lacks these browser APIs that Ark UI's popovers (Select, Dialog) call.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollTo ??= function scrollTo() {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
// jsdom logs "not implemented" for window.scrollTo (StepHeading, ScrollRestoration).
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  for (const name of ['token', 'user_id', 'user_status']) {
    document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
});
