import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { getGetLenderInfoQueryKey } from '@pendana/api-sdk';
import { localeFromPath, localizePath } from '../../i18n/locale';

/** The dashboard's path in the page's language, and a way there that replaces the wizard. */
export function useDashboard() {
  const navigate = useNavigate();
  const path = localizePath('/dashboard', localeFromPath(useLocation().pathname));
  return { path, go: () => void navigate(path, { replace: true }) };
}

/** The phone step that ends a wizard: whether its modals are open, and what follows them. */
export interface PhoneStep {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** After the success modal, with the verified number as shown. */
  finish: (phone: string) => void;
  finishing?: boolean;
  finishError?: string | undefined;
}

/**
 * The phone step of a wizard that ends on the dashboard: after the phone is verified the lender's
 * account is read again (its status changed) and the dashboard replaces the wizard; `finishError`
 * says when that failed.
 */
export function usePhoneToDashboard(failed: MessageDescriptor): PhoneStep {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const dashboard = useDashboard();
  const [open, setOpen] = useState(false);
  const [finishError, setFinishError] = useState<string | undefined>();
  const finish = async () => {
    setFinishError(undefined);
    try {
      await queryClient.invalidateQueries({ queryKey: getGetLenderInfoQueryKey() });
      await queryClient.fetchQuery({ queryKey: getGetLenderInfoQueryKey() });
      dashboard.go();
    } catch {
      setFinishError(intl.formatMessage(failed));
    }
  };
  return { open, setOpen, finish: () => void finish(), finishError };
}
