// Spec §8: a 401 from any call ends the session: the server message is shown as an error toast, the
// token, user_id and user_status cookies are removed and the browser goes to /auth/login (in the
// language of the current page). Wired into the SDK through `configureClient({ onUnauthorized })`.
import type { QueryClient } from '@tanstack/react-query';
import { localeFromPath, localizePath } from '../i18n/locale';
import { clearSession } from '../lib/session';

export interface SessionExpiryDeps {
  currentPath: () => string;
  /** Goes to the path; the promise settles when the page is shown (react-router's `navigate`). */
  navigate: (path: string) => Promise<void> | void;
  showError: (message: string) => void;
  queryClient: QueryClient;
}

export function createUnauthorizedHandler(deps: SessionExpiryDeps): (message: string) => void {
  return (message) => {
    clearSession();
    deps.queryClient.clear();
    const loginPath = localizePath('/auth/login', localeFromPath(deps.currentPath()));
    const arrived = deps.currentPath() !== loginPath ? deps.navigate(loginPath) : undefined;
    // The toast starts once the login page shows: while its code downloads on a slow phone (or a
    // loaded CI machine) a toast made at once ran out before the lender could read it.
    void Promise.resolve(arrived)
      .catch(() => undefined)
      .then(() => deps.showError(message));
  };
}
