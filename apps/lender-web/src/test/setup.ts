import * as webStreams from 'node:stream/web';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test file runs in a VM context of its own (vitest.config.ts, `vmForks`), whose globals are
// jsdom's window plus what Vitest copies from Node; the web streams (which MSW uses) are not among them.
for (const name of [
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoderStream',
  'TextDecoderStream',
  'CompressionStream',
  'DecompressionStream',
] as const) {
  (globalThis as Record<string, unknown>)[name] ??= webStreams[name];
}

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

// A page must never show a message id (each route loads only its namespaces of messages,
// src/i18n/route-messages.json): the app's react-intl reports a missing message through
// reportIntlError (a console warning in development); a test during which one was reported fails.
const missingMessages: string[] = [];
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  const text = String(args[0]);
  if (text.includes('MISSING_TRANSLATION')) missingMessages.push(text);
  warn(...args);
};

afterEach(() => {
  const missing = missingMessages.splice(0);
  if (missing.length > 0) {
    throw new Error(
      `The page showed message ids its catalogue lacks:\n${[...new Set(missing)].join('\n')}`,
    );
  }
});

afterEach(() => {
  cleanup();
  for (const name of ['token', 'user_id', 'user_status']) {
    document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
});
