// Logging out (the header's button, the settings page): the server session is deleted when the call
// succeeds; the cookies, the drafts and every cached answer go in every case, so a lender is never
// stuck logged in when the server cannot be reached. Then 'Anda telah keluar' and the login page, in
// the page's language.
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLogout } from '@pendana/api-sdk';
import { localeFromPath, localizePath } from '../../i18n/locale';
import { clearSession } from '../../lib/session';
import { notifySuccess } from '../../lib/toaster';
import { clearAllDrafts } from '../wizard';
import { logOutMessages } from './messages';

export function useLogOut(): { logOut: () => void; isPending: boolean } {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const locale = localeFromPath(useLocation().pathname);
  const logout = useLogout();
  const endSession = () => {
    clearSession();
    clearAllDrafts();
    queryClient.clear();
    notifySuccess(intl.formatMessage(logOutMessages.done));
    void navigate(localizePath('/auth/login', locale), { replace: true });
  };
  return {
    logOut: () => logout.mutate(undefined, { onSettled: endSession }),
    isPending: logout.isPending,
  };
}
