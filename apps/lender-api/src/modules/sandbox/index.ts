/** The sandbox module's surface for other modules; its pages are registered by routes/index.ts. */
export { safeReturnPath } from './routes/liveness.ts';
export { createSandboxClock, restoreSandboxClock } from './clock-store.ts';
