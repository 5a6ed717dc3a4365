// Spec §8: a 401 from any call ends the session: the server message is shown as an error toast, the
// token, user_id and user_status cookies are removed and the browser goes to /auth/login (in the
// language of the current page). Wired into the SDK through `configureClient({ onUnauthorized })`.
import type { QueryClient } from '@tanstack/react-query';
import { localeFromPath, localizePath } from '../i18n/locale';
import { clearSession } from '../lib/session';

export interface SessionExpiryDeps {
  currentPath: () => string;
  navigate: (path: string) => void;
  showError: (message: string) => void;
  queryClient: QueryClient;
}

export function createUnauthorizedHandler(deps: SessionExpiryDeps): (message: string) => void {
  return (message) => {
    clearSession();
    deps.queryClient.clear();
    deps.showError(message);
    const loginPath = localizePath('/auth/login', localeFromPath(deps.currentPath()));
    if (deps.currentPath() !== loginPath) deps.navigate(loginPath);
  };
}
