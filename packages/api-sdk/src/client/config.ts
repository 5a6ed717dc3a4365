// Runtime configuration of the SDK, set once by the host app with `configureClient`.
// The SDK never reads cookies, storage or the router itself: the app passes functions.

export type Lang = 'id' | 'en';

export interface ClientConfig {
  /** API base URL; default `/api` (same origin). Other apps may point it anywhere. */
  baseURL: string;
  /** The session token, or null/undefined when logged out. Called on every request. */
  getToken: () => string | null | undefined;
  /** The language of the answers (`X-LANG`). Called on every request. */
  getLang: () => Lang;
  /**
   * Called exactly once for each 401 answer to a request that carried a token, with the server's
   * message (spec §8: the app shows it as an error toast, clears the session and goes to login).
   */
  onUnauthorized: (message: string) => void;
  /** Request timeout in milliseconds (0 = none). */
  timeout: number;
}

export interface ClientOptions {
  baseURL?: string;
  getToken?: ClientConfig['getToken'];
  getLang?: ClientConfig['getLang'];
  onUnauthorized?: ClientConfig['onUnauthorized'];
  timeout?: number;
}

export const DEFAULT_BASE_URL = '/api';

const defaults = (): ClientConfig => ({
  baseURL: DEFAULT_BASE_URL,
  getToken: () => null,
  getLang: () => 'id',
  onUnauthorized: () => undefined,
  timeout: 30_000,
});

let current: ClientConfig = defaults();

/** Configures the shared client. Options left out keep their defaults (not their previous values). */
export function configureClient(options: ClientOptions = {}): ClientConfig {
  const base = defaults();
  current = {
    baseURL: options.baseURL ?? base.baseURL,
    getToken: options.getToken ?? base.getToken,
    getLang: options.getLang ?? base.getLang,
    onUnauthorized: options.onUnauthorized ?? base.onUnauthorized,
    timeout: options.timeout ?? base.timeout,
  };
  return current;
}

export function getClientConfig(): Readonly<ClientConfig> {
  return current;
}
